import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { lead as leadDocument } from '@tests/factories';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { LEAD_STATUSES, leadSearchTerms, type LeadStatus } from '@agency/common';

import type * as LeadsModule from '@/lib/firestore/leads';
import type { Lead, LeadFilter } from '@/lib/firestore/leads';
import type * as PagingModule from '@/lib/firestore/paging';
import type { PageCursor } from '@/lib/firestore/paging';
import { renderWithAddress, shownAddress, testPage } from '@/test/paged-screen';

// The page's data comes through the leads module; these fakes answer with pages the test builds, and note what
// each was asked (the filter, the cursor), which is what the server would be asked.
const data = vi.hoisted(() => ({
  leads: [] as Lead[],
  asked: [] as { filter: LeadFilter; cursor: PageCursor | null }[],
  page: null as ((filter: LeadFilter, cursor: PageCursor | null) => unknown) | null,
  counts: null as Record<LeadStatus, number> | null,
  /** Each status's estimated values added up, in cents (none: 0). */
  values: null as Partial<Record<LeadStatus, number>> | null,
  snapshots: [] as string[],
  /** The last page answered, and the real module (for the window a page is one of). */
  answered: null as { filter: LeadFilter; page: unknown } | null,
  module: null as typeof LeadsModule | null,
  /** The leads whose joined enquiry was marked read. */
  markedRead: [] as string[],
}));
const PENDING = vi.hoisted(() => Symbol('pending'));
vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));
vi.mock('@/lib/firestore/clients', () => ({ useClient: () => ({ status: 'missing' }) }));
vi.mock('@/lib/firestore/leads', async (importOriginal) => ({
  ...(data.module = await importOriginal<typeof LeadsModule>()),
  // A page the test has not answered yet (PENDING) is what useLivePage shows meanwhile: the last page's rows if it
  // was of the same window (marked as moving), else loading.
  useLeadPage: (filter: LeadFilter, cursor: PageCursor | null) => {
    data.asked.push({ filter, cursor });
    const page =
      data.page?.(filter, cursor) ??
      pageOf(data.leads.filter((lead) => !filter.status || lead.status === filter.status));
    const retry = () => {};
    if (page !== PENDING) {
      data.answered = { filter, page };
      return { status: 'ready', data: page, moving: false, retry };
    }
    const { leadPageWindow } = data.module!;
    return data.answered && leadPageWindow(data.answered.filter) === leadPageWindow(filter)
      ? { status: 'ready', data: data.answered.page, moving: true, retry }
      : { status: 'loading', retry };
  },
  useOtherLeadsFrom: (email: string, id: string) => {
    const same = data.leads.filter((one) => one.email === email);
    return { others: same.filter((one) => one.id !== id), more: same.length >= data.module!.SAME_ADDRESS_LIMIT };
  },
  useLead: (id: string) => {
    const lead = data.leads.find((one) => one.id === id);
    return lead ? { status: 'ready', data: lead } : { status: 'missing' };
  },
  leadStatusCounts: () => (data.counts ? Promise.resolve(data.counts) : new Promise(() => {})),
  leadStatusValues: () => {
    const { counts, values } = data;
    if (!counts) return new Promise(() => {});
    return Promise.resolve(Object.fromEntries(LEAD_STATUSES.map((status) => [status, values?.[status] ?? 0])));
  },
  leadRef: (_db: unknown, id: string) => ({ id, path: `leads/${id}` }),
  markLeadEnquiryRead: (_db: unknown, id: string) => {
    data.markedRead.push(id);
    return Promise.resolve();
  },
}));
vi.mock('@/lib/firestore/paging', async (importOriginal) => ({
  ...(await importOriginal<typeof PagingModule>()),
  cursorSnapshot: (ref: { id: string }) => {
    data.snapshots.push(ref.id);
    return Promise.resolve({ id: ref.id });
  },
}));

const { default: LeadsPage } = await import('./leads-page');

/** A lead as the page reads it, with the search terms the contact API stores beside what it was given. */
const lead = (overrides: Partial<Lead>): Lead => {
  const row = { id: 'lead', ...leadDocument(), convertedClientId: null, ...overrides };
  return { ...row, searchTerms: leadSearchTerms(row) };
};
const CONVERTED = lead({ id: 'converted', name: 'Casey Client', status: 'won', convertedClientId: 'client-1' });
const WON = lead({ id: 'won', name: 'Wendy Won', status: 'won' });

/** A page of rows with the cursors a query would give: each row's snapshot is known by its id. */
const pageOf = (rows: Lead[], ends?: { hasBefore?: boolean; hasAfter?: boolean }) =>
  testPage(rows, (row) => row.id, ends);

// The dialog's parts from other features (assessments, the invitation) are the router's; none is under test here.
const parts = { AdminAssessments: () => null, Notes: () => null, InviteClientDialog: () => null };

const show = (search = '') =>
  renderWithAddress(
    <LeadsPage meta={{ title: 'Leads', description: 'Enquiries.' }} slots={parts} />,
    `/webmin1010/leads${search}`,
  );
const address = shownAddress;
const lastAsked = () => data.asked.at(-1)!;
const names = () =>
  within(screen.getByRole('list', { name: 'Leads' }))
    .getAllByRole('link')
    .map((link) => within(link).getAllByText(/./)[0]!.textContent);

beforeEach(() => {
  data.leads = [CONVERTED, WON];
  data.asked = [];
  data.page = null;
  data.counts = null;
  data.values = null;
  data.snapshots = [];
  data.answered = null;
  data.markedRead = [];
});

// Each test renders the whole page with MUI: slower than a unit's default allowance on a loaded machine.
describe('the leads page', { timeout: 20_000 }, () => {
  it('titles the list as the list', async () => {
    show();
    await waitFor(() => expect(document.title).toBe('Leads list | Conscious Web Studio'));
  });

  it('titles the board as the board', async () => {
    show('?view=board');
    await waitFor(() => expect(document.title).toBe('Leads board | Conscious Web Studio'));
  });

  it('offers no move for a lead converted into a client on the board, and says why', () => {
    show('?view=board');
    const won = screen.getByRole('region', { name: /^Won/ });
    const converted = within(won).getByText('Casey Client').closest('li')!;
    expect(within(converted).queryByRole('button', { name: /^Move/ })).toBeNull();
    expect(within(converted).getByText('Converted to a client, so it stays Won.')).toBeTruthy();
    expect(converted.getAttribute('draggable')).toBe('false');
    // A lead marked Won by hand, never converted, still moves.
    const byHand = within(won).getByText('Wendy Won').closest('li')!;
    expect(within(byHand).getByRole('button', { name: 'Move Wendy Won to…' })).toBeTruthy();
  });

  it('says on the list and the board who wrote again, until their lead is opened', () => {
    const wroteAgain = lead({ id: 'again', name: 'Ana Again', status: 'contacted', enquiryUnreadAt: new Date() });
    data.leads = [wroteAgain, WON];
    const { unmount } = show();
    const row = within(screen.getByRole('list', { name: 'Leads' }))
      .getByText('Ana Again')
      .closest('li')!;
    expect(row.textContent).toContain('wrote again');
    expect(
      within(screen.getByRole('list', { name: 'Leads' }))
        .getByText('Wendy Won')
        .closest('li')!.textContent,
    ).not.toContain('wrote again');
    unmount();
    show('?view=board');
    const contacted = screen.getByRole('region', { name: /^Contacted/ });
    expect(within(contacted).getByText('Ana Again').closest('li')!.textContent).toContain('wrote again');
    expect(data.markedRead).toEqual([]);
    unmount();
    show('?lead=again');
    expect(screen.getByRole('dialog', { name: 'Ana Again' })).toBeTruthy();
    expect(data.markedRead).toEqual(['again']);
  });

  it('offers no other status in a converted lead’s details, and says why', () => {
    show('?lead=converted');
    const dialog = screen.getByRole('dialog', { name: 'Casey Client' });
    const status = within(dialog).getByRole('combobox', { name: 'Status' });
    expect(status.getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).getByText('Converted to a client, so it stays Won.')).toBeTruthy();
  });
});

describe('a lead from an address other leads came from', () => {
  it('names the others, each opening in the dialog with the list as it was', () => {
    const ada = lead({ id: 'ada', name: 'Ada Lovelace', email: 'ada@example.com', status: 'contacted' });
    const again = lead({ id: 'ada-2', name: 'A. Lovelace', email: 'ada@example.com' });
    data.leads = [ada, again, lead({ id: 'bea', name: 'Bea Ruiz', email: 'bea@example.com' })];
    show('?status=new&lead=ada-2');

    const hint = within(screen.getByRole('dialog', { name: 'A. Lovelace' })).getByRole('alert');
    expect(hint.textContent).toMatch(/^Another lead from this address: Ada Lovelace \(Contacted, .+\)\.$/);
    fireEvent.click(within(hint).getByRole('link', { name: 'Ada Lovelace' }));

    expect(address().toString()).toBe('status=new&lead=ada');
    expect(screen.getByRole('dialog', { name: 'Ada Lovelace' })).toBeTruthy();
  });

  it('says the leads it names are the newest when there may be more', () => {
    data.leads = Array.from({ length: 6 }, (_, index) =>
      lead({ id: `ada-${index}`, name: `Ada ${index}`, email: 'ada@example.com' }),
    );
    show('?lead=ada-0');
    const hint = within(screen.getByRole('dialog', { name: 'Ada 0' })).getByRole('alert');
    expect(hint.textContent).toMatch(/^The newest 5 other leads from this address: Ada 1 /);
  });

  it('says nothing of a lead alone at its address', () => {
    data.leads = [lead({ id: 'bea', name: 'Bea Ruiz', email: 'bea@example.com' })];
    show('?lead=bea');
    expect(within(screen.getByRole('dialog', { name: 'Bea Ruiz' })).queryByText(/from this address/)).toBeNull();
  });
});

describe('the leads list', { timeout: 20_000 }, () => {
  it('asks the server for the first page of the status, industry and search word the address names', () => {
    show('?status=won&industry=nutrition&q=Kelp%20forest');
    expect(lastAsked()).toEqual({ filter: { status: 'won', industry: 'nutrition', word: 'kelp' }, cursor: null });
    expect(screen.getByRole('button', { name: /^Won/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('searchbox', { name: 'Search name, email or message' })).toHaveProperty(
      'value',
      'Kelp forest',
    );
  });

  it('pages on from the last lead and back from the first, each page a step in the history', async () => {
    const first = [lead({ id: 'ada', name: 'Ada Lovelace' }), lead({ id: 'bea', name: 'Bea Ruiz' })];
    const second = [lead({ id: 'cal', name: 'Cal Smith' }), lead({ id: 'dee', name: 'Dee Nguyen' })];
    data.page = (_filter, cursor) => (cursor ? pageOf(second, { hasBefore: true }) : pageOf(first, { hasAfter: true }));
    show();
    expect(names()).toEqual(['Ada Lovelace', 'Bea Ruiz']);
    const pages = within(screen.getByRole('navigation', { name: 'Pages of leads' }));
    expect(pages.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.click(pages.getByRole('button', { name: 'Next page' }));
    expect(address().get('after')).toBe('bea');
    await waitFor(() => expect(names()).toEqual(['Cal Smith', 'Dee Nguyen']));
    expect(lastAsked().cursor).toEqual({ after: { id: 'bea' } });
    // The snapshot came with the page: nothing is read again to move on.
    expect(data.snapshots).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(address().get('before')).toBe('cal');
    expect(address().has('after')).toBe(false);
    expect(lastAsked().cursor).toEqual({ before: { id: 'cal' } });

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(address().get('after')).toBe('bea');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(address().has('after')).toBe(false));
    expect(names()).toEqual(['Ada Lovelace', 'Bea Ruiz']);
  });

  it('keeps the page in the address of a lead opened from it', async () => {
    data.leads = [WON];
    show('?after=bea');
    await waitFor(() => expect(lastAsked().cursor).toEqual({ after: { id: 'bea' } }));
    fireEvent.click(screen.getByRole('link', { name: /Wendy Won/ }));
    expect(address().get('lead')).toBe('won');
    expect(address().get('after')).toBe('bea');
  });

  it('reads the lead a shared link starts its page after, once, before asking for the page', async () => {
    show('?after=bea');
    await waitFor(() => expect(lastAsked().cursor).toEqual({ after: { id: 'bea' } }));
    expect(data.snapshots).toEqual(['bea']);
    expect(data.asked.every((asked) => asked.cursor !== null)).toBe(true);
  });

  it('starts a new status, industry or search from the first page', async () => {
    show('?after=bea');
    await waitFor(() => expect(lastAsked().cursor).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /^New/ }));
    expect(address().get('status')).toBe('new');
    expect(address().has('after')).toBe(false);
    await waitFor(() =>
      expect(lastAsked()).toEqual({ filter: expect.objectContaining({ status: 'new' }), cursor: null }),
    );

    const to = async (search: string, change: () => void, filter: Partial<LeadFilter>) => {
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      await waitFor(() => expect(address().get('after')).toBe('bea'));
      change();
      await waitFor(() => expect(address().has('after')).toBe(false));
      expect(address().toString()).toContain(search);
      await waitFor(() => expect(lastAsked()).toEqual({ filter: expect.objectContaining(filter), cursor: null }));
    };
    await to(
      'industry=nutrition',
      () => {
        fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Industry' }));
        fireEvent.click(screen.getByRole('option', { name: 'Nutrition' }));
      },
      { industry: 'nutrition' },
    );
    await to(
      'q=kelp',
      () => fireEvent.change(screen.getByRole('searchbox', { name: /^Search/ }), { target: { value: 'kelp' } }),
      { word: 'kelp' },
    );
  });

  it('keeps a lead that matches a new search where it is while the server answers (so a click on it opens it)', async () => {
    data.page = (filter) => (filter.word ? PENDING : null);
    show();
    const row = screen.getByRole('link', { name: /Wendy Won/ });
    fireEvent.change(screen.getByRole('searchbox', { name: /^Search/ }), { target: { value: 'Wendy' } });
    await waitFor(() => expect(lastAsked().filter.word).toBe('wendy'));
    // Narrowed to what matches while the server has not answered: the same row, not a spinner in its place.
    await waitFor(() => expect(names()).toEqual(['Wendy Won']));
    expect(screen.getByRole('link', { name: /Wendy Won/ })).toBe(row);
  });

  it('says nothing matches a new search only once the server has answered it', async () => {
    data.page = (filter) => (filter.word ? PENDING : null);
    show();
    fireEvent.change(screen.getByRole('searchbox', { name: /^Search/ }), { target: { value: 'Zed' } });
    await waitFor(() => expect(lastAsked().filter.word).toBe('zed'));
    expect(screen.queryByRole('list', { name: 'Leads' })).toBeNull();
    expect(screen.queryByText('No leads match “Zed”.')).toBeNull();
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('says when nothing matches a search, and clears it', async () => {
    data.leads = [];
    show('?q=nobody');
    expect(screen.getByText('No leads match “nobody”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(address().has('q')).toBe(false);
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search name, email or message' })).toHaveProperty('value', ''),
    );
    expect(screen.getByText('No leads yet')).toBeTruthy();
  });

  it('says when no lead has the status chosen, and shows them all', () => {
    data.leads = [];
    show('?status=lost');
    expect(screen.getByText('No leads match these filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show every lead' }));
    expect(address().has('status')).toBe(false);
  });
});

describe('the leads board', { timeout: 20_000 }, () => {
  it("shows only the chosen status's column, and every column again once the chip is released", () => {
    show('?view=board&status=won');
    expect(screen.getAllByRole('region').map((column) => column.getAttribute('data-status'))).toEqual(['won']);
    expect(data.asked.every((asked) => asked.filter.status === 'won')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /^Won/, pressed: true }));
    expect(address().has('status')).toBe(false);
    expect(screen.getAllByRole('region')).toHaveLength(5);
  });

  it("shows over each column its status's estimated values as the server adds them up", async () => {
    data.counts = { new: 40, contacted: 0, qualified: 3, won: 2, lost: 0 };
    data.values = { new: 1_250_000, qualified: 98_000_000 };
    show('?view=board');
    const qualified = screen.getByRole('region', { name: /^Qualified/ });
    expect(await within(qualified).findByText('Estimated $980,000', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: /^New/ })).getByText('Estimated $12,500')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: /^Lost/ })).getByText('Estimated $0')).toBeTruthy();
  });

  it('says why the status chips have no numbers for a search of several words', () => {
    data.counts = { new: 1, contacted: 0, qualified: 0, won: 2, lost: 0 };
    show('?view=board&q=kelp%20farm');
    expect(screen.getByText('Matches of a search of several words are not counted')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Won', pressed: false })).toBeTruthy();
  });

  it('shows one page a column, and links a longer column to the list of its status', async () => {
    data.counts = { new: 40, contacted: 0, qualified: 0, won: 2, lost: 0 };
    // What the server finds for "kelp": leads holding it among their search terms.
    const fresh = Array.from({ length: 25 }, (_, i) =>
      lead({ id: `new-${i}`, name: `New ${i}`, status: 'new', message: 'A website for our kelp farm.' }),
    );
    data.page = (filter) =>
      filter.status === 'new'
        ? pageOf(fresh, { hasAfter: true })
        : pageOf(data.leads.filter((one) => one.status === filter.status));
    show('?view=board&industry=nutrition&q=kelp&after=old');
    // Each column asks for its first page only, of its status and the board's filters.
    expect(data.asked.filter((asked) => asked.cursor !== null)).toEqual([]);
    expect(lastAsked().filter).toEqual({ status: 'lost', industry: 'nutrition', word: 'kelp' });

    const column = screen.getByRole('region', { name: /^New/ });
    expect(within(column).getAllByRole('listitem')).toHaveLength(25);
    // The counts come from the server once the columns have settled.
    const more = await within(column).findByRole('link', { name: '15 more — see the list' }, { timeout: 5000 });
    const to = new URL(more.getAttribute('href')!, 'https://example.com');
    expect(to.pathname).toBe('/webmin1010/leads');
    expect(Object.fromEntries(to.searchParams)).toEqual({ industry: 'nutrition', q: 'kelp', status: 'new' });
    // A column that fits its page has no such link.
    expect(
      within(screen.getByRole('region', { name: /^Won/ })).queryByRole('link', { name: /see the list/ }),
    ).toBeNull();

    fireEvent.click(more);
    expect(address().get('status')).toBe('new');
    expect(address().has('view')).toBe(false);
    expect(lastAsked()).toEqual({ filter: { status: 'new', industry: 'nutrition', word: 'kelp' }, cursor: null });
  });
});
