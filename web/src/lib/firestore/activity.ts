import {
  collection,
  type DocumentSnapshot,
  type Firestore,
  type FirestoreDataConverter,
  limit,
  orderBy,
  query,
  type QueryConstraint,
  startAfter,
  Timestamp,
  where,
} from 'firebase/firestore';

import { type ActivityDocument, type ActivityType, COLLECTIONS } from '@agency/common';

import { toDate } from './timestamps';

/** One entry of the activity log, as the admin screens read it. */
export interface ActivityRow extends ActivityDocument<Date | null> {
  id: string;
}

const converter: FirestoreDataConverter<ActivityRow> = {
  toFirestore: () => {
    throw new Error('The activity log is written by functions only.');
  },
  fromFirestore: (snapshot) => {
    const data = snapshot.data() as ActivityDocument<Timestamp>;
    return {
      ...data,
      clientId: data.clientId ?? null,
      projectId: data.projectId ?? null,
      clientVisible: data.clientVisible ?? false,
      summary: data.summary ?? data.type,
      id: snapshot.id,
      createdAt: toDate(data.createdAt),
    };
  },
};

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
  return query(collection(db, COLLECTIONS.activity), ...constraints).withConverter(converter);
}
