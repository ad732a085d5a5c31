import { type ClientNames, nextMilestone, type ProjectStatus, type ServiceInterest } from '@agency/common';

import type { Project } from '@/lib/firestore/projects';

export type ProjectSort = 'due' | 'updated';

export interface ProjectFilters {
  search: string;
  status: ProjectStatus | '';
  service: ServiceInterest | '';
  clientId: string;
  showArchived: boolean;
  sort: ProjectSort;
}

export const NO_FILTERS: ProjectFilters = {
  search: '',
  status: '',
  service: '',
  clientId: '',
  showArchived: false,
  sort: 'due',
};

/** Who a project is for, as the agency knows them: its client's names (business and person), or null if unknown. */
export type ClientNamesOf = (project: Project) => ClientNames | null;

/** What is due next: the next milestone's day, else the project's; nothing once the work is done. */
function dueOf(project: Project): Date | null {
  if (project.status === 'completed') return null;
  const next = nextMilestone(project.milestones);
  if (project.milestones.length && !next) return null;
  return next?.dueDate ?? project.dueDate ?? null;
}

/**
 * The projects the admin list shows: matching the search (project name, client name or business) and every
 * filter, archived ones only when asked for; by due date (the next milestone's, else the project's; undated
 * last) or by last change, newest first.
 */
export function filterAndSortProjects(projects: readonly Project[], namesOf: ClientNamesOf, filters: ProjectFilters) {
  const words = filters.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shown = projects.filter((project) => {
    if (!filters.showArchived && project.archived) return false;
    if (filters.status && project.status !== filters.status) return false;
    if (filters.service && project.service !== filters.service) return false;
    if (filters.clientId && project.clientId !== filters.clientId) return false;
    const client = namesOf(project);
    const text = [project.name, client?.clientName, client?.clientPersonName].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
  const due = (project: Project) => dueOf(project)?.getTime() ?? Number.POSITIVE_INFINITY;
  return shown.sort((a, b) =>
    filters.sort === 'due'
      ? due(a) - due(b) || a.name.localeCompare(b.name)
      : b.updatedAt.getTime() - a.updatedAt.getTime(),
  );
}

/** The day the list shows as a project's next due date. */
export const nextDueDate = dueOf;
