import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clientProfile } from '@tests/factories';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { clientSearchTerms } from '@agency/common';

import type * as CsvModule from '@/lib/csv';
import type * as ClientsModule from '@/lib/firestore/clients';
import type { Client, ClientCounts, ClientListView } from '@/lib/firestore/clients';
import type * as PagingModule from '@/lib/firestore/paging';
import type { PageCursor } from '@/lib/firestore/paging';
import { renderWithAddress, shownAddress, testPage } from '@/test/paged-screen';

// The page's data comes through the clients module; these fakes answer with pages the test builds, and note what
// each was asked (the view, the cursor), which is what the server would be asked.
const data = vi.hoisted(() => ({
  asked: [] as { view: ClientListView; cursor: PageCursor | null }[],
  page: (() => undefined) as (view: ClientListView, cursor: PageCursor | null) => unknown,
  counts: (() => undefined) as (term: string | null) => unknown,
  snapshots: [] as string[],
  exported: [] as { view: ClientListView; size: number }[],
  downloads: [] as string[],
  /** How many profiles hold a term, as the server would count them; the whole list's count when not given. */
  holding: {} as Record<string, number>,
  /** The last page answered, and the real module (for the window a page is one of). */
  answered: null as { view: ClientListView; answer: unknown } | null,
  module: null as typeof ClientsModule | null,
}));
const PENDING = vi.hoisted(() => Symbol('pending'));
// One Firestore for the page's whole life, as reactfire gives it.
const FIRESTORE = vi.hoisted(() => ({}));
vi.mock('reactfire', () => ({ useFirestore: () => FIRESTORE }));
vi.mock('@/lib/callables', () => ({ inviteClient: vi.fn(), setAccountDisabled: vi.fn(), setAdminRole: vi.fn() }));
vi.mock('@/lib/auth/session', () => ({ useSession: () => ({ status: 'ready', user: { uid: 'admin' } }) }));
vi.mock('@/lib/firestore/clients', async (importOriginal) => ({
  ...(data.module = await importOriginal<typeof ClientsModule>()),
  // A page the test has not answered yet (PENDING) is what useLivePage shows meanwhile: the last page's rows if it
  // was of the same window (marked as moving), else loading.
  useClientPage: (view: ClientListView, cursor: PageCursor | null) => {
    data.asked.push({ view, cursor });
    const answer = data.page(view, cursor);
    const retry = () => {};
    if (answer !== PENDING) {
      data.answered = { view, answer };
      return { status: 'ready', data: answer, retry };
    }
    const { clientPageWindow } = data.module!;
    return data.answered && clientPageWindow(data.answered.view) === clientPageWindow(view)
      ? { status: 'ready', data: data.answered.answer, moving: true, retry }
      : { status: 'loading', retry };
  },
  useClient: () => ({ status: 'missing', retry: () => {} }),
  clientCounts: (_db: unknown, term: string | null) => Promise.resolve(data.counts(term)),
  countClients: (_db: unknown, of: { term: string | null }) =>
    Promise.resolve((of.term && data.holding[of.term]) ?? (data.counts(null) as ClientCounts).all),
  clientRef: (_db: unknown, uid: string) => ({ id: uid, path: `clients/${uid}` }),
  clientsInPages: async function* (_db: unknown, view: ClientListView, size: number) {
    data.exported.push({ view, size });
    yield [client('a1', 'Ada One'), client('a2', 'Ada Two')];
    yield [client('a3', 'Ada Three')];
  },
}));
vi.mock('@/lib/firestore/paging', async (importOriginal) => ({
  ...(await importOriginal<typeof PagingModule>()),
  cursorSnapshot: (ref: { id: string }) => {
    data.snapshots.push(ref.id);
    return Promise.resolve({ id: ref.id });
  },
}));
vi.mock('@/lib/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof CsvModule>()),
  downloadCsv: (parts: string[]) => data.downloads.push(parts.join('')),
}));

const { default: ClientsPage } = await import('./clients-page');

function client(uid: string, name: string, overrides: Partial<Client> = {}): Client {
  const email = `${uid}@example.com`;
  const businessName = `${name} Co`;
  return {
    uid,
    ...clientProfile({
      name,
      email,
      businessName,
      searchTerms: clientSearchTerms({ name, businessName, email }),
    }),
    ...overrides,
  };
}

/** A page of rows with the cursors a query would give: each row's snapshot is known by its uid. */
const pageOf = (rows: Client[], ends?: { hasBefore?: boolean; hasAfter?: boolean }) =>
  testPage(rows, (row) => row.uid, ends);

const counts = (all: number, invited = 0, disabled = 0): ClientCounts => ({
  all,
  invited,
  active: all - invited - disabled,
  disabled,
});

const show = (search = '') =>
  renderWithAddress(
    <ClientsPage meta={{ title: 'Clients', description: 'Every client.' }} />,
    `/webmin1010/clients${search}`,
  );
const address = shownAddress;
const lastAsked = () => data.asked.at(-1)!;
const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

beforeEach(() => {
  data.asked = [];
  data.answered = null;
  data.holding = {};
  data.snapshots = [];
  data.exported = [];
  data.downloads = [];
  data.page = () => pageOf([client('ada', 'Ada Lovelace'), client('bea', 'Bea Ruiz')]);
  data.counts = () => counts(2047, 12, 5);
});

// Each test renders the whole page with MUI's table: slower than a unit's default allowance on a loaded machine.
describe('the admin clients page', { timeout: 20_000 }, () => {
  it('asks the server for the newest first page, and shows its rows and the counts it aggregated', async () => {
    show();
    expect(lastAsked()).toEqual({
      view: { sort: { by: 'joined', direction: 'desc' }, status: null, term: null },
      cursor: null,
    });
    expect(names()).toEqual(['Ada Lovelace', 'Bea Ruiz']);
    expect(await screen.findByText('2,047 clients')).toBeTruthy();
    const chips = within(screen.getByRole('group', { name: 'Clients by status' }));
    expect(chips.getByRole('button', { name: 'All 2,047' }).getAttribute('aria-pressed')).toBe('true');
    expect(chips.getByRole('button', { name: 'Invited 12' })).toBeTruthy();
    expect(chips.getByRole('button', { name: 'Disabled 5' })).toBeTruthy();
    // One page, no pages around it: nothing to move to.
    expect(screen.queryByRole('navigation', { name: 'Pages of clients' })).toBeNull();
  });

  it('counts once its page is in, never before it too (that count would only be asked again)', async () => {
    const counted: (string | null)[] = [];
    data.counts = (term) => {
      counted.push(term);
      return counts(2047, 12, 5);
    };
    show();
    expect(await screen.findByText('2,047 clients')).toBeTruthy();
    expect(counted).toEqual([null]);
  });

  it('shows the view the address names: its search, status and sort', async () => {
    show('?q=Ada&status=invited&sort=name&dir=desc');
    expect(screen.getByRole('searchbox', { name: 'Search clients' })).toHaveProperty('value', 'Ada');
    expect(lastAsked().view).toEqual({ sort: { by: 'name', direction: 'desc' }, status: 'invited', term: 'ada' });
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('button', { name: /^Invited/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('12 of 2,047 clients')).toBeTruthy();
  });

  it('keeps a search in the address as it is typed, and asks the server once typing pauses, from the first page', async () => {
    show('?after=bea');
    await waitFor(() => expect(lastAsked().cursor).toEqual({ after: { id: 'bea' } }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search clients' }), { target: { value: 'Lovelace ' } });
    expect(address().get('q')).toBe('Lovelace');
    expect(address().has('after')).toBe(false);
    await waitFor(() => expect(lastAsked().view.term).toBe('lovelace'));
    expect(lastAsked().cursor).toBeNull();
  });

  it('pages on from the last row and back from the first, keeping the page in the address', async () => {
    const first = [client('ada', 'Ada Lovelace'), client('bea', 'Bea Ruiz')];
    const second = [client('cal', 'Cal Smith'), client('dee', 'Dee Nguyen')];
    data.page = (_view, cursor) => (cursor ? pageOf(second, { hasBefore: true }) : pageOf(first, { hasAfter: true }));
    show();
    const pages = within(screen.getByRole('navigation', { name: 'Pages of clients' }));
    expect(pages.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);

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

    // Each page is a step in the history: Back returns to the page before it, not off the screen.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(address().get('after')).toBe('bea');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(address().has('after')).toBe(false));
    expect(names()).toEqual(['Ada Lovelace', 'Bea Ruiz']);
  });

  it('reads the profile a shared link starts its page after, once, before asking for the page', async () => {
    show('?after=bea');
    await waitFor(() => expect(lastAsked().cursor).toEqual({ after: { id: 'bea' } }));
    expect(data.snapshots).toEqual(['bea']);
    expect(data.asked.every((asked) => asked.cursor !== null)).toBe(true);
  });

  it('starts a new sort from the first page, putting it in the address', () => {
    show('?after=bea');
    return waitFor(() => screen.getByRole('columnheader', { name: /Business/ })).then(async (header) => {
      fireEvent.click(within(header).getByRole('button'));
      expect(address().get('sort')).toBe('business');
      expect(address().get('dir')).toBe('asc');
      expect(address().has('after')).toBe(false);
      await waitFor(() => expect(lastAsked()).toMatchObject({ view: { sort: { by: 'business' } }, cursor: null }));
    });
  });

  it('checks every other typed word in the page and counts what it shows when there is one page', async () => {
    data.page = () =>
      pageOf([
        client('ada', 'Ada Lovelace', { searchTerms: ['ada', 'lovelace'] }),
        client('adb', 'Ada Byron', { searchTerms: ['ada', 'byron'] }),
      ]);
    show('?q=ada%20love');
    // The longest word is asked of the server; "ada" is then checked here.
    expect(lastAsked().view.term).toBe('love');
    expect(names()).toEqual(['Ada Lovelace']);
    expect(await screen.findByText('1 of 2,047 clients')).toBeTruthy();
  });

  it('pages through the rarest of several typed words, counted by the server, not the commonest', async () => {
    data.holding = { client: 2046, casey: 1 };
    data.page = (view) =>
      pageOf(view.term === 'casey' ? [client('casey', 'Casey Client', { searchTerms: ['casey', 'client'] })] : []);
    show('?q=Casey%20Client');
    // "client" is the longer word, but nearly every profile holds it: "casey" is asked once the counts are in.
    await waitFor(() => expect(lastAsked().view.term).toBe('casey'));
    expect(await screen.findByText('Casey Client')).toBeTruthy();
  });

  it('keeps a row that matches a new search where it is while the server answers (so a click on it opens it)', async () => {
    data.page = (view) => (!view.term ? pageOf([client('ada', 'Ada Lovelace'), client('bea', 'Bea Ruiz')]) : PENDING);
    show();
    const row = screen.getByRole('link', { name: 'Ada Lovelace' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search clients' }), { target: { value: 'Lovelace' } });
    await waitFor(() => expect(lastAsked().view.term).toBe('lovelace'));
    // Narrowed at once to what matches, the same row, not a spinner in its place.
    expect(names()).toEqual(['Ada Lovelace']);
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toBe(row);
    expect(row.getAttribute('href')).toBe('/webmin1010/clients/ada');
  });

  it('sends an older link to a client’s details (?client=) on to their record', () => {
    data.page = () => pageOf([client('ada', 'Ada Lovelace')]);
    show('?client=ada');
    expect(address().has('client')).toBe(false);
  });

  it('says nothing matches a new search only once the server has answered it', async () => {
    data.page = (view) => (!view.term ? pageOf([client('ada', 'Ada Lovelace')]) : PENDING);
    show();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search clients' }), { target: { value: 'Zed' } });
    await waitFor(() => expect(lastAsked().view.term).toBe('zed'));
    expect(screen.queryByRole('rowheader')).toBeNull();
    expect(screen.queryByText('No clients match “Zed”.')).toBeNull();
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('says when nothing matches a search, and clears it', async () => {
    data.page = () => pageOf([]);
    show('?q=nobody');
    expect(screen.getByText('No clients match “nobody”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(address().has('q')).toBe(false);
    expect(screen.getByRole('searchbox', { name: 'Search clients' })).toHaveProperty('value', '');
  });

  it('says there are no clients yet when the unfiltered list is empty', () => {
    data.page = () => pageOf([]);
    show();
    expect(screen.getByText('No clients yet')).toBeTruthy();
  });

  it('exports every client of the view only when asked, reading 500 at a time', async () => {
    show('?status=active');
    expect(data.exported).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(data.downloads).toHaveLength(1));
    expect(data.exported).toEqual([
      { view: { sort: { by: 'joined', direction: 'desc' }, status: 'active', term: null }, size: 500 },
    ]);
    const lines = data.downloads[0]!.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^"Name","Business","Email"/);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['"Ada One"', '"Ada Two"', '"Ada Three"']);
  });
});
