import { Timestamp } from 'firebase-admin/firestore';

import {
  type ActivityDetailsOf,
  type ActivityType,
  calendarDayOf,
  type Milestone,
  type NewActivity,
  progressOf,
  type ProjectInput,
  startOfCalendarDay,
} from '@agency/common';

import type { Actor } from '../lib/activity';
import type { StoredProject } from '../lib/firestore/projects';

type Day = string | null;
const toTimestamp = (day: Day) => (day ? Timestamp.fromDate(startOfCalendarDay(day)) : null);
const toDay = (time: Timestamp | null) => (time ? calendarDayOf(time.toDate()) : null);

/**
 * The editable part of a project as it will be stored, from what the agency sent: dates as Brisbane midnights, each
 * milestone's `completedAt` kept from before while it stays done, stamped `now` when it becomes done, cleared when
 * it is re-opened, and `progress` derived from the milestones.
 */
export function storedFields(
  input: ProjectInput,
  before: StoredProject | undefined,
  now: Timestamp,
): Omit<StoredProject, 'clientId' | 'archived' | 'createdAt' | 'updatedAt'> {
  const previous = new Map(before?.milestones.map((milestone) => [milestone.id, milestone]));
  const milestones: Milestone<Timestamp>[] = input.milestones.map(({ id, title, status, dueDate }) => {
    const was = previous.get(id);
    const completedAt = status !== 'done' ? null : was?.status === 'done' ? was.completedAt : now;
    return { id, title, status, dueDate: toTimestamp(dueDate), completedAt };
  });
  return {
    name: input.name,
    service: input.service,
    status: input.status,
    summary: input.summary,
    startDate: toTimestamp(input.startDate),
    dueDate: toTimestamp(input.dueDate),
    milestones,
    progress: progressOf(milestones),
  };
}

/** Whether storing `next` over `before` would change anything at all (a repeated save changes nothing). */
export function changesAnything(before: StoredProject, next: ReturnType<typeof storedFields>): boolean {
  const comparable = (project: ReturnType<typeof storedFields>) =>
    JSON.stringify({
      ...project,
      startDate: toDay(project.startDate),
      dueDate: toDay(project.dueDate),
      milestones: project.milestones.map((milestone) => ({
        ...milestone,
        dueDate: toDay(milestone.dueDate),
        completedAt: milestone.completedAt?.toMillis() ?? null,
      })),
    });
  // Only what a save can change: the stored document also holds its client, archive flag and times.
  const { name, service, status, summary, startDate, dueDate, milestones, progress } = before;
  return comparable({ name, service, status, summary, startDate, dueDate, milestones, progress }) !== comparable(next);
}

/** Who saved, and what the entries are about, copied into each. */
interface Context extends Actor {
  clientId: string;
  clientName: string;
  projectId: string;
}

/** An entry on the client's project timeline, naming the project as it is called after the change. */
const timelineEntry = <T extends ActivityType>(
  { clientId, clientName, projectId, ...actor }: Context,
  projectName: string,
  type: T,
  details: ActivityDetailsOf[T],
): NewActivity =>
  ({
    ...actor,
    type,
    subjectUid: clientId,
    clientId,
    clientName,
    projectId,
    projectName,
    clientVisible: true,
    details,
  }) as NewActivity;

export const createdEntry = (context: Context, name: string) => timelineEntry(context, name, 'project_created', {});

export const archiveEntry = (context: Context, name: string, archived: boolean) =>
  timelineEntry(context, name, archived ? 'project_archived' : 'project_restored', {});

/**
 * The timeline entries for one save: the status changed, milestones added, completed or re-opened, the project's
 * dates moved. Renaming, rewording and reordering change the project but are not events a client follows.
 */
export function changeEntries(
  context: Context,
  before: StoredProject,
  next: ReturnType<typeof storedFields>,
): NewActivity[] {
  const name = next.name;
  const entries: NewActivity[] = [];
  if (before.status !== next.status) {
    entries.push(timelineEntry(context, name, 'project_status_changed', { from: before.status, to: next.status }));
  }
  const previous = new Map(before.milestones.map((milestone) => [milestone.id, milestone]));
  for (const milestone of next.milestones) {
    const was = previous.get(milestone.id);
    const details = { milestoneId: milestone.id, milestoneTitle: milestone.title };
    if (!was) entries.push(timelineEntry(context, name, 'milestone_added', details));
    if (milestone.status === 'done' && was?.status !== 'done') {
      entries.push(timelineEntry(context, name, 'milestone_completed', details));
    } else if (milestone.status !== 'done' && was?.status === 'done') {
      entries.push(timelineEntry(context, name, 'milestone_reopened', details));
    }
  }
  const [start, due] = [toDay(next.startDate), toDay(next.dueDate)];
  if (toDay(before.startDate) !== start || toDay(before.dueDate) !== due) {
    entries.push(timelineEntry(context, name, 'project_dates_changed', { startDate: start, dueDate: due }));
  }
  return entries;
}
