import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as FilesModule from '@/lib/firestore/files';
import type { AdminFileFilter, SharedFile } from '@/lib/firestore/files';
import type * as PagingModule from '@/lib/firestore/paging';
import type { PageCursor } from '@/lib/firestore/paging';
import { renderWithAddress, shownAddress, testPage } from '@/test/paged-screen';

// The page's data comes through the files and projects modules; these fakes answer with what the test builds and
// note what each was asked (the filter, the cursor, the client whose projects, the projects named), which is what
// the server would be asked.
const data = vi.hoisted(() => ({
  asked: [] as { filter: AdminFileFilter; cursor: PageCursor | null }[],
  page: (() => undefined) as (filter: AdminFileFilter, cursor: PageCursor | null) => unknown,
  projectsOf: [] as (string | null)[],
  projectsRead: [] as (string | null)[],
  namesAsked: [] as string[][],
  snapshots: [] as string[],
  projects: {} as Record<string, { id: string; name: string; clientId: string; archived: boolean }>,
}));
vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));
vi.mock('@/lib/firebase-storage', () => ({ useStorage: () => ({}) }));
vi.mock('@/lib/auth/session', () => ({ useSession: () => ({ status: 'ready', user: { uid: 'admin' } }) }));
vi.mock('@/lib/storage/availability', () => ({
  useStorageState: () => 'available',
  STORAGE_UNAVAILABLE: 'Files are unavailable.',
}));
vi.mock('@/lib/storage/uploads', () => ({
  useUploads: () => ({ uploads: [], start: vi.fn(), cancel: vi.fn(), clearFinished: vi.fn() }),
}));
vi.mock('@/features/files/shared/file-dialog', () => ({ FileDialog: () => null }));
vi.mock('@/lib/firestore/client-names', () => ({
  useClientNamesOf: () => (row: { clientId: string | null }) =>
    row.clientId ? { clientName: `Business of ${row.clientId}`, clientPersonName: row.clientId } : null,
}));
// Every client but "nope" and "staffer" (an agency account) has a profile.
vi.mock('@/lib/firestore/clients', () => ({
  useClient: (id: string | null) =>
    !id
      ? { status: 'loading', retry: () => {} }
      : id === 'nope'
        ? { status: 'missing', retry: () => {} }
        : {
            status: 'ready',
            data: { name: id, businessName: `Business of ${id}`, role: id === 'staffer' ? 'admin' : 'client' },
            retry: () => {},
          },
}));
vi.mock('@/lib/firestore/files', async (importOriginal) => ({
  ...(await importOriginal<typeof FilesModule>()),
  useAdminFilesPage: (filter: AdminFileFilter, cursor: PageCursor | null) => {
    data.asked.push({ filter, cursor });
    return { status: 'ready', data: data.page(filter, cursor), retry: () => {} };
  },
  fileRef: (_db: unknown, id: string) => ({ id, path: `files/${id}` }),
}));
vi.mock('@/lib/firestore/projects', () => ({
  useClientProjects: (clientId: string | null) => {
    data.projectsOf.push(clientId);
    const rows = Object.values(data.projects).filter((project) => project.clientId === clientId);
    return clientId ? { status: 'ready', data: rows, retry: () => {} } : { status: 'loading', retry: () => {} };
  },
  useProject: (id: string | null) => {
    data.projectsRead.push(id);
    const project = id ? data.projects[id] : undefined;
    return project ? { status: 'ready', data: project, retry: () => {} } : { status: 'missing', retry: () => {} };
  },
  useProjectNames: (ids: (string | null)[]) => {
    const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
    data.namesAsked.push(wanted);
    return new Map(wanted.flatMap((id) => (data.projects[id] ? [[id, data.projects[id].name]] : [])));
  },
}));
vi.mock('@/lib/firestore/paging', async (importOriginal) => ({
  ...(await importOriginal<typeof PagingModule>()),
  cursorSnapshot: (ref: { id: string }) => {
    data.snapshots.push(ref.id);
    return Promise.resolve({ id: ref.id });
  },
}));

const { default: AdminFilesPage } = await import('./admin-files-page');

const file = (id: string, clientId: string, projectId: string | null = null): SharedFile => ({
  id,
  clientId,
  projectId,
  name: `${id}.pdf`,
  title: `${id}.pdf`,
  size: 1000,
  contentType: 'application/pdf',
  storagePath: `clients/${clientId}/files/${id}/${id}.pdf`,
  uploadedBy: 'admin',
  uploaderRole: 'agency',
  uploaderName: 'Agency',
  createdAt: new Date('2026-11-01T00:00:00Z'),
  versionGroup: id,
  version: 1,
  deliverable: false,
  approval: null,
  ready: true,
  readyAt: new Date('2026-11-01T00:00:00Z'),
  latest: true,
});

/** A page of rows with the cursors a query would give: each row's snapshot is known by its id. */
const pageOf = (rows: SharedFile[], ends?: { hasBefore?: boolean; hasAfter?: boolean }) =>
  testPage(rows, (row) => row.id, ends);

const show = (search = '') =>
  renderWithAddress(
    <AdminFilesPage meta={{ title: 'Files', description: 'Every file.' }} />,
    `/webmin1010/files${search}`,
  );
const address = shownAddress;
const lastAsked = () => data.asked.at(-1)!;
const shownFiles = () =>
  within(screen.getByRole('list', { name: 'Files' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));
const projectSelect = () => screen.getByRole('combobox', { name: 'Project' });

beforeEach(() => {
  data.asked = [];
  data.projectsOf = [];
  data.projectsRead = [];
  data.namesAsked = [];
  data.snapshots = [];
  data.projects = {
    site: { id: 'site', name: 'Website rebuild', clientId: 'casey', archived: false },
    seo: { id: 'seo', name: 'Search listing', clientId: 'casey', archived: false },
    old: { id: 'old', name: 'Old brochure', clientId: 'casey', archived: true },
    shop: { id: 'shop', name: 'Online shop', clientId: 'dana', archived: false },
  };
  data.page = () => pageOf([file('brief', 'casey', 'site'), file('logo', 'dana')]);
});

describe('the admin files page', { timeout: 20_000 }, () => {
  it('asks for the newest first page of every file, naming each by its client and project, reading no projects whole', () => {
    show();
    expect(lastAsked()).toEqual({ filter: { clientId: null, projectId: null }, cursor: null });
    expect(shownFiles()).toEqual(['brief.pdf', 'logo.pdf']);
    const brief = within(screen.getByRole('listitem', { name: 'brief.pdf' }));
    expect(brief.getByText(/· Business of casey, Website rebuild$/)).toBeTruthy();
    // Only the projects of the rows on screen are looked up; no client's projects are listed with none chosen.
    expect(data.namesAsked.at(-1)).toEqual(['site']);
    expect(data.projectsOf.every((clientId) => clientId === null)).toBe(true);
    expect(projectSelect()).toHaveProperty('disabled', true);
    expect(screen.getByText('Choose a client first')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages of files' })).toBeNull();
  });

  it("offers the chosen client's projects only, and puts a chosen project in the address from the first page", async () => {
    show('?client=casey&after=brief');
    await waitFor(() => expect(lastAsked().cursor).toEqual({ after: { id: 'brief' } }));
    expect(lastAsked().filter).toEqual({ clientId: 'casey', projectId: null });
    const options = within(projectSelect())
      .getAllByRole('option')
      .map((option) => option.textContent);
    // Archived projects are not offered.
    expect(options).toEqual(['All projects', 'Website rebuild', 'Search listing']);
    fireEvent.change(projectSelect(), { target: { value: 'seo' } });
    expect(address().get('project')).toBe('seo');
    expect(address().get('client')).toBe('casey');
    expect(address().has('after')).toBe(false);
    await waitFor(() => expect(lastAsked()).toEqual({ filter: { clientId: 'casey', projectId: 'seo' }, cursor: null }));
  });

  it('reads the one project an older link names to learn its client, for the filter and for uploads', async () => {
    show('?project=shop');
    expect(data.projectsRead).toContain('shop');
    expect(lastAsked().filter).toEqual({ clientId: 'dana', projectId: 'shop' });
    expect(projectSelect()).toHaveProperty('value', 'shop');
    expect(projectSelect()).toHaveProperty('disabled', false);
    expect(screen.getByText('Uploading for Business of dana, Online shop.')).toBeTruthy();
  });

  it('uploads for no one an address names who is not a client', () => {
    for (const id of ['nope', 'staffer']) {
      const { unmount } = show(`?client=${id}`);
      expect(screen.getByRole('button', { name: 'Choose files' })).toHaveProperty('disabled', true);
      expect(screen.getByText('No client has the id in this address: choose one above.')).toBeTruthy();
      expect(screen.queryByText(/^Uploading for/)).toBeNull();
      unmount();
    }
    show('?client=casey');
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveProperty('disabled', false);
    expect(screen.getByText('Uploading for Business of casey.')).toBeTruthy();
  });

  it('pages on from the last row and back from the first, each page a step in the history', async () => {
    const first = [file('brief', 'casey'), file('logo', 'dana')];
    const second = [file('invoice', 'casey'), file('photo', 'dana')];
    data.page = (_filter, cursor) => (cursor ? pageOf(second, { hasBefore: true }) : pageOf(first, { hasAfter: true }));
    show('?client=casey');
    const pages = within(screen.getByRole('navigation', { name: 'Pages of files' }));
    expect(pages.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    fireEvent.click(pages.getByRole('button', { name: 'Next page' }));
    expect(address().get('after')).toBe('logo');
    expect(address().get('client')).toBe('casey');
    await waitFor(() => expect(shownFiles()).toEqual(['invoice.pdf', 'photo.pdf']));
    expect(data.snapshots).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(address().get('before')).toBe('invoice');
    expect(lastAsked().cursor).toEqual({ before: { id: 'invoice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(address().get('after')).toBe('logo');
  });

  it('reads the file a shared link starts its page after, once, before asking for the page', async () => {
    show('?after=logo');
    await waitFor(() => expect(lastAsked().cursor).toEqual({ after: { id: 'logo' } }));
    expect(data.snapshots).toEqual(['logo']);
    expect(data.asked.every((asked) => asked.cursor !== null)).toBe(true);
  });

  it('says when there are no files at all', () => {
    data.page = () => pageOf([]);
    show();
    expect(screen.getByText('No files here yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('says when no file matches the filters, and clears them', async () => {
    data.page = () => pageOf([]);
    show('?client=casey&project=site');
    expect(screen.getByText('No files match these filters.')).toBeTruthy();
    const clears = screen.getAllByRole('button', { name: 'Clear filters' });
    fireEvent.click(clears.at(-1)!);
    expect(address().has('client')).toBe(false);
    expect(address().has('project')).toBe(false);
    await waitFor(() => expect(lastAsked().filter).toEqual({ clientId: null, projectId: null }));
  });

  it('says when a page past the end has nothing, and goes back to the first', async () => {
    data.page = (_filter, cursor) => (cursor ? pageOf([], { hasBefore: true }) : pageOf([file('brief', 'casey')]));
    show('?after=gone');
    expect(await screen.findByText('No more files this way.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(address().has('after')).toBe(false);
    await waitFor(() => expect(shownFiles()).toEqual(['brief.pdf']));
  });
});
