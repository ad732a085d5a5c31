import { randomUUID } from 'node:crypto';

import { FieldValue, type Timestamp } from 'firebase-admin/firestore';

import {
  COLLECTIONS,
  type MailDocument,
  type NotificationPreference,
  type OpenThreadResult,
  type SenderRole,
  THREAD_SUBCOLLECTIONS,
} from '@agency/common';

import { message, PEOPLE, project } from '../../support/factories';
import { db } from '../../support/firestore-admin';

import type { TestAccount } from './accounts';
import { callCallable } from './callables';
import { newClient } from './cast';

const threadIds = new Set<string>();
const projectIds = new Set<string>();
const mailIds = new Set<string>();

export const openThread = async (data: unknown, idToken?: string) => {
  const answer = await callCallable<OpenThreadResult>('openThread', data, idToken);
  if (answer.result) threadIds.add(answer.result.threadId);
  return answer;
};

/** Remembers a thread a function made some other way (onboarding), so `removeTestThreads` deletes it too. */
export const trackThread = (threadId: string) => threadIds.add(threadId);

/** A client account with a profile, as onboarding leaves one (but with the given mail preference). */
export const clientWithProfile = (
  name: string,
  notificationPreference: NotificationPreference = 'instant',
  businessName = PEOPLE.alice.businessName,
): Promise<TestAccount> => newClient({ name, notificationPreference, businessName });

/** A project of `clientId`'s, written straight in. */
export async function projectOf(clientId: string, name: string): Promise<string> {
  const ref = db.collection(COLLECTIONS.projects).doc();
  await ref.set(project({ clientId, name }));
  projectIds.add(ref.id);
  return ref.id;
}

export const threadRef = (threadId: string) => db.collection(COLLECTIONS.threads).doc(threadId);
export const messagesRef = (threadId: string) => threadRef(threadId).collection(THREAD_SUBCOLLECTIONS.messages);
export const threadOf = async (threadId: string) => (await threadRef(threadId).get()).data();

/**
 * A message written as the composer writes it (the fields firestore.rules allow), through the Admin SDK: for tests
 * of the functions that follow messages. `at` stands in for the request time; the server's time otherwise.
 */
export async function sendAs(
  threadId: string,
  sender: { uid: string; role: SenderRole },
  body: string,
  { at, countedAt }: { at?: Date; countedAt?: Date } = {},
): Promise<string> {
  const ref = messagesRef(threadId).doc();
  mailIds.add(`message-${threadId}-${ref.id}`);
  await ref.set({
    ...message({ senderId: sender.uid, senderRole: sender.role, body, ...(countedAt ? { countedAt } : {}) }),
    createdAt: at ?? FieldValue.serverTimestamp(),
  });
  return ref.id;
}

/** The mails queued about these messages of a thread (ids `message-<threadId>-<messageId>`). */
export async function messageMails(threadId: string, messageIds: string[]) {
  const snapshots = await Promise.all(
    messageIds.map((id) => db.collection(COLLECTIONS.mail).doc(`message-${threadId}-${id}`).get()),
  );
  return snapshots
    .filter((snapshot) => snapshot.exists)
    .map((snapshot) => ({ id: snapshot.id, ...(snapshot.data() as MailDocument<Timestamp>) }));
}

/** Remembers a mail a test caused under another id (a digest), so `removeTestThreads` deletes it. */
export const trackMail = (id: string) => mailIds.add(id);

/** A unique word to find one test's messages by. */
export const marker = () => randomUUID().slice(0, 8);

/** Deletes the threads (with their messages and moderation), projects and mails the tests made. */
export async function removeTestThreads(): Promise<void> {
  await Promise.all([...threadIds].map((id) => db.recursiveDelete(threadRef(id))));
  const batch = db.batch();
  for (const id of projectIds) batch.delete(db.collection(COLLECTIONS.projects).doc(id));
  for (const id of mailIds) batch.delete(db.collection(COLLECTIONS.mail).doc(id));
  await batch.commit();
  threadIds.clear();
  projectIds.clear();
  mailIds.clear();
}
