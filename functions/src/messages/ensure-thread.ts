import { FieldValue, type Transaction } from 'firebase-admin/firestore';

import {
  type ClientNames,
  emptyThread,
  GENERAL_THREAD_SUBJECT,
  generalThreadId,
  projectThreadId,
} from '@agency/common';

import { clientNamesFor } from '../lib/client-names';
import { threadRef } from '../lib/firestore/threads';

/** What a conversation is about: a client's general one, or one project's (whose name becomes the subject). */
export type ThreadAbout = { clientId: string } & ({ projectId: null } | { projectId: string; projectName: string });

/** The thread's id, fixed by what it is about, so opening it twice never makes two (docs/decisions/015). */
export const threadIdOf = (about: ThreadAbout) =>
  about.projectId ? projectThreadId(about.projectId) : generalThreadId(about.clientId);

/**
 * Within `transaction`: the thread `about` is, created with every field of a thread that has no messages yet if it
 * does not exist, and its client's names (docs/decisions/032): `names` where the caller writes the profile in this
 * very transaction (onboarding), else the profile as the transaction reads it. Its reads come first, so a caller
 * may still call this before its own writes. Returns the thread's id and whether this call created it.
 */
export async function ensureThread(
  transaction: Transaction,
  about: ThreadAbout,
  names?: ClientNames,
): Promise<{ threadId: string; created: boolean }> {
  const threadId = threadIdOf(about);
  const ref = threadRef(threadId);
  if ((await transaction.get(ref)).exists) return { threadId, created: false };
  const copied = names ?? (await clientNamesFor(about.clientId, transaction));
  transaction.create(ref, {
    ...emptyThread(about.clientId, about.projectId, about.projectId ? about.projectName : GENERAL_THREAD_SUBJECT),
    ...copied,
    createdAt: FieldValue.serverTimestamp(),
  });
  return { threadId, created: true };
}
