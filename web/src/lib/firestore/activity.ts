import {
  collection,
  doc,
  type Firestore,
  orderBy,
  query,
  type QueryConstraint,
  Timestamp,
  where,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';

import { type ActivityDocument, type ActivityType, type ActorRole, COLLECTIONS, isActorRole } from '@agency/common';

import { type FailurePolicy, LATER, useLiveRows } from './live';
import { pageConstraints, type PageCursor, useLivePage } from './paging';
import { flag, maybeText, type Read, readConverter, readFields, record, type Shape, text, time } from './read';

/**
 * One entry of the activity log as a screen reads it. The facts an entry carries (who acted, in what role, the
 * client's and project's names) are null on an entry written before they existed.
 */
export interface ActivityRow extends Omit<
  ActivityDocument<Date | null>,
  'actorName' | 'actorRole' | 'clientName' | 'projectName'
> {
  id: string;
  actorName: string | null;
  actorRole: ActorRole | null;
  clientName: string | null;
  projectName: string | null;
}

/**
 * How a stored entry reads, whatever its age or shape: each field an older (or hand-made) entry lacks, or holds in
 * another shape, reads as empty (no details, no facts, no time yet), so one odd entry never takes a screen down.
 * A type this build does not know (a newer writer's) is kept as stored: labels, sentences and links treat it as
 * unknown.
 */
export const ACTIVITY_SHAPE: Shape<ActivityRow> = {
  id: 'id',
  fields: {
    type: text() as Read<ActivityType>,
    actor: text(),
    actorName: maybeText,
    actorRole: (stored) => (isActorRole(stored) ? stored : null),
    subjectUid: text(),
    clientId: maybeText,
    clientName: maybeText,
    projectId: maybeText,
    projectName: maybeText,
    clientVisible: flag,
    summary: text(),
    details: record,
    createdAt: time(),
  },
};

/** A stored entry as a row (see ACTIVITY_SHAPE). */
export const activityRowOf = (id: string, data: Record<string, unknown>): ActivityRow => ({
  ...readFields(ACTIVITY_SHAPE, data),
  id,
});

/** Activity is read-only here: functions write it. */
export const activityConverter = readConverter(ACTIVITY_SHAPE, 'The activity log is written by functions only.');

export interface ActivityFilter {
  type: ActivityType | '';
  clientId: string;
  /** From the start of this instant (inclusive) to the start of `until` (exclusive); either may be open. */
  from: Date | null;
  until: Date | null;
}

const activityCollection = (db: Firestore) => collection(db, COLLECTIONS.activity).withConverter(activityConverter);

/** Rows on one page of the activity log. */
export const ACTIVITY_PAGE_SIZE = 25;

/** The log unfiltered. */
export const WHOLE_LOG: ActivityFilter = { type: '', clientId: '', from: null, until: null };

/**
 * At most `max` entries of the log matching `filter`, newest first, from `cursor` on (or up to it, for the page
 * before): no page ever reads the entries before it. Administrators only (firestore.rules).
 */
export function activityLogQuery(db: Firestore, filter: ActivityFilter, cursor: PageCursor | null, max: number) {
  const constraints: QueryConstraint[] = [];
  if (filter.type) constraints.push(where('type', '==', filter.type));
  if (filter.clientId) constraints.push(where('clientId', '==', filter.clientId));
  if (filter.from) constraints.push(where('createdAt', '>=', Timestamp.fromDate(filter.from)));
  if (filter.until) constraints.push(where('createdAt', '<', Timestamp.fromDate(filter.until)));
  constraints.push(orderBy('createdAt', 'desc'), ...pageConstraints(cursor, max));
  return query(activityCollection(db), ...constraints);
}

/** One entry of the log, by id (a page named by the address starts at it). */
export const activityRef = (db: Firestore, id: string) => doc(activityCollection(db), id);

/**
 * The newest `max` entries of the whole log, live, for the dashboard's card (one Try again: `attempt`); loading and
 * not yet asked while `later`.
 */
export function useRecentActivity(max: number, attempt: number, later = false) {
  const db = useFirestore();
  return useLiveRows(later ? LATER : activityLogQuery(db, WHOLE_LOG, null, max), 'card', 'recent', attempt);
}

/**
 * One page of the log matching `filter` from `cursor`, newest first, live (`size` entries, ACTIVITY_PAGE_SIZE unless
 * told, one more read to know whether another page exists). While the next or previous page is on its way, the rows
 * shown stay.
 */
export const useActivityLogPage = <P extends FailurePolicy>(
  filter: ActivityFilter,
  cursor: PageCursor | null,
  policy: P,
  size = ACTIVITY_PAGE_SIZE,
) =>
  useLivePage(activityLogQuery(useFirestore(), filter, cursor, size + 1), cursor, size, policy, JSON.stringify(filter));
