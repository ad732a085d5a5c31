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
/** How an entry's sentence names a person: their name, else their address. */
export function personName(person: { displayName?: string | null; email?: string | null }): string {
  return person.displayName?.trim() || person.email || 'Someone';
}

/**
 * An event about an account itself (sign-up, invitation, role, disabling, profile): the agency's record, never on
 * a client's timeline. `clientId` is the account's uid where it has a client profile.
 */
export const accountEvent = (
  entry: Pick<ActivityEntry, 'type' | 'actor' | 'subjectUid' | 'summary' | 'details'>,
  isClient: boolean,
): ActivityEntry => ({ ...entry, clientId: isClient ? entry.subjectUid : null, projectId: null, clientVisible: false });

export function recordActivity(writer: Writer, entry: ActivityEntry, id?: string): void {
  writer.set(activityRef(id), { ...entry, createdAt: FieldValue.serverTimestamp() });
}
