import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { project as storedProject } from '@tests/factories';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ClientSearchProvider } from '@/components/forms/client-picker';
import type * as PagingModule from '@/lib/firestore/paging';
import type { PageCursor } from '@/lib/firestore/paging';
import type * as ProjectsModule from '@/lib/firestore/projects';
import type { Project, ProjectListView, ProjectNarrowing } from '@/lib/firestore/projects';
import { renderWithAddress, shownAddress, shownPath, testPage } from '@/test/paged-screen';

// The page's data comes through the projects module; these fakes answer with pages the test builds, and note what
// each was asked (the view, the cursor, the counts), which is what the server would be asked.
const data = vi.hoisted(() => ({
  asked: [] as { view: ProjectListView; cursor: PageCursor | null }[],
  page: (() => undefined) as (view: ProjectListView, cursor: PageCursor | null) => unknown,
  counted: [] as ProjectNarrowing[],
  count: (() => 0) as (of: ProjectNarrowing) => number,
  snapshots: [] as string[],
}));
vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));
vi.mock('@/lib/callables', () => ({ saveProject: vi.fn(), archiveProject: vi.fn() }));
vi.mock('@/lib/firestore/projects', async (importOriginal) => ({
  ...(await importOriginal<typeof ProjectsModule>()),
  useProjectPage: (view: ProjectListView, cursor: PageCursor | null) => {
    data.asked.push({ view, cursor });
    return { status: 'ready', data: data.page(view, cursor), retry: () => {} };
  },
  countProjects: (_db: unknown, of: ProjectNarrowing) => {
    data.counted.push(of);
    return Promise.resolve(data.count(of));
  },
  projectRef: (_db: unknown, id: string) => ({ id, path: `projects/${id}` }),
}));
vi.mock('@/lib/firestore/paging', async (importOriginal) => ({
  ...(await importOriginal<typeof PagingModule>()),
  cursorSnapshot: (ref: { id: string }) => {
    data.snapshots.push(ref.id);
    // A project stored before dueNext existed has no place in the due order: the page starts at the top.
    const stored = (field: string) => (ref.id === 'before-due-next' && field === 'dueNext' ? undefined : 'a value');
    return Promise.resolve({ id: ref.id, get: stored });
  },
}));

const { default: AdminProjectsPage } = await import('./admin-projects-page');

function project(id: string, name: string, overrides: Partial<Project> = {}): Project {
  return {
    id,
    ...storedProject({ name, clientName: 'Green Roots', clientPersonName: 'Alice Green', ...overrides }),
    ...overrides,
  };
}

/** A page of rows with the cursors a query would give: each row's snapshot is known by its id. */
const pageOf = (rows: Project[], ends?: { hasBefore?: boolean; hasAfter?: boolean }) =>
  testPage(rows, (row) => row.id, ends);

const clientSearch = {
  search: () => Promise.resolve([{ id: 'c9', label: 'Cleo Client' }]),
  lookup: (uid: string) => Promise.resolve(uid === 'c9' ? { id: 'c9', label: 'Cleo Client' } : null),
};
const show = (search = '') =>
  renderWithAddress(
    <ClientSearchProvider value={clientSearch}>
      <AdminProjectsPage meta={{ title: 'Projects', description: 'Every project.' }} />
    </ClientSearchProvider>,
    `/webmin1010/projects${search}`,
  );
const address = shownAddress;
const lastAsked = () => data.asked.at(-1)!;
const names = () => screen.getAllByRole('rowheader').map((cell) => cell.querySelector('a')?.textContent);
const FIRST_VIEW: ProjectListView = {
  status: null,
  service: null,
  clientId: null,
  archived: false,
  term: null,
  sort: 'due',
};

beforeEach(() => {
  data.asked = [];
  data.counted = [];
  data.snapshots = [];
  data.page = () => pageOf([project('a', 'Website rebuild'), project('b', 'Local search')]);
  // 140 projects, 120 of them working; 7 of any narrower view.
  data.count = (of) =>
    of.archived && !of.status && !of.service && !of.clientId && !of.term ? 140 : of.archived ? 7 : 120;
});

// Each test renders the whole page with MUI's table: slower than a unit's default allowance on a loaded machine.
describe('the admin projects page', { timeout: 20_000 }, () => {
  it('asks the server for the first page of working projects by due date, and shows the counts it aggregated', async () => {
    show();
    expect(lastAsked()).toEqual({ view: FIRST_VIEW, cursor: null });
    expect(names()).toEqual(['Website rebuild', 'Local search']);
    expect(screen.getAllByRole('row')[1]).toHaveProperty('textContent', expect.stringContaining('Green Roots'));
    expect(await screen.findByText('120 of 140 projects')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages of projects' })).toBeNull();
  });

  it('shows the view the address names: its search, filters and sort', async () => {
    show('?q=Website&status=review&service=hosting&client=c9&archived=shown&sort=updated');
    expect(screen.getByRole('searchbox', { name: 'Search projects or clients' })).toHaveProperty('value', 'Website');
    expect(lastAsked().view).toEqual({
      status: 'review',
      service: 'hosting',
      clientId: 'c9',
      archived: true,
      term: 'website',
      sort: 'updated',
    });
    expect(screen.getByRole('switch', { name: 'Show archived' })).toHaveProperty('checked', true);
    expect(await screen.findByText('7 of 140 projects')).toBeTruthy();
  });

  it('puts each filter and the sort in the address, starting again from the first page', async () => {
    show('?after=b');
    await waitFor(() => expect(lastAsked().cursor).toMatchObject({ after: { id: 'b' } }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'on-hold' } });
    expect(address().get('status')).toBe('on-hold');
    expect(address().has('after')).toBe(false);
    await waitFor(() => expect(lastAsked()).toEqual({ view: { ...FIRST_VIEW, status: 'on-hold' }, cursor: null }));

    fireEvent.change(screen.getByRole('combobox', { name: 'Service' }), { target: { value: 'web-design' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'updated' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Show archived' }));
    expect(Object.fromEntries(address())).toEqual({
      status: 'on-hold',
      service: 'web-design',
      sort: 'updated',
      archived: 'shown',
    });
    expect(lastAsked().view).toEqual({
      ...FIRST_VIEW,
      status: 'on-hold',
      service: 'web-design',
      archived: true,
      sort: 'updated',
    });

    // Clear filters keeps the sort.
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(Object.fromEntries(address())).toEqual({ sort: 'updated' });
  });

  it('keeps a search in the address as it is typed, and asks the server for one term, checking the others', async () => {
    data.page = () =>
      pageOf([
        project('a', 'Website rebuild'),
        project('b', 'Website audit', { clientName: 'Blue Sky', clientPersonName: 'Bob Blue' }),
      ]);
    show();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search projects or clients' }), {
      target: { value: 'website gre' },
    });
    expect(address().get('q')).toBe('website gre');
    await waitFor(() => expect(lastAsked().view.term).toBe('website'));
    // "gre" is checked in the page: Bob's project holds "website" but no word starting "gre".
    await waitFor(() => expect(names()).toEqual(['Website rebuild']));
  });

  it('starts at the top when a shared link names a project with no place in the due order', async () => {
    show('?after=before-due-next');
    await waitFor(() => expect(data.snapshots).toEqual(['before-due-next']));
    await waitFor(() => expect(lastAsked()).toEqual({ view: FIRST_VIEW, cursor: null }));
    expect(names()).toEqual(['Website rebuild', 'Local search']);
  });

  it('pages on from the last row and back from the first, each page a step of the history', async () => {
    const first = [project('a', 'Website rebuild'), project('b', 'Local search')];
    const second = [project('c', 'Hosting move'), project('d', 'Logo refresh')];
    data.page = (_view, cursor) => (cursor ? pageOf(second, { hasBefore: true }) : pageOf(first, { hasAfter: true }));
    show();
    const pages = within(screen.getByRole('navigation', { name: 'Pages of projects' }));
    fireEvent.click(pages.getByRole('button', { name: 'Next page' }));
    expect(address().get('after')).toBe('b');
    await waitFor(() => expect(names()).toEqual(['Hosting move', 'Logo refresh']));
    expect(data.snapshots).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(address().get('before')).toBe('c');
    expect(lastAsked().cursor).toEqual({ before: { id: 'c' } });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(address().get('after')).toBe('b'));
  });

  it('sends an older link to a project (`?project=<id>`) on to its record, and opens each row there', async () => {
    show('?project=opened');
    await waitFor(() => expect(shownPath()).toBe('/webmin1010/projects/opened'));
    expect(address().has('project')).toBe(false);
    const link = await screen.findByRole('link', { name: 'Website rebuild' });
    expect(link.getAttribute('href')).toBe('/webmin1010/projects/a');
  });

  it('opens nothing for a hand-edited link that names no project', () => {
    show('?project=a%2Fb');
    expect(shownPath()).toBe('/webmin1010/projects');
  });

  it('says when no project matches, and when there are none yet', async () => {
    data.page = () => pageOf([]);
    show('?status=planning');
    expect(await screen.findByText('No project matches these filters.')).toBeTruthy();
  });

  it('invites the first project when there are none', async () => {
    data.page = () => pageOf([]);
    data.count = () => 0;
    show();
    expect(await screen.findByText('No projects yet: start one with New project.')).toBeTruthy();
  });
});
