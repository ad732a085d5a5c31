import { fireEvent, screen } from '@testing-library/react';
import { activityEntry } from '@tests/factories';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { activityRowOf } from '@/lib/firestore/activity';
import type * as ProjectsModule from '@/lib/firestore/projects';
import { renderPage } from '@/test/render-page';

// The project's entries, newest first, and how many each render asked for.
const data = vi.hoisted(() => ({ entries: [] as unknown[], asked: [] as number[] }));
vi.mock('@/lib/firestore/projects', async (importOriginal) => ({
  ...(await importOriginal<typeof ProjectsModule>()),
  useProjectTimeline: (_clientId: string, _projectId: string, max: number) => {
    data.asked.push(max);
    return { status: 'ready', data: data.entries.slice(0, max) };
  },
}));

const { ProjectTimeline } = await import('./project-timeline');

beforeEach(() => {
  // 25 milestones reached on one project, a day apart.
  data.entries = Array.from({ length: 25 }, (_, index) =>
    activityRowOf(`e${index}`, {
      ...activityEntry({
        projectId: 'p1',
        projectName: 'New website',
        clientVisible: true,
        summary: `Entry ${index}`,
        createdAt: new Date(Date.UTC(2026, 10, 25 - index)),
      }),
    }),
  );
  data.asked = [];
});

describe('ProjectTimeline', () => {
  it('shows the newest 20 entries, and the older ones on Show older entries', () => {
    renderPage(<ProjectTimeline clientId="alice" projectId="p1" />);
    const entries = () => screen.getByRole('list', { name: 'Project timeline' }).querySelectorAll('li').length;
    expect(new Set(data.asked)).toEqual(new Set([20]));
    expect(entries()).toBe(20);

    fireEvent.click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(data.asked.at(-1)).toBe(40);
    expect(entries()).toBe(25);
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();
  });
});
