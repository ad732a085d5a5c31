import { describe, expect, it } from 'vitest';

import type { Project } from '@/lib/firestore/projects';

import { filterAndSortProjects, NO_FILTERS } from './filter-projects';

const day = (iso: string) => new Date(`${iso}T00:00:00+10:00`);
const project = (id: string, overrides: Partial<Project> = {}): Project => ({
  id,
  clientId: 'alice',
  name: `Project ${id}`,
  service: 'web-design',
  status: 'in-progress',
  summary: '',
  startDate: null,
  dueDate: null,
  milestones: [],
  progress: 0,
  archived: false,
  createdAt: day('2026-01-01'),
  updatedAt: day('2026-01-01'),
  ...overrides,
});
// The names each project copies from its client (decision 032).
const names = new Map([
  ['alice', { clientName: 'Green Roots', clientPersonName: 'Alice Green' }],
  ['bob', { clientName: 'Blue Sky Yoga', clientPersonName: 'Bob Blue' }],
]);
const clients = (project: Project) => names.get(project.clientId) ?? null;
const ids = (list: Project[]) => list.map((item) => item.id);

describe('filterAndSortProjects', () => {
  const projects = [
    project('a', { name: 'Website rebuild', dueDate: day('2026-12-18') }),
    project('b', {
      clientId: 'bob',
      service: 'search-optimisation',
      status: 'planning',
      milestones: [
        { id: 'm', title: 'Done', status: 'done', dueDate: day('2026-11-01'), completedAt: day('2026-11-01') },
        { id: 'n', title: 'Next', status: 'todo', dueDate: day('2026-11-28'), completedAt: null },
      ],
      updatedAt: day('2026-11-20'),
    }),
    project('c', { archived: true, dueDate: day('2026-11-25') }),
    project('d', { updatedAt: day('2026-11-22') }),
  ];

  it('sorts by the next milestone’s due date, else the project’s, undated last; archived hidden', () => {
    expect(ids(filterAndSortProjects(projects, clients, NO_FILTERS))).toEqual(['b', 'a', 'd']);
    expect(ids(filterAndSortProjects(projects, clients, { ...NO_FILTERS, showArchived: true }))).toEqual([
      'c',
      'b',
      'a',
      'd',
    ]);
  });

  it('sorts by last change, newest first', () => {
    expect(ids(filterAndSortProjects(projects, clients, { ...NO_FILTERS, sort: 'updated' }))).toEqual(['d', 'b', 'a']);
  });

  it('searches project and client names and businesses, every word', () => {
    expect(ids(filterAndSortProjects(projects, clients, { ...NO_FILTERS, search: 'blue sky' }))).toEqual(['b']);
    expect(ids(filterAndSortProjects(projects, clients, { ...NO_FILTERS, search: 'REBUILD green' }))).toEqual(['a']);
  });

  it('filters by status, service and client', () => {
    expect(ids(filterAndSortProjects(projects, clients, { ...NO_FILTERS, status: 'planning' }))).toEqual(['b']);
    expect(ids(filterAndSortProjects(projects, clients, { ...NO_FILTERS, service: 'web-design' }))).toEqual(['a', 'd']);
    expect(ids(filterAndSortProjects(projects, clients, { ...NO_FILTERS, clientId: 'alice' }))).toEqual(['a', 'd']);
  });
});
