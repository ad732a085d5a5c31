import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { milestone, project as storedProject } from '@tests/factories';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ProjectsModule from '@/lib/firestore/projects';
import { renderPage } from '@/test/render-page';

import type { ProjectRecordParts } from './admin-project-page';

// The project as the server would answer a read of it by id (each id asked is noted); names come from the copies.
const data = vi.hoisted(() => ({
  answer: { status: 'loading' } as Record<string, unknown>,
  asked: [] as (string | null)[],
  retried: 0,
}));
vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));
vi.mock('@/lib/callables', () => ({ saveProject: vi.fn(), archiveProject: vi.fn() }));
vi.mock('@/lib/firestore/projects', async (importOriginal) => ({
  ...(await importOriginal<typeof ProjectsModule>()),
  useProject: (id: string | null) => {
    data.asked.push(id);
    return { ...data.answer, retry: () => (data.retried += 1) };
  },
}));
vi.mock('@/lib/firestore/client-names', () => ({
  useClientNamesOf: () => (row: { clientName?: string; clientPersonName?: string }) =>
    row.clientName ? { clientName: row.clientName, clientPersonName: row.clientPersonName ?? row.clientName } : null,
}));

const { default: AdminProjectPage } = await import('./admin-project-page');

/** Each part says what it was given, as the router's real parts would read it. */
const part = (title: string) =>
  function Part({ clientId, projectId, projectName }: { clientId: string; projectId: string; projectName: string }) {
    return <section aria-label={title}>{`${clientId}/${projectId}/${projectName}`}</section>;
  };
const slots: ProjectRecordParts = {
  Files: part('Files'),
  QuotesAndInvoices: part('Quotes and invoices'),
  Conversation: part('Conversation'),
  Timeline: part('Timeline'),
};
const show = (id: string) =>
  renderPage(
    <Routes>
      <Route
        path="/webmin1010/projects/:projectId"
        element={<AdminProjectPage meta={{ title: 'Project', description: 'One project.' }} slots={slots} />}
      />
    </Routes>,
    `/webmin1010/projects/${id}`,
  );

const shopfront = {
  id: 'p1',
  ...storedProject({
    clientId: 'c1',
    name: 'Shopfront',
    clientName: 'Tide Pool Studio',
    clientPersonName: 'Robin Tide',
    summary: 'A new shop.',
    status: 'in-progress',
    progress: 50,
    milestones: [
      milestone({ id: 'm1', title: 'Brief agreed', status: 'done' }),
      milestone({ id: 'm2', title: 'Design approved' }),
    ],
  }),
};

beforeEach(() => {
  data.asked = [];
  data.retried = 0;
});

describe('the project record', () => {
  it('shows the project, whose it is (their record linked), its milestones, and gives each part the project', () => {
    data.answer = { status: 'ready', data: shopfront };
    show('p1');
    expect(data.asked).toContain('p1');
    expect(screen.getByRole('heading', { level: 1, name: 'Shopfront' })).toBeTruthy();
    const client = screen.getByRole('link', { name: 'Tide Pool Studio · Robin Tide' });
    expect(client.getAttribute('href')).toBe('/webmin1010/clients/c1');
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary.textContent).toContain('A new shop.');
    expect(summary.textContent).toContain('Next: Design approved');
    expect(within(screen.getByRole('region', { name: 'Milestones' })).getByText('Brief agreed')).toBeTruthy();
    for (const title of ['Files', 'Quotes and invoices', 'Conversation', 'Timeline']) {
      expect(screen.getByRole('region', { name: title }).textContent).toBe('c1/p1/Shopfront');
    }
  });

  it('opens the editor on the project as it is, from Edit project', () => {
    data.answer = { status: 'ready', data: shopfront };
    show('p1');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit project' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Project name' })).toHaveProperty('value', 'Shopfront');
  });

  it('keeps keyboard focus in the editor’s milestones as they are added, moved to an end and removed', async () => {
    data.answer = { status: 'ready', data: shopfront };
    show('p1');
    fireEvent.click(screen.getByRole('button', { name: 'Edit project' }));
    const dialog = within(screen.getByRole('dialog'));
    const button = (name: string) => dialog.getByRole('button', { name });
    const focused = (element: HTMLElement) => waitFor(() => expect(document.activeElement).toBe(element));

    fireEvent.click(button('Add milestone'));
    await focused(dialog.getByRole('textbox', { name: 'Milestone 3' }));
    // Moved to the top, its Move up is disabled: focus goes to its Move down.
    fireEvent.click(button('Move milestone 2 up'));
    await focused(button('Move milestone 1 down'));
    fireEvent.click(button('Remove milestone 3'));
    await focused(dialog.getByRole('textbox', { name: 'Milestone 2' }));
  });

  it('says a project that does not exist is not found, with the way back, and reads nothing for an id no document has', () => {
    data.answer = { status: 'missing' };
    show('gone');
    expect(screen.getByRole('heading', { level: 1, name: 'Project not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All projects' }).getAttribute('href')).toBe('/webmin1010/projects');

    data.asked = [];
    show('__reserved__');
    expect(data.asked.every((id) => id === null)).toBe(true);
  });

  it('says when the project could not be read, and asks again on Try again', () => {
    data.answer = { status: 'error' };
    show('p1');
    expect(screen.getByText('The project could not be loaded. Check your connection, then try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(data.retried).toBe(1);
  });
});
