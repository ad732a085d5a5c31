import { Timestamp } from 'firebase-admin/firestore';

import { type ClientNames, nextDueOf, NOTHING_DUE, projectSearchTerms } from '@agency/common';

import type { StoredProject } from './firestore/projects';

/** What the admin Projects screen searches and sorts a project by (docs/decisions/036-projects-listed-by-server.md). */
export interface ProjectListFields {
  searchTerms: string[];
  dueNext: Timestamp;
}

/**
 * A project's list fields, from what it stores and its client's names: kept with every write of a project (its
 * save, a rename of its client, the backfill), so they always say what the project and its client say.
 */
export function projectListFields(
  project: Partial<Pick<StoredProject, 'name' | 'status' | 'milestones' | 'dueDate'>>,
  names: Partial<ClientNames>,
): ProjectListFields {
  // Read as the web reads a project: one stored before a field existed lacks it, and still gets its list fields.
  const milestones = Array.isArray(project.milestones) ? project.milestones : [];
  const dueDate = project.dueDate instanceof Timestamp ? project.dueDate : null;
  return {
    searchTerms: projectSearchTerms({ name: typeof project.name === 'string' ? project.name : '', ...names }),
    dueNext:
      nextDueOf({ status: project.status ?? 'planning', dueDate, milestones }) ?? Timestamp.fromDate(NOTHING_DUE),
  };
}
