/**
 * `projects/{projectId}`: the work the agency does for a client (../shared/PORTAL.md). Functions write every
 * project (docs/decisions/014-projects-written-by-functions.md), so `progress` is always the one `progressOf` gives
 * for its milestones. Documents are generic over how they carry time, as the other documents in `common`.
 */
import type { ClientNames } from './client-names';
import type { ServiceInterest } from './onboarding';

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
