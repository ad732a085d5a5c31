import { FieldPath } from 'firebase-admin/firestore';

import { db } from '../admin';

/** A collection's documents in id order, `max` at a time, from after the id `after` (a backfill's pages). */
export function idOrderPage(collection: string, max: number, after?: string) {
  const page = db.collection(collection).orderBy(FieldPath.documentId()).limit(max);
  return after ? page.startAfter(after) : page;
}
