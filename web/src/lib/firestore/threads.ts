import {
  collection,
  collectionGroup,
  doc,
  type DocumentData,
  documentId,
  type Firestore,
  getAggregateFromServer,
  increment,
  limit,
  orderBy,
  query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  serverTimestamp,
  startAfter,
  sum,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { createContext, use, useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';

import {
  COLLECTIONS,
  MESSAGE_LIMITS,
  type MessageDocument,
  type ModerationDocument,
  SENDER_ROLES,
  type SenderRole,
  THREAD_SUBCOLLECTIONS,
  type ThreadDocument,
} from '@agency/common';

import { signatureOf, useServerCount } from './counts';
import { type FailurePolicy, fromQuery, useLiveDocument, useLiveRows } from './live';
import { count, flag, list, maybeText, oneOf, readConverter, readSnapshot, type Shape, text, time } from './read';

/** A thread as the web reads it. Functions create threads; people only mark them read. */
export interface Thread extends ThreadDocument<Date | null> {
  id: string;
}

/** A message as the web reads it: `pending` while this tab's own write has not reached the server yet. */
export interface Message extends MessageDocument<Date | null> {
  id: string;
  pending: boolean;
}

export interface Moderation extends ModerationDocument<Date | null> {
  id: string;
}

const WRITTEN_BY = 'Threads are created by functions; messages are written by sendMessage.';

/** How a stored thread reads: its times, and what a thread from before a field existed lacks. */
export const THREAD_SHAPE: Shape<Thread> = {
  id: 'id',
  estimate: true,
  fields: {
    projectId: maybeText,
    subject: text(),
    lastMessageAt: time(),
    lastMessageId: maybeText,
    lastMessagePreview: text(),
    lastSenderRole: oneOf(SENDER_ROLES, null),
    unreadForClient: count(),
    unreadForAgency: count(),
    clientReadAt: time(),
    agencyReadAt: time(),
    agencyNotifiedAt: time(),
    clientNotifiedAt: time(),
    countedMessageIds: list(),
    createdAt: time(),
  },
};

// A message this tab has just sent has no server time yet: its estimate keeps it in place at the bottom.
/** How a stored message reads; `pending` while this tab's own write has not reached the server yet. */
export const MESSAGE_SHAPE: Shape<Message> = {
  id: 'id',
  estimate: true,
  fields: {
    body: text(),
    createdAt: time(),
    fileIds: list(),
    removed: flag,
    removedAt: time(undefined),
    countedAt: time(undefined),
  },
  fromSnapshot: (snapshot) => ({ pending: snapshot.metadata.hasPendingWrites }),
};

/** Reads one message from a snapshot (kept as a function: the conversation reads snapshot metadata too). */
export const messageOf = (snapshot: QueryDocumentSnapshot<DocumentData>): Message =>
  readSnapshot(MESSAGE_SHAPE, snapshot);

export const MODERATION_SHAPE: Shape<Moderation> = { id: 'id', fields: { body: text(), removedAt: time() } };

const threadConverter = readConverter(THREAD_SHAPE, WRITTEN_BY);
const moderationConverter = readConverter(MODERATION_SHAPE, WRITTEN_BY);

export const threadsCollection = (db: Firestore) => collection(db, COLLECTIONS.threads).withConverter(threadConverter);
const messages = (db: Firestore, threadId: string) =>
  collection(db, COLLECTIONS.threads, threadId, THREAD_SUBCOLLECTIONS.messages);

export const threadRef = (db: Firestore, id: string) => doc(db, COLLECTIONS.threads, id).withConverter(threadConverter);

/**
 * A client's own conversations (firestore.rules let a client list only a query that asks for their own), the latest
 * message first, `max` of them; those nobody has written in yet (no message to read) come after every other.
 */
export const ownThreadsQuery = (db: Firestore, clientId: string, max: number) =>
  query(threadsCollection(db), where('clientId', '==', clientId), orderBy('lastMessageAt', 'desc'), limit(max));

/** How many of a client's conversations with unread messages are read for the badge and "What needs you". */
export const UNREAD_THREADS_READ = 50;

/** A client's conversations with messages they have not read, UNREAD_THREADS_READ at most. */
export const unreadThreadsQuery = (db: Firestore, clientId: string) =>
  query(
    threadsCollection(db),
    where('clientId', '==', clientId),
    where('unreadForClient', '>', 0),
    limit(UNREAD_THREADS_READ),
  );

/** All of a client's conversations with unread messages: only ever summed by the server, past the read above. */
export const unreadTotalQuery = (db: Firestore, clientId: string) =>
  query(threadsCollection(db), where('clientId', '==', clientId), where('unreadForClient', '>', 0));

/**
 * A client's conversation about one project, if it has been started: one at most (openThread makes it once, under
 * an id of the project's), so the limit only says so.
 */
export const projectThreadsQuery = (db: Firestore, clientId: string, projectId: string) =>
  query(threadsCollection(db), where('clientId', '==', clientId), where('projectId', '==', projectId), limit(1));

export interface InboxFilter {
  /** Only these clients' threads (at most 30: Firestore's `in` limit); null for every client. */
  clientIds: string[] | null;
  unreadOnly: boolean;
}

/**
 * The agency's inbox, newest activity first, `max` at a time (administrators only). "Unread only" across every
 * client asks for the unread threads themselves (there are few; the page sorts them); with clients named, the
 * page keeps the unread ones of their threads.
 */
export function inboxQuery(db: Firestore, filter: InboxFilter, max: number) {
  if (filter.clientIds) {
    return query(
      threadsCollection(db),
      where('clientId', 'in', filter.clientIds),
      orderBy('lastMessageAt', 'desc'),
      limit(max),
    );
  }
  if (filter.unreadOnly) return query(threadsCollection(db), where('unreadForAgency', '>', 0), limit(max));
  return query(threadsCollection(db), orderBy('lastMessageAt', 'desc'), limit(max));
}

/**
 * The threads nobody has written in yet, newest first (administrators only): the inbox's main query orders by the
 * last message, where they come last, so past its first page they would never show.
 */
export function unstartedThreadsQuery(db: Firestore, clientIds: string[] | null, max: number) {
  const narrowed = clientIds ? [where('clientId', 'in', clientIds)] : [];
  return query(
    threadsCollection(db),
    ...narrowed,
    where('lastMessageAt', '==', null),
    orderBy('createdAt', 'desc'),
    limit(max),
  );
}

/** Up to 30 threads by id (Firestore's `in` limit; administrators only). */
export const threadsByIdQuery = (db: Firestore, ids: readonly string[]) =>
  query(threadsCollection(db), where(documentId(), 'in', ids.slice(0, 30)));

/** A message read across every thread, with the thread it is in. */
export interface Arrival extends Message {
  threadId: string;
}

const arrivalConverter = readConverter<Arrival>(
  {
    ...(MESSAGE_SHAPE as Shape<Arrival>),
    fromSnapshot: (snapshot) => ({
      pending: snapshot.metadata.hasPendingWrites,
      threadId: snapshot.ref.parent.parent?.id ?? '',
    }),
  },
  WRITTEN_BY,
);

/** How many of the newest messages the inbox listens to, across every thread. */
export const ARRIVALS_HEARD = 20;

/**
 * The newest messages in every thread (administrators only: a collection group query, which firestore.rules allow
 * them alone). The inbox shows a message from these the moment it is written, rather than once onMessageCreated
 * has copied it to its thread (docs/decisions/015-messages.md).
 */
export const newestArrivalsQuery = (db: Firestore) =>
  query(
    collectionGroup(db, THREAD_SUBCOLLECTIONS.messages).withConverter(arrivalConverter),
    orderBy('createdAt', 'desc'),
    limit(ARRIVALS_HEARD),
  );

/** Threads whose last message is the client's: waiting for the agency's reply (administrators only), to count. */
export const waitingCountQuery = (db: Firestore) =>
  query(threadsCollection(db), where('lastSenderRole', '==', 'client'));

/** A thread's newest page of messages, newest first. */
export const newestMessagesQuery = (db: Firestore, threadId: string) =>
  query(messages(db, threadId), orderBy('createdAt', 'desc'), limit(MESSAGE_LIMITS.page));

/** The page of messages before `oldest`, newest first. */
export const olderMessagesQuery = (db: Firestore, threadId: string, oldest: QueryDocumentSnapshot) =>
  query(messages(db, threadId), orderBy('createdAt', 'desc'), startAfter(oldest), limit(MESSAGE_LIMITS.page));

/**
 * What one removed message said (administrators only), under the message's own id: read by each removed message the
 * conversation shows, so a thread's removals are never read whole.
 */
export const moderationRef = (db: Firestore, threadId: string, messageId: string) =>
  doc(db, COLLECTIONS.threads, threadId, THREAD_SUBCOLLECTIONS.moderation, messageId).withConverter(
    moderationConverter,
  );

export interface Outgoing {
  id: string;
  /** Settles when the server has the message, or rejects when it refused it (the rules said no). */
  written: Promise<void>;
}

/**
 * Sends a message as `senderRole`, with the files it attaches (ready files of the thread's client: a function drops
 * any other id). The message shows in the conversation at once (Firestore's own local write,
 * `pending` until the server has it); its id is fixed before the write, so the conversation can match a failure
 * to the message it shows.
 */
export function sendMessage(
  db: Firestore,
  threadId: string,
  sender: { uid: string; role: SenderRole },
  body: string,
  fileIds: readonly string[] = [],
): Outgoing {
  const ref = doc(messages(db, threadId));
  const batch = writeBatch(db);
  batch.set(ref, {
    senderId: sender.uid,
    senderRole: sender.role,
    body,
    createdAt: serverTimestamp(),
    fileIds: [...fileIds],
    removed: false,
  });
  // A client's message counts itself against their day's limit, in the same batch (firestore.rules require it).
  // A client's business is their own uid (clients/{uid}).
  if (sender.role === 'client') {
    batch.set(
      doc(db, COLLECTIONS.usage, sender.uid),
      { messagesToday: increment(1), lastMessage: `${threadId}/${ref.id}` },
      { merge: true },
    );
  }
  return { id: ref.id, written: batch.commit() };
}

/** Marks a thread read by one side: its unread count back to 0, its read time now (the other side's "Seen"). */
export function markThreadRead(db: Firestore, threadId: string, side: SenderRole): Promise<void> {
  const ref = doc(db, COLLECTIONS.threads, threadId);
  return side === 'client'
    ? updateDoc(ref, { unreadForClient: 0, clientReadAt: serverTimestamp() })
    : updateDoc(ref, { unreadForAgency: 0, agencyReadAt: serverTimestamp() });
}

/** An administrator removes a message: the client then sees "This message was removed"; functions log it. */
export function removeMessage(db: Firestore, threadId: string, messageId: string, adminUid: string): Promise<void> {
  return updateDoc(doc(messages(db, threadId), messageId), {
    removed: true,
    removedBy: adminUid,
    removedAt: serverTimestamp(),
  });
}

/** A client's `max` latest conversations, live; the rows shown stay while a longer list comes. */
export const useOwnThreads = <P extends FailurePolicy>(clientId: string, max: number, policy: P) =>
  useLiveRows(ownThreadsQuery(useFirestore(), clientId, max), policy, 'own');

/** A client's conversations with unread messages (UNREAD_THREADS_READ at most), live. */
export const useUnreadThreads = <P extends FailurePolicy>(clientId: string, policy: P) =>
  useLiveRows(unreadThreadsQuery(useFirestore(), clientId), policy);

/** A client's conversation about one project (none or one), live. */
export const useProjectThreads = <P extends FailurePolicy>(clientId: string, projectId: string, policy: P) =>
  useLiveRows(projectThreadsQuery(useFirestore(), clientId, projectId), policy);

/** One thread, live. */
export const useThread = <P extends FailurePolicy>(id: string, policy: P) =>
  useLiveDocument(threadRef(useFirestore(), id), policy);

/** The agency's inbox, `max` at a time, live; the rows shown stay while a longer page of the same filter comes. */
export const useInbox = <P extends FailurePolicy>(filter: InboxFilter, max: number, policy: P) =>
  useLiveRows(inboxQuery(useFirestore(), filter, max), policy, JSON.stringify(filter));

/** The threads nobody has written in yet, live (none asked for while `clientIds` is false: "unread only"). */
export function useUnstartedThreads<P extends FailurePolicy>(
  clientIds: string[] | null | false,
  max: number,
  policy: P,
) {
  const db = useFirestore();
  return useLiveRows(clientIds === false ? null : unstartedThreadsQuery(db, clientIds, max), policy);
}

/** Threads by id, live (none asked for while `ids` is empty). */
export function useThreadsById<P extends FailurePolicy>(ids: readonly string[], policy: P) {
  const db = useFirestore();
  return useLiveRows(ids.length ? threadsByIdQuery(db, ids) : null, policy);
}

/** The newest messages in every thread, live (administrators only). */
export const useNewestArrivals = <P extends FailurePolicy>(policy: P) =>
  useLiveRows(newestArrivalsQuery(useFirestore()), policy);

/** What one removed message said, live (administrators only). */
export const useRemovedMessage = <P extends FailurePolicy>(threadId: string, messageId: string, policy: P) =>
  useLiveDocument(moderationRef(useFirestore(), threadId, messageId), policy);

/**
 * The client's unread messages across their conversations, for the navigation's badge: quiet (a refused or failed
 * read counts as none, so the frame of every page never breaks for a badge).
 */
export function useUnreadCount(clientId: string | null): number {
  const db = useFirestore();
  const live = useLiveRows(clientId ? unreadThreadsQuery(db, clientId) : null, 'quiet');
  const rows = live.status === 'ready' ? live.data : [];
  const read = rows.reduce((total, thread) => total + thread.unreadForClient, 0);
  // Past the threads read, the server sums them all, asked again whenever the threads read change.
  const full = rows.length === UNREAD_THREADS_READ;
  const asked = rows.map((thread) => `${thread.id}:${thread.unreadForClient}`).join();
  const [summed, setSummed] = useState<{ asked: string; total: number } | null>(null);
  useEffect(() => {
    if (!full || !clientId) return undefined;
    let current = true;
    getAggregateFromServer(unreadTotalQuery(db, clientId), { unread: sum('unreadForClient') }).then(
      (answer) => current && setSummed({ asked, total: answer.data().unread }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [db, clientId, full, asked]);
  return full && summed?.asked === asked ? Math.max(summed.total, read) : read;
}

/**
 * The thread written in last, live: any message anywhere moves it (a client's new one, or the agency's reply to
 * any thread), which is when the number waiting for a reply may have changed. Null until it has arrived: a count
 * asked before would only be asked again once it came, beside the page's own first reads.
 */
export function useLatestThreadSignature(): string | null {
  const live = useLiveRows(inboxQuery(useFirestore(), { clientIds: null, unreadOnly: false }, 1), 'quiet');
  return live.status === 'ready' ? signatureOf(live.data, (thread) => thread.lastMessageAt?.getTime()) : null;
}

/**
 * How many conversations wait for the agency's reply, counted by the server once the latest thread is known and
 * again whenever any thread is written in (quiet, as above): no thread is read for it but the latest. Null until
 * counted.
 */
export function useWaitingTotal(): number | null {
  const changed = useLatestThreadSignature();
  const db = useFirestore();
  return useServerCount(changed === null ? null : waitingCountQuery(db), 'waiting', changed ?? '');
}

/**
 * The admin shell's count of waiting conversations (its navigation badge), for the pages inside it: one count for
 * the badge and a page that shows the same number (the dashboard's Needs attention), not one each. Null outside the
 * shell, and until counted.
 */
export const WaitingTotal = createContext<number | null>(null);

/** The admin shell's waiting conversations (WaitingTotal): null until counted, or outside the shell. */
export const useShellWaitingTotal = (): number | null => use(WaitingTotal);

/**
 * A thread's newest page of messages, each snapshot as it comes, metadata changes included (a pending message
 * reaching the server): the conversation keeps every message it has seen, which a window of rows cannot.
 */
export function listenToNewestMessages(
  db: Firestore,
  threadId: string,
  next: (snapshot: QuerySnapshot) => void,
  fail: (error: unknown) => void,
): () => void {
  return fromQuery(newestMessagesQuery(db, threadId), (snapshot) => snapshot, true).listen(next, fail);
}
