import { type DocumentData, type DocumentReference, FieldValue, type WithFieldValue } from 'firebase-admin/firestore';

import { type ActivityEntry, COLLECTIONS } from '@agency/common';

import { db } from './admin';

/** A write batch or a transaction: activity is written together with the change it records, both or neither. */
interface Writer {
  set(ref: DocumentReference, data: WithFieldValue<DocumentData>): unknown;
}

/**
 * Adds one entry to the append-only `activity` log within `writer`. `id` makes the entry idempotent for callers
 * that may run twice for the same event (a retried trigger); otherwise it gets a fresh id.
 */
export function recordActivity(writer: Writer, entry: ActivityEntry, id?: string): void {
  const collection = db.collection(COLLECTIONS.activity);
  writer.set(id ? collection.doc(id) : collection.doc(), { ...entry, createdAt: FieldValue.serverTimestamp() });
}
