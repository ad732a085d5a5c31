import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { quote } from '@tests/factories';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { MONTHLY_LINE_PROBLEM } from '@agency/common';

import type { Quote } from '@/lib/firestore/quotes';
import { renderPage } from '@/test/render-page';

import { QuoteBuilder } from './admin-quote-builder';

// What saveQuote was asked (the callable; the function itself is tested against the emulators).
const saved: unknown[] = [];
vi.mock('@/lib/callables', () => ({
  saveQuote: (input: unknown) => {
    saved.push(input);
    return Promise.resolve({ quoteId: 'quote-1' });
  },
  sendQuote: () => Promise.resolve({ number: 'Q-2026-0001' }),
}));

// The client picker searches Firestore (its own tests cover it); here the chosen client is all that matters.
vi.mock('@/components/forms/client-picker', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ClientPicker: ({ id, label, value }: { id: string; label: string; value: string }) => (
    <input id={id} aria-label={label} value={value} readOnly />
  ),
}));

/** A draft saved before monthly entries were refused: the Growth package's monthly fee as a line. */
const draft: Quote = {
  id: 'quote-1',
  ...quote({
    status: 'draft',
    clientId: 'client-1',
    title: 'Growth package',
    lineItems: [
      {
        description: 'Growth package, per month',
        quantity: 1,
        unitPriceCents: 7_500,
        catalogueId: 'package/growth/monthly',
      },
    ],
  }),
};

const builder = (quote: Quote | null) =>
  renderPage(
    <QuoteBuilder
      quote={quote}
      clientId="client-1"
      useProjectsOf={() => []}
      clientName={() => 'Casey Client'}
      onClose={() => undefined}
      onSaved={() => undefined}
    />,
  );

const catalogue = () => screen.getByRole('combobox', { name: 'Line 1 from the catalogue' });
const optionValues = () =>
  within(catalogue())
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value);

describe('the quote builder’s catalogue', () => {
  beforeEach(() => {
    saved.length = 0;
  });

  it('offers only what is charged once: no monthly package fee or hosting plan', () => {
    builder(null);
    const values = optionValues();
    expect(values).toContain('web-design-plan/standard');
    expect(values).toContain('package/growth');
    expect(values).toContain('insight-lab/5-hours');
    expect(values).not.toContain('package/growth/monthly');
    expect(values.filter((value) => value.startsWith('hosting-plan/'))).toEqual([]);
    expect(within(catalogue()).queryByText(/a month/)).toBeNull();
  });

  it('refuses a draft’s monthly line under its catalogue choice, and saves nothing', async () => {
    builder(draft);
    // The draft's entry is still shown for what it is, so the agency sees which line to change.
    expect(catalogue()).toHaveProperty('value', 'package/growth/monthly');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(catalogue().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(MONTHLY_LINE_PROBLEM)).toBeDefined();
    expect(saved).toEqual([]);
  });
});
