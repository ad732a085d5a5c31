import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { activityEntry } from '@tests/factories';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { startOfCalendarDay } from '@agency/common';

import type * as ActivityModule from '@/lib/firestore/activity';
import type { ActivityFilter, ActivityRow } from '@/lib/firestore/activity';
import type * as PagingModule from '@/lib/firestore/paging';
import type { PageCursor } from '@/lib/firestore/paging';
import { renderWithAddress, shownAddress, testPage } from '@/test/paged-screen';

// The page's data comes through the activity module; these fakes answer with pages the test builds, and note what
// each was asked (the filter, the cursor), which is what the server would be asked.
const data = vi.hoisted(() => ({
  asked: [] as { filter: ActivityFilter; cursor: PageCursor | null }[],
  page: (() => undefined) as (filter: ActivityFilter, cursor: PageCursor | null) => unknown,
  snapshots: [] as string[],
}));
vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));
vi.mock('@/lib/firestore/activity', async (importOriginal) => ({
  ...(await importOriginal<typeof ActivityModule>()),
  useActivityLogPage: (filter: ActivityFilter, cursor: PageCursor | null) => {
    data.asked.push({ filter, cursor });
    return { status: 'ready', data: data.page(filter, cursor), moving: false, retry: () => {} };
  },
  activityRef: (_db: unknown, id: string) => ({ id, path: `activity/${id}` }),
}));
vi.mock('@/lib/firestore/paging', async (importOriginal) => ({
  ...(await importOriginal<typeof PagingModule>()),
  cursorSnapshot: (ref: { id: string }) => {
    data.snapshots.push(ref.id);
    return Promise.resolve({ id: ref.id });
  },
}));

const { default: ActivityPage } = await import('./activity-page');

const entry = (id: string, clientName: string): ActivityRow => ({
  id,
  ...activityEntry({ clientId: `${id}-client`, clientName, summary: `${clientName} joined the portal.` }),
});

/** A page of rows with the cursors a query would give: each row's snapshot is known by its id. */
const pageOf = (rows: ActivityRow[], ends?: { hasBefore?: boolean; hasAfter?: boolean }) =>
  testPage(rows, (row) => row.id, ends);

const show = (search = '') =>
  renderWithAddress(
    <ActivityPage meta={{ title: 'Activity', description: 'The log.' }} />,
    `/webmin1010/activity${search}`,
  );
const address = shownAddress;
const lastAsked = () => data.asked.at(-1)!;
const clients = () =>
  within(screen.getByRole('list', { name: 'Activity' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

const NEWEST = [entry('e1', 'Tide Pool Studio'), entry('e2', 'Reef Keepers')];
const OLDER = [entry('e3', 'Kelp Co'), entry('e4', 'Fern Gully')];

beforeEach(() => {
  data.asked = [];
  data.snapshots = [];
  data.page = () => pageOf(NEWEST);
});

// Each test renders the whole page with MUI: slower than a unit's default allowance on a loaded machine.
describe('the activity log', { timeout: 20_000 }, () => {
  it('asks the server for the newest page of the whole log, naming clients as the entries do', () => {
    show();
    expect(lastAsked()).toEqual({ filter: { type: '', clientId: '', from: null, until: null }, cursor: null });
    expect(clients()).toEqual(['Tide Pool Studio', 'Reef Keepers']);
    // One page, no pages around it: nothing to move to.
    expect(screen.queryByRole('navigation', { name: 'Pages of activity' })).toBeNull();
  });

  it('shows the filters the address names, and asks for them: type, client and Queensland days', () => {
    show('?type=milestone_completed&client=abc123&from=2026-11-19&to=2026-11-20');
    expect(lastAsked().filter).toEqual({
      type: 'milestone_completed',
      clientId: 'abc123',
      from: startOfCalendarDay('2026-11-19'),
      // The "to" day is included whole.
      until: startOfCalendarDay('2026-11-21'),
    });
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveProperty('value', 'milestone_completed');
    expect(screen.getByLabelText('From')).toHaveProperty('value', '2026-11-19');
    expect(screen.getByLabelText('To')).toHaveProperty('value', '2026-11-20');
  });

  it('reads an address edited to name no type or day as open', () => {
    show('?type=nonsense&from=2026-02-31&to=tomorrow');
    expect(lastAsked().filter).toEqual({ type: '', clientId: '', from: null, until: null });
  });

  it('pages to older entries and back to newer, each page a step in the history', async () => {
    data.page = (_filter, cursor) => (cursor ? pageOf(OLDER, { hasBefore: true }) : pageOf(NEWEST, { hasAfter: true }));
    show();
    const pages = within(screen.getByRole('navigation', { name: 'Pages of activity' }));
    expect(pages.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: /Load older/ })).toBeNull();

    fireEvent.click(pages.getByRole('button', { name: 'Next page' }));
    expect(address().get('after')).toBe('e2');
    // The older page replaces the newer: the page never piles up rows.
    await waitFor(() => expect(clients()).toEqual(['Kelp Co', 'Fern Gully']));
    expect(lastAsked().cursor).toEqual({ after: { id: 'e2' } });
    expect(data.snapshots).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(address().get('before')).toBe('e3');
    expect(address().has('after')).toBe(false);
    expect(lastAsked().cursor).toEqual({ before: { id: 'e3' } });

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(address().get('after')).toBe('e2');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(address().has('after')).toBe(false));
    expect(clients()).toEqual(['Tide Pool Studio', 'Reef Keepers']);
  });

  it('reads the entry a shared link starts its page after, once, before asking for the page', async () => {
    show('?after=e2&type=signed_up');
    await waitFor(() => expect(lastAsked().cursor).toEqual({ after: { id: 'e2' } }));
    expect(data.snapshots).toEqual(['e2']);
    expect(data.asked.every((asked) => asked.cursor !== null)).toBe(true);
  });

  it('starts a new filter from the newest page, putting it in the address', async () => {
    show('?after=e2');
    await waitFor(() => expect(lastAsked().cursor).not.toBeNull());
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'signed_up' } });
    expect(address().get('type')).toBe('signed_up');
    expect(address().has('after')).toBe(false);
    expect(lastAsked()).toEqual({ filter: expect.objectContaining({ type: 'signed_up' }), cursor: null });

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    expect(address().get('from')).toBe('2026-11-20');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(address().toString()).toBe('');
    expect(lastAsked()).toEqual({ filter: { type: '', clientId: '', from: null, until: null }, cursor: null });
  });

  it('asks nothing for a "to" day before the "from" day, and says why', () => {
    show('?from=2026-11-20&to=2026-11-19');
    expect(data.asked).toEqual([]);
    expect(screen.getByText('The “To” day is before the “From” day.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', true);
  });

  it('says when nothing matches the filters, and when a page has run out', async () => {
    data.page = () => pageOf([]);
    show('?type=signed_up');
    expect(screen.getByText('Nothing in the log matches these filters.')).toBeTruthy();

    show('?after=e2');
    const newest = await screen.findByRole('button', { name: 'Newest entries' });
    expect(screen.getByText('No more entries this way.')).toBeTruthy();
    fireEvent.click(newest);
    await waitFor(() => expect(lastAsked().cursor).toBeNull());
  });
});
