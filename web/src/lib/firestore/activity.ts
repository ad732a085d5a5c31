import {
  collection,
  type DocumentSnapshot,
  type Firestore,
  limit,
  orderBy,
  query,
  type QueryConstraint,
  startAfter,
  Timestamp,
  where,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';

import { type ActivityDocument, type ActivityType, type ActorRole, COLLECTIONS, isActorRole } from '@agency/common';

import { type FailurePolicy, fromQuery, type Live, useLive, useLiveRows } from './live';
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

/**
 * The whole log, newest first, filtered, a page at a time: `after` is the last entry of the page before (a
 * cursor, so no page ever reads the entries before it). Administrators only (firestore.rules).
 */
export function activityLogQuery(db: Firestore, filter: ActivityFilter, pageSize: number, after?: DocumentSnapshot) {
  const constraints: QueryConstraint[] = [];
  if (filter.type) constraints.push(where('type', '==', filter.type));
  if (filter.clientId) constraints.push(where('clientId', '==', filter.clientId));
  if (filter.from) constraints.push(where('createdAt', '>=', Timestamp.fromDate(filter.from)));
  if (filter.until) constraints.push(where('createdAt', '<', Timestamp.fromDate(filter.until)));
  constraints.push(orderBy('createdAt', 'desc'));
  if (after) constraints.push(startAfter(after));
  constraints.push(limit(pageSize));
  return query(collection(db, COLLECTIONS.activity), ...constraints).withConverter(activityConverter);
}

/** The newest `max` entries of the whole log, live, for the dashboard's card (one Try again: `attempt`). */
export const useRecentActivity = (max: number, attempt: number) =>
  useLiveRows(
    activityLogQuery(useFirestore(), { type: '', clientId: '', from: null, until: null }, max),
    'card',
    'recent',
    attempt,
  );

/** The log's newest page matching `filter`, live, with its last entry: the cursor for the page after. */
export const useActivityLogPage = <P extends FailurePolicy>(filter: ActivityFilter, pageSize: number, policy: P) =>
  useLive(
    fromQuery(activityLogQuery(useFirestore(), filter, pageSize), (snapshot) => ({
      rows: snapshot.docs.map((row) => row.data()),
      last: snapshot.docs.at(-1),
    })),
    { policy, empty: { rows: [], last: undefined } },
  ) as Live<{ rows: ActivityRow[]; last: DocumentSnapshot | undefined }, P>;
