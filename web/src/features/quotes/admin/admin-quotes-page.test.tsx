import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { quote } from '@tests/factories';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as PagingModule from '@/lib/firestore/paging';
import type { PageCursor } from '@/lib/firestore/paging';
import type * as QuotesModule from '@/lib/firestore/quotes';
import type { AdminQuoteFilter, Quote, QuoteStatusSum } from '@/lib/firestore/quotes';
import { renderWithAddress, shownAddress, testPage } from '@/test/paged-screen';

// The page's data comes through the quotes module; these fakes answer with pages the test builds, and note what
// each was asked (the filter, the cursor, the sums), which is what the server would be asked.
const data = vi.hoisted(() => ({
  asked: [] as { filter: AdminQuoteFilter; cursor: PageCursor | null }[],
  page: (() => undefined) as (filter: AdminQuoteFilter, cursor: PageCursor | null) => unknown,
  summed: [] as AdminQuoteFilter[],
  sums: [] as QuoteStatusSum[],
  snapshots: [] as string[],
  projectsOf: [] as (string | null)[],
}));
vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));
vi.mock('@/lib/callables', () => ({}));
vi.mock('@/lib/firestore/client-names', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useClientNamesOf: () => (row: { clientId: string | null }) =>
    row.clientId ? { clientName: `Business of ${row.clientId}`, clientPersonName: row.clientId } : null,
  useClientNamesById: () => null,
}));
vi.mock('@/lib/firestore/projects', () => ({
  useClientProjects: (clientId: string | null) => {
    data.projectsOf.push(clientId);
    return { status: 'loading', retry: () => {} };
  },
  useProject: () => ({ status: 'loading', retry: () => {} }),
}));
vi.mock('@/lib/firestore/quotes', async (importOriginal) => ({
  ...(await importOriginal<typeof QuotesModule>()),
  useAdminQuotePage: (filter: AdminQuoteFilter, cursor: PageCursor | null) => {
    data.asked.push({ filter, cursor });
    return { status: 'ready', data: data.page(filter, cursor), retry: () => {} };
  },
  quoteStatusSums: (_db: unknown, filter: AdminQuoteFilter) => {
    data.summed.push(filter);
    return Promise.resolve(data.sums);
  },
  quoteRef: (_db: unknown, id: string) => ({ id, path: `quotes/${id}` }),
  useQuote: () => ({ status: 'missing', retry: () => {} }),
}));
vi.mock('@/lib/firestore/paging', async (importOriginal) => ({
  ...(await importOriginal<typeof PagingModule>()),
  cursorSnapshot: (ref: { id: string }) => {
    data.snapshots.push(ref.id);
    return Promise.resolve({ id: ref.id });
  },
}));

const { default: AdminQuotesPage } = await import('./admin-quotes-page');

const row = (id: string, title: string, overrides: Partial<Quote> = {}): Quote => ({
  id,
  ...quote({ title, clientId: 'casey', status: 'sent' }),
  ...overrides,
});

const pageOf = (rows: Quote[], ends?: { hasBefore?: boolean; hasAfter?: boolean }) =>
  testPage(rows, (row) => row.id, ends);

const show = (search = '') =>
  renderWithAddress(
    <AdminQuotesPage meta={{ title: 'Quotes', description: 'Every quote.' }} />,
    `/webmin1010/quotes${search}`,
  );
const address = shownAddress;
const lastAsked = () => data.asked.at(-1)!;
const titles = () =>
  within(screen.getByRole('table', { name: 'Quotes' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

beforeEach(() => {
  data.asked = [];
  data.summed = [];
  data.snapshots = [];
  data.projectsOf = [];
  data.sums = [
    { status: 'draft', count: 3, totalCents: 11_00 },
    { status: 'sent', count: 1_204, totalCents: 4_180_000_00 },
  ];
  data.page = () => pageOf([row('q1', 'Website rebuild'), row('q2', 'Search listing')]);
});

describe('the admin quotes page', { timeout: 20_000 }, () => {
  it('asks for the newest first page, and shows the totals the server summed for every quote', async () => {
    show();
    expect(lastAsked()).toEqual({ filter: { status: null, clientId: null }, cursor: null });
    expect(titles()).toEqual(['Website rebuild', 'Search listing']);
    const totals = await screen.findByRole('list', { name: 'Totals by status' });
    // Summed by the server over all 1,204 sent quotes, not the two rows on screen.
    expect(within(totals).getByText(/1204 · \$4,180,000\.00/)).toBeTruthy();
    expect(data.summed.at(-1)).toEqual({ status: null, clientId: null });
    // No project is read while no quote is being built.
    expect(data.projectsOf).toEqual([]);
    expect(screen.queryByRole('navigation', { name: 'Pages of quotes' })).toBeNull();
  });

  it('keeps the status and client in the address, asks and sums by them, and starts a new status at page one', async () => {
    show('?status=sent&client=casey&after=q2');
    await waitFor(() => expect(lastAsked().cursor).toEqual({ after: { id: 'q2' } }));
    expect(lastAsked().filter).toEqual({ status: 'sent', clientId: 'casey' });
    await waitFor(() => expect(data.summed.at(-1)).toEqual({ status: 'sent', clientId: 'casey' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'accepted' } });
    expect(address().get('status')).toBe('accepted');
    expect(address().get('client')).toBe('casey');
    expect(address().has('after')).toBe(false);
    await waitFor(() =>
      expect(lastAsked()).toEqual({ filter: { status: 'accepted', clientId: 'casey' }, cursor: null }),
    );
  });

  it('pages on from the last row and back from the first, each page a step in the history', async () => {
    const first = [row('q1', 'Website rebuild'), row('q2', 'Search listing')];
    const second = [row('q3', 'Logo'), row('q4', 'Shop')];
    data.page = (_filter, cursor) => (cursor ? pageOf(second, { hasBefore: true }) : pageOf(first, { hasAfter: true }));
    show('?status=sent');
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Pages of quotes' })).getByRole('button', { name: 'Next page' }),
    );
    expect(address().get('after')).toBe('q2');
    expect(address().get('status')).toBe('sent');
    await waitFor(() => expect(titles()).toEqual(['Logo', 'Shop']));
    expect(data.snapshots).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(address().get('before')).toBe('q3');
    expect(lastAsked().cursor).toEqual({ before: { id: 'q3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(address().get('after')).toBe('q2');
  });

  it('reads the quote a shared link starts its page after, once, before asking for the page', async () => {
    show('?after=q2');
    await waitFor(() => expect(lastAsked().cursor).toEqual({ after: { id: 'q2' } }));
    expect(data.snapshots).toEqual(['q2']);
    expect(data.asked.every((asked) => asked.cursor !== null)).toBe(true);
  });

  it('says when there are no quotes yet', () => {
    data.page = () => pageOf([]);
    show();
    expect(screen.getByText('No quotes yet: start one with New quote.')).toBeTruthy();
  });

  it('says when no quote matches the filters, and clears them', async () => {
    data.page = () => pageOf([]);
    show('?status=declined');
    expect(screen.getByText('No quote matches these filters.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    expect(address().has('status')).toBe(false);
    await waitFor(() => expect(lastAsked().filter).toEqual({ status: null, clientId: null }));
  });

  it('says when a page past the end has nothing, and goes back to the first', async () => {
    data.page = (_filter, cursor) => (cursor ? pageOf([], { hasBefore: true }) : pageOf([row('q1', 'Logo')]));
    show('?after=gone');
    expect(await screen.findByText('No more quotes this way.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(address().has('after')).toBe(false);
    await waitFor(() => expect(titles()).toEqual(['Logo']));
  });

  it('says so over the list when the address names a quote that does not exist, and closes it', async () => {
    show('?quote=nope&status=sent');
    const dialog = await screen.findByRole('dialog', { name: 'Quote not found' });
    expect(within(dialog).getByText(/It may have been removed/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to the quotes' }));
    expect(address().has('quote')).toBe(false);
    expect(address().get('status')).toBe('sent');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
