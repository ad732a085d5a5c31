import { screen } from '@testing-library/react';
import { initializeApp } from 'firebase/app';
import { getFirestore } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';

import type * as QuotesModule from '@/lib/firestore/quotes';
import { renderPage } from '@/test/render-page';

// The client's lists come back empty; the quote the address names is read by the real hook, from a Firestore that
// never reaches a server (the test asks only what the page does with the address).
const db = vi.hoisted(() => ({ firestore: undefined as unknown }));
vi.mock('reactfire', () => ({ useFirestore: () => db.firestore }));
vi.mock('@/lib/auth/session', () => ({ useSession: () => ({ status: 'ready', user: { uid: 'c1' } }) }));
vi.mock('@/lib/callables', () => ({ acceptQuote: vi.fn(), declineQuote: vi.fn() }));
vi.mock('@/lib/firestore/quotes', async (importOriginal) => ({
  ...(await importOriginal<typeof QuotesModule>()),
  useClientQuotes: () => ({ status: 'ready', data: [], moving: false, retry: () => {} }),
  useClientInvoices: () => ({ status: 'ready', data: [], moving: false, retry: () => {} }),
}));
db.firestore = getFirestore(initializeApp({ projectId: 'demo-client-quotes-test' }, 'client-quotes-test'));

const { default: ClientQuotesPage } = await import('./client-quotes-page');
const meta = { title: 'Invoices and quotes', description: 'Quotes' };

describe('ClientQuotesPage, opened from an address edited by hand', () => {
  it.each(['a%2Fb', '__name__', '..'])(
    'shows the list and opens no quote for ?quote=%s, which names no document',
    (id) => {
      renderPage(<ClientQuotesPage meta={meta} />, `/client/quotes?quote=${id}`);
      screen.getByRole('heading', { name: 'Your quotes and invoices' });
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );
});
