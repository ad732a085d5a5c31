import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { quoteContentText, sha256Hex } from '@agency/common';

import { testQuote } from '@/features/quotes/shared/test-quote';
import { renderPage } from '@/test/render-page';

import { AcceptQuoteForm } from './accept-quote-form';

// What acceptQuote was asked (the callable; the function itself is tested against the emulators).
const accepted: unknown[] = [];
vi.mock('@/lib/callables', () => ({
  acceptQuote: (input: unknown) => {
    accepted.push(input);
    return Promise.resolve({ invoiceId: 'invoice-1', invoiceNumber: 'INV-2026-0001' });
  },
}));

const quote = testQuote();

/** The quote dialog as the client meets it: reading the quote, then Accept swaps in the form. */
function QuoteDialog({ onBack = () => undefined }: { onBack?: () => void }) {
  const [accepting, setAccepting] = useState(false);
  return (
    <Dialog open aria-label="Quote">
      {accepting ? (
        <AcceptQuoteForm quote={quote} onBack={onBack} />
      ) : (
        <DialogActions>
          <Button onClick={() => setAccepting(true)}>Accept</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}

const nameField = () => screen.getByLabelText(/Your full name/) as HTMLInputElement;
const tick = () => screen.getByLabelText('I accept this quote and the terms above') as HTMLInputElement;
/** The text an element's aria-describedby points at. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

async function openTheForm() {
  renderPage(<QuoteDialog />);
  const accept = screen.getByText('Accept');
  accept.focus();
  fireEvent.click(accept);
  await waitFor(() => expect(nameField()).toBeDefined());
}

describe('accepting a quote', () => {
  beforeEach(() => {
    accepted.length = 0;
  });

  it('starts in the name field once Accept is chosen, not on the dialog', async () => {
    await openTheForm();
    await waitFor(() => expect(document.activeElement).toBe(nameField()));
  });

  it('on an empty submit, sends focus to the name and ties each error to its field, the tick included', async () => {
    await openTheForm();
    fireEvent.click(screen.getByText('Accept quote'));

    await waitFor(() => expect(tick().getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(nameField());
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(description(nameField())).toBe('Type your full name');
    expect(description(tick())).toBe('Tick to accept the terms');
    expect(accepted).toEqual([]);

    // The name alone is not enough: focus goes on to the tick.
    fireEvent.change(nameField(), { target: { value: 'Casey Quoteworthy' } });
    fireEvent.click(screen.getByText('Accept quote'));
    await waitFor(() => expect(document.activeElement).toBe(tick()));
    expect(nameField().getAttribute('aria-invalid')).toBe('false');
    expect(accepted).toEqual([]);
  });

  it('accepts with the name, the tick and the hash of exactly what it shows', async () => {
    await openTheForm();
    fireEvent.change(nameField(), { target: { value: '  Casey Quoteworthy ' } });
    fireEvent.click(tick());
    expect(tick().getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(screen.getByText('Accept quote'));

    await waitFor(() => expect(accepted).toHaveLength(1));
    expect(accepted[0]).toEqual({
      quoteId: 'quote-1',
      name: 'Casey Quoteworthy',
      termsAccepted: true,
      contentHash: await sha256Hex(quoteContentText(quote as Parameters<typeof quoteContentText>[0])),
    });
  });
});
