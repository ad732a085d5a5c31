import { fireEvent, screen, within } from '@testing-library/react';
import { project } from '@tests/factories';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ProjectsModule from '@/lib/firestore/projects';
import { renderPage } from '@/test/render-page';

// The client's projects as the server would answer a read of `max` of them; each read's `max` is noted.
const data = vi.hoisted(() => ({ stored: 0, asked: [] as number[] }));
vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));
vi.mock('@/lib/auth/session', () => ({ useSession: () => ({ status: 'ready', user: { uid: 'c1' } }) }));
vi.mock('@/lib/firestore/projects', async (importOriginal) => ({
  ...(await importOriginal<typeof ProjectsModule>()),
  useOwnProjects: (_uid: string, _policy: string, max: number) => {
    data.asked.push(max);
    const rows = Array.from({ length: Math.min(max, data.stored) }, (_, i) => ({
      id: `p${i}`,
      ...project({ clientId: 'c1', name: `Project ${i}` }),
    }));
    return { status: 'ready', data: rows, moving: false, retry: () => {} };
  },
}));

const { default: ClientProjectsPage } = await import('./client-projects-page');
const meta = { title: 'Your projects', description: 'Projects' };

beforeEach(() => {
  data.asked = [];
});

describe('ClientProjectsPage', () => {
  it('reads a first page of 50, and the next 50 only when asked', () => {
    data.stored = 70;
    renderPage(<ClientProjectsPage meta={meta} />);
    const list = screen.getByRole('list', { name: 'Projects' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(data.asked.at(-1)).toBe(50);
    fireEvent.click(screen.getByRole('button', { name: 'Show more projects' }));
    expect(data.asked.at(-1)).toBe(100);
    expect(within(list).getAllByRole('listitem')).toHaveLength(70);
    expect(screen.queryByRole('button', { name: 'Show more projects' })).toBeNull();
  });

  it('offers no more when every project is shown', () => {
    data.stored = 3;
    renderPage(<ClientProjectsPage meta={meta} />);
    expect(within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more projects' })).toBeNull();
  });
});
