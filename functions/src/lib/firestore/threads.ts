import type { Timestamp } from 'firebase-admin/firestore';

import {
  COLLECTIONS,
  type MessageDocument,
  type ModerationDocument,
  THREAD_SUBCOLLECTIONS,
  type ThreadDocument,
} from '@agency/common';

import { db } from '../admin';

import { typed } from './typed';

export type StoredThread = ThreadDocument<Timestamp>;
export type StoredMessage = MessageDocument<Timestamp>;
export type StoredModeration = ModerationDocument<Timestamp>;

/** Where `onMessageCreated` and `onMessageUpdated` listen: every message of every thread. */
export const MESSAGE_DOCUMENT_PATH =
  `${COLLECTIONS.threads}/{threadId}/${THREAD_SUBCOLLECTIONS.messages}/{messageId}` as const;

const threads = () => db.collection(COLLECTIONS.threads).withConverter(typed<StoredThread>());

/** `threads/{id}`: one conversation between a client and the agency (ids from generalThreadId/projectThreadId). */
export const threadRef = (id: string) => threads().doc(id);

/** `threads/{threadId}/messages/{messageId}`. */
export const messageRef = (threadId: string, messageId: string) =>
  db
    .collection(COLLECTIONS.threads)
    .doc(threadId)
    .collection(THREAD_SUBCOLLECTIONS.messages)
    .doc(messageId)
    .withConverter(typed<StoredMessage>());

/** `threads/{threadId}/moderation/{messageId}`: a removed message's text, which only administrators read. */
export const moderationRef = (threadId: string, messageId: string) =>
  db
    .collection(COLLECTIONS.threads)
    .doc(threadId)
    .collection(THREAD_SUBCOLLECTIONS.moderation)
    .doc(messageId)
    .withConverter(typed<StoredModeration>());

/**
 * A client's threads whose last message came from `start` (inclusive) to `end`, newest first: the daily digest
 * keeps those the client has not read (the unread count is filtered by the caller, so the query needs only the
 * index on clientId and lastMessageAt that the client's inbox uses too).
 */
export const clientThreadsActiveBetween = (clientId: string, start: Date, end: Date) =>
  threads()
    .where('clientId', '==', clientId)
    .where('lastMessageAt', '>=', start)
    .where('lastMessageAt', '<', end)
    .orderBy('lastMessageAt', 'desc');
