import { FieldPath } from 'firebase-admin/firestore';

import { db } from '../admin';

/** A collection's documents in id order, `max` at a time, from after the id `after` (a backfill's pages). */
export function idOrderPage(collection: string, max: number, after?: string) {
  const page = db.collection(collection).orderBy(FieldPath.documentId()).limit(max);
  return after ? page.startAfter(after) : page;
}

/** A collection's documents in id order (a resumable job pages through it from here). */
export const inIdOrder = (collection: string) => db.collection(collection).orderBy(FieldPath.documentId());

/** One client's documents of a collection in id order (single-field indexes serve it: no composite needed). */
export const clientDocumentsInIdOrder = (collection: string, clientId: string) =>
  db.collection(collection).where('clientId', '==', clientId).orderBy(FieldPath.documentId());
