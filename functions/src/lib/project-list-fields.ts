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
  project: Pick<StoredProject, 'name' | 'status' | 'milestones' | 'dueDate'>,
  names: Partial<ClientNames>,
): ProjectListFields {
  return {
    searchTerms: projectSearchTerms({ name: project.name, ...names }),
    dueNext: nextDueOf(project) ?? Timestamp.fromDate(NOTHING_DUE),
  };
}
