/**
 * `projects/{projectId}`: the work the agency does for a client (../shared/PORTAL.md). Functions write every
 * project (docs/decisions/014-projects-written-by-functions.md), so `progress` is always the one `progressOf` gives
 * for its milestones. Documents are generic over how they carry time, as the other documents in `common`.
 */
import type { ClientNames } from './client-names';
import type { ServiceInterest } from './onboarding';
import { searchTerms } from './search-terms';

export const PROJECT_STATUSES = ['planning', 'in-progress', 'review', 'completed', 'on-hold'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  planning: 'Planning',
  'in-progress': 'In progress',
  review: 'In review',
  completed: 'Completed',
  'on-hold': 'On hold',
};

export const MILESTONE_STATUSES = ['todo', 'in-progress', 'done'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

export const MILESTONE_STATUS_LABELS: Record<MilestoneStatus, string> = {
  todo: 'To do',
  'in-progress': 'In progress',
  done: 'Done',
};

export const PROJECT_LIMITS = {
  nameMin: 2,
  name: 120,
  summary: 2000,
  milestones: 30,
  milestoneTitle: 120,
  /** A milestone id: short, made by the browser that adds it, unique within its project. */
  milestoneId: 40,
} as const;

export interface Milestone<Time> {
  id: string;
  title: string;
  status: MilestoneStatus;
  dueDate: Time | null;
  /** Set by functions when the milestone becomes done, cleared when it is re-opened. */
  completedAt: Time | null;
}

export interface ProjectDocument<Time> extends Partial<ClientNames> {
  clientId: string;
  name: string;
  service: ServiceInterest;
  status: ProjectStatus;
  summary: string;
  startDate: Time | null;
  dueDate: Time | null;
  /** In the order the agency put them. */
  milestones: Milestone<Time>[];
  /** 0–100: the share of milestones done, rounded; 0 with none. Derived, never typed in. */
  progress: number;
  /** An archived project is kept (it may have messages, files or quotes) but leaves the working lists. */
  archived: boolean;
  createdAt: Time;
  updatedAt: Time;
  /**
   * The words the admin Projects screen finds it by (`projectSearchTerms`): its name and its client's copied names,
   * with their prefixes. Kept by functions with the project and with each rename of its client; a project stored
   * before they existed lacks them until the `backfillProjectLists` job has run (docs/decisions/036).
   */
  searchTerms?: string[];
  /**
   * What the admin Projects screen sorts "by due date" on: `nextDueOf` the project, or NOTHING_DUE when nothing is
   * due (undated, or its work is done), so those sort last. Kept by functions, as `searchTerms`.
   */
  dueNext?: Time;
}

/** The share of `milestones` that are done, as a whole percentage (0 with none). */
export function progressOf(milestones: readonly Pick<Milestone<unknown>, 'status'>[]): number {
  if (milestones.length === 0) return 0;
  const done = milestones.filter((milestone) => milestone.status === 'done').length;
  return Math.round((done / milestones.length) * 100);
}

/** The first milestone, in the agency's order, that is not done yet: what the project is working towards. */
export function nextMilestone<M extends Pick<Milestone<unknown>, 'status'>>(milestones: readonly M[]): M | undefined {
  return milestones.find((milestone) => milestone.status !== 'done');
}

/**
 * What is due next: the next milestone's day, else the project's; nothing once the work is done (the project
 * completed, or every milestone of it done).
 */
export function nextDueOf<Time>(
  project: Pick<ProjectDocument<Time>, 'status' | 'dueDate'> & {
    milestones: readonly Pick<Milestone<Time>, 'status' | 'dueDate'>[];
  },
): Time | null {
  if (project.status === 'completed') return null;
  const next = nextMilestone(project.milestones);
  if (project.milestones.length && !next) return null;
  return next?.dueDate ?? project.dueDate ?? null;
}

/**
 * A project's `dueNext` when nothing is due: the last day a Firestore timestamp holds (9999-12-31), after every real
 * day, so an ascending sort lists these last. Never shown: the screens show `nextDueOf`.
 */
export const NOTHING_DUE = new Date(Date.UTC(9999, 11, 31));

/**
 * `projects/{id}.searchTerms`: the words of the project's name and of its client's names (business and person, as
 * copied onto it), with their prefixes from two letters, so an administrator finds a project by either.
 */
export function projectSearchTerms(project: { name: string } & Partial<ClientNames>): string[] {
  return searchTerms(
    { names: [project.name, project.clientName ?? '', project.clientPersonName ?? ''], email: '' },
    PROJECT_TERMS_MAX,
  );
}

/**
 * The most terms a project keeps: every word and prefix of ordinary names (a long project name and both client
 * names come to about 120), while names made as long as allowed stay small enough that a page of 500 projects
 * rewritten by a backfill fits one request.
 */
export const PROJECT_TERMS_MAX = 150;
