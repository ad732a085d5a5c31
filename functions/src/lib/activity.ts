import type { UserRecord } from 'firebase-admin/auth';
import {
  type DocumentData,
  type DocumentReference,
  FieldValue,
  type Transaction,
  type WithFieldValue,
} from 'firebase-admin/firestore';

import {
  type ActivityEntry,
  clientNamesOf,
  type NewActivity,
  type OmitEach,
  roleOf,
  withSummary,
} from '@agency/common';

import { adminAuth } from './admin';
import { activityRef } from './firestore/activity';
import { clientRef, type StoredClientProfile } from './firestore/clients';
import { projectRef } from './firestore/projects';
import { quoteRef } from './firestore/quotes';

/** A write batch or a transaction: activity is written together with the change it records, both or neither. */
interface Writer {
  create<T, D extends DocumentData>(ref: DocumentReference<T, D>, data: WithFieldValue<T>): unknown;
}

/** An entry as recorded, with its id (for mails that quote it). */
export type RecordedActivity = ActivityEntry & { id: string };

/** Who acted, as an entry names them. */
export type Actor = Pick<ActivityEntry, 'actor' | 'actorName' | 'actorRole'>;

/** An automatic event (a trigger, the scheduled jobs, a card payment Stripe reports) or a script. */
export const SYSTEM_ACTOR: Actor = { actor: 'system', actorName: 'System', actorRole: 'system' };

/** How an entry names a person of the agency: their name, else their address. */
export function personName(person: { displayName?: string | null; email?: string | null }): string {
  return person.displayName?.trim() || person.email || 'Someone';
}

/** What of a client's profile names them. */
type NamedClient = Partial<Pick<StoredClientProfile, 'name' | 'businessName' | 'email'>> | undefined;

/** How an entry names a person of a client's business: their profile's name, else their address. */
export const clientPersonName = (profile: NamedClient): string => clientNamesOf(profile).clientPersonName;

/** How an entry names a client: their business name where they have one, else their name (as documents copy it). */
export const clientNameOf = (profile: NamedClient): string => clientNamesOf(profile).clientName;

/** An administrator acting through a callable function (adminCaller has checked the role). */
export const adminActor = (caller: { uid: string; user: UserRecord }): Actor => ({
  actor: caller.uid,
  actorName: personName(caller.user),
  actorRole: 'admin',
});

/** A person of a client's business acting for it. */
export const clientActor = (uid: string, profile: NamedClient): Actor => ({
  actor: uid,
  actorName: clientPersonName(profile),
  actorRole: 'client',
});

/**
 * Anyone a trigger knows only by uid: their role from their Auth claims as they are now, a client named by their
 * profile, anyone else by their Auth name. 'system' (or nobody) is the system; an account that no longer exists is
 * named by `fallbackName`, in the role `fallbackRole`.
 */
export async function actorOf(
  uid: string | null | undefined,
  { fallbackName, fallbackRole }: { fallbackName: string; fallbackRole: Actor['actorRole'] },
): Promise<Actor> {
  if (!uid || uid === 'system') return SYSTEM_ACTOR;
  const user = await adminAuth.getUser(uid).catch(() => undefined);
  if (!user) return { actor: uid, actorName: fallbackName, actorRole: fallbackRole };
  const role = roleOf(user.customClaims);
  if (role === 'admin') return { actor: uid, actorName: personName(user), actorRole: 'admin' };
  const profile = (await clientRef(uid).get()).data();
  return profile ? clientActor(uid, profile) : { actor: uid, actorName: personName(user), actorRole: fallbackRole };
}

/** The name of the project an entry concerns, copied into it (one document read: the transaction's, if given). */
export async function projectNameOf(projectId: string | null, transaction?: Transaction): Promise<string | null> {
  if (!projectId) return null;
  const ref = projectRef(projectId);
  const project = transaction ? await transaction.get(ref) : await ref.get();
  return project.data()?.name ?? null;
}

/**
 * The project an invoice's events belong to, and its name: the invoice's own, or, for one issued before its quote
 * was made into a project (an issued invoice is never edited, decision 017), its quote's.
 */
export async function projectOfInvoice(
  invoice: { projectId: string | null; quoteId: string },
  transaction: Transaction,
): Promise<{ projectId: string | null; projectName: string | null }> {
  const projectId = invoice.projectId ?? (await transaction.get(quoteRef(invoice.quoteId))).data()?.projectId ?? null;
  return { projectId, projectName: await projectNameOf(projectId, transaction) };
}

/**
 * An event about an account itself (sign-up, invitation, role, disabling, profile): the agency's record, never on
 * a client's timeline. `clientName` is the account's business where it has a client profile.
 */
export const accountEvent = (
  entry: OmitEach<NewActivity, 'clientId' | 'projectId' | 'projectName' | 'clientVisible'>,
  isClient: boolean,
): NewActivity =>
  ({
    ...entry,
    clientId: isClient ? entry.subjectUid : null,
    clientName: isClient ? entry.clientName : null,
    projectId: null,
    projectName: null,
    clientVisible: false,
  }) as NewActivity;

/**
 * Adds one entry to the append-only `activity` log within `writer`, worded for the agency as its `summary`
 * (activity-sentences.ts). It is created, never set: an id that is taken fails the write (and so the batch or
 * transaction), so nothing ever replaces an entry. `id` names the entry for callers that may run twice for the
 * same event (a retried trigger): they check `activityExists` first, or catch `isAlreadyExists`, and treat an
 * entry already there as already done. Otherwise it gets a fresh id.
 */
export function recordActivity(writer: Writer, entry: NewActivity, id?: string): RecordedActivity {
  const ref = activityRef(id);
  const worded = withSummary(entry) as ActivityEntry;
  writer.create(ref, { ...worded, createdAt: FieldValue.serverTimestamp() });
  return { ...worded, id: ref.id };
}

/** Whether the entry `id` is in the log already (read in `transaction`, before its writes, if given). */
export async function activityExists(id: string, transaction?: Transaction): Promise<boolean> {
  const ref = activityRef(id);
  return (transaction ? await transaction.get(ref) : await ref.get()).exists;
}

/** Whether a write failed because its document already exists (gRPC ALREADY_EXISTS). */
export const isAlreadyExists = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 6;
