import { type DocumentData, type DocumentReference, FieldValue, type WithFieldValue } from 'firebase-admin/firestore';

import type { ActivityEntry } from '@agency/common';

import { activityRef } from './firestore/activity';

/** A write batch or a transaction: activity is written together with the change it records, both or neither. */
interface Writer {
  set<T, D extends DocumentData>(ref: DocumentReference<T, D>, data: WithFieldValue<T>): unknown;
}

/**
 * Adds one entry to the append-only `activity` log within `writer`. `id` makes the entry idempotent for callers
 * that may run twice for the same event (a retried trigger); otherwise it gets a fresh id.
 */
export function recordActivity(writer: Writer, entry: ActivityEntry, id?: string): void {
  writer.set(activityRef(id), { ...entry, createdAt: FieldValue.serverTimestamp() });
}
