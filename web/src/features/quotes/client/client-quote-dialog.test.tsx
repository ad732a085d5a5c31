import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { testQuote } from '@/features/quotes/shared/test-quote';
import type * as QuotesModule from '@/lib/firestore/quotes';
import { renderPage } from '@/test/render-page';

// Open whenever the test runs.
const quote = testQuote(new Date('2099-12-10T23:59:59+10:00'));

vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));
vi.mock('@/lib/firestore/quotes', async (importOriginal) => ({
  ...(await importOriginal<typeof QuotesModule>()),
  useQuote: (id: string | null) => (id ? { status: 'ready', data: quote } : { status: 'missing' }),
}));
vi.mock('@/lib/callables', () => ({ acceptQuote: vi.fn(), declineQuote: vi.fn() }));

const { ClientQuoteDialog } = await import('./client-quote-dialog');

describe('declining a quote', () => {
  it('starts in the reason field once Decline is chosen, not on the dialog', async () => {
    renderPage(<ClientQuoteDialog quoteId="quote-1" onClose={() => undefined} />);
    const decline = await screen.findByRole('button', { name: 'Decline' });
    decline.focus();
    fireEvent.click(decline);

    const reason = await screen.findByLabelText('Why are you declining? (optional)');
    await waitFor(() => expect(document.activeElement).toBe(reason));
  });
});
