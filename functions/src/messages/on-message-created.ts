import { FieldValue, type Timestamp, type UpdateData } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';

import { COUNTED_IDS_KEPT, MESSAGE_MAIL_INTERVAL_MS, previewOf, REMOVED_MESSAGE_TEXT } from '@agency/common';

import { AGENCY_NAME, agencyNotifyEmail } from '../config';
import {
  activityExists,
  type Actor,
  clientActor,
  clientNameOf,
  personName,
  projectNameOf,
  recordActivity,
} from '../lib/activity';
import { adminAuth, db } from '../lib/admin';
import { clientRef, type StoredClientProfile } from '../lib/firestore/clients';
import { fileRef } from '../lib/firestore/files';
import { mailRef } from '../lib/firestore/mail';
import {
  MESSAGE_DOCUMENT_PATH,
  messageRef,
  type StoredMessage,
  type StoredThread,
  threadRef,
} from '../lib/firestore/threads';

import { agencyMessageMail, clientMessageMail } from './message-mail';

/**
 * Keeps a thread in step with each new message, in one transaction (docs/decisions/015-messages.md): the other
 * side's unread count (unless they marked the thread read since: it showed in their open conversation), the
 * preview, last-message time and sender (only when the message is the newest, so triggers finishing out of order
 * never show an older preview), `conversation_started` for the thread's first message, and at most one email per
 * thread per MESSAGE_MAIL_INTERVAL_MS to the other side (the agency always; a client who asked for instant mail; a
 * client who chose the daily digest finds the conversation in it). The message keeps only the `fileIds` that name
 * ready files of the thread's client (firestore.rules only limit them): any other id is dropped, so a message never
 * points at someone else's file or at one still uploading.
 *
 * A transaction, because a burst of messages means a burst of triggers on one thread: they queue for it instead
 * of failing each other's writes. Everything that needs no lock (the client's profile, an administrator's name)
 * is read before it, so the thread is held only for the counting. The thread keeps the ids it counted last, so a
 * retried trigger counts a message once without writing to the message (which would wake onMessageUpdated).
 */
// Retried on failure (deployed; the emulator runs each event once): the counted ids make a retry count once.
export const onMessageCreated = onDocumentCreated({ document: MESSAGE_DOCUMENT_PATH, retry: true }, async (event) => {
  const { threadId, messageId } = event.params;
  const created = event.data?.data() as StoredMessage | undefined;
  // Written with its thread already in step (the seed, tests), or nothing to count.
  if (!created || created.countedAt) return;
  const thread = threadRef(threadId);
  const message = messageRef(threadId, messageId);
  const fromClient = created.senderRole === 'client';

  const known = (await thread.get()).data();
  if (!known) return;
  const profile = (await clientRef(known.clientId).get()).data();
  // Only a thread's first message is logged: its sender, and the names the entry copies.
  const first = known.lastMessageAt
    ? undefined
    : {
        sender: fromClient
          ? clientActor(created.senderId, profile)
          : ({ actor: created.senderId, actorName: await adminName(created.senderId), actorRole: 'admin' } as Actor),
        projectName: await projectNameOf(known.projectId),
      };
  const startedId = `conversation-${threadId}`;
  const attachable = await readyFilesOf(known.clientId, created.fileIds ?? []);

  await db.runTransaction(async (transaction) => {
    const [snapshot, current, startLogged] = await Promise.all([
      transaction.get(thread),
      transaction.get(message),
      // A redelivered first message finds its entry written (checked only while the thread has none).
      first ? activityExists(startedId, transaction) : false,
    ]);
    const before = snapshot.data();
    if (!before || before.countedMessageIds?.includes(messageId)) return;
    const data = current.data() ?? created;
    const fileIds = data.fileIds ?? [];
    const kept = [...new Set(fileIds.filter((id) => attachable.has(id)))];
    if (current.exists && kept.length !== fileIds.length) transaction.update(message, { fileIds: kept });
    // A message removed before it was counted never lends its text to the preview or a mail.
    const preview = data.removed ? REMOVED_MESSAGE_TEXT : previewOf(data.body);
    const now = Date.now();

    // The other side may have read it already, in the conversation open when it arrived: their mark is later.
    const readAt = fromClient ? before.agencyReadAt : before.clientReadAt;
    const update: UpdateData<StoredThread> = {
      countedMessageIds: [...(before.countedMessageIds ?? []), messageId].slice(-COUNTED_IDS_KEPT),
    };
    if (!readAt || isBefore(readAt, data.createdAt)) {
      update[fromClient ? 'unreadForAgency' : 'unreadForClient'] = FieldValue.increment(1);
    }
    if (!before.lastMessageAt || !isBefore(data.createdAt, before.lastMessageAt)) {
      Object.assign(update, {
        lastMessageAt: data.createdAt,
        lastMessageId: messageId,
        lastMessagePreview: preview,
        lastSenderRole: data.senderRole,
      });
    }

    const about = { threadId, subject: before.subject, preview };
    // Named by thread and message: a client may pick a message id (of the SDK's form) that another thread has.
    const mailId = `message-${threadId}-${messageId}`;
    if (!data.removed && fromClient && due(before.agencyNotifiedAt, now)) {
      const client = {
        name: clientName(profile),
        businessName: profile?.businessName ?? '',
        email: profile?.email ?? '',
      };
      transaction.set(mailRef(mailId), agencyMessageMail(agencyNotifyEmail.value(), client, about));
      update.agencyNotifiedAt = FieldValue.serverTimestamp();
    }
    if (!data.removed && !fromClient && instantMailFor(profile) && due(before.clientNotifiedAt, now)) {
      transaction.set(
        mailRef(mailId),
        clientMessageMail(profile!.email, clientName(profile), agencyNotifyEmail.value(), about),
      );
      update.clientNotifiedAt = FieldValue.serverTimestamp();
    }

    if (!before.lastMessageAt && !startLogged) {
      // The thread's first message; the entry's id keeps it to one entry whatever happens.
      const sender: Actor =
        first?.sender ??
        (fromClient
          ? clientActor(data.senderId, profile)
          : { actor: data.senderId, actorName: AGENCY_NAME, actorRole: 'admin' });
      recordActivity(
        transaction,
        {
          type: 'conversation_started',
          ...sender,
          subjectUid: before.clientId,
          clientId: before.clientId,
          clientName: clientNameOf(profile),
          projectId: before.projectId,
          projectName: first?.projectName ?? null,
          clientVisible: true,
          details: { threadId, subject: before.subject },
        },
        startedId,
      );
    }

    transaction.update(thread, update);
  });
});

/** Which of `fileIds` name ready files of `clientId`'s (read before the transaction: files change only by functions). */
async function readyFilesOf(clientId: string, fileIds: unknown[]): Promise<Set<string>> {
  const ids = [...new Set(fileIds.filter((id): id is string => typeof id === 'string' && isDocumentId(id)))];
  if (!ids.length) return new Set();
  const files = await db.getAll(...ids.map((id) => fileRef(id)));
  return new Set(
    files.filter((file) => file.data()?.ready === true && file.data()?.clientId === clientId).map((file) => file.id),
  );
}

/** An id `doc()` accepts as one document (not a path, not reserved), as the SDKs make them. */
const isDocumentId = (id: string) => /^[A-Za-z0-9_-]{1,128}$/.test(id) && !/^__.*__$/.test(id);

/** Whether `a` is strictly earlier than `b`, to the nanosecond. */
const isBefore = (a: Timestamp, b: Timestamp) =>
  a.seconds < b.seconds || (a.seconds === b.seconds && a.nanoseconds < b.nanoseconds);

/** Whether a side last emailed at `notifiedAt` may be emailed again now. */
const due = (notifiedAt: Timestamp | null, now: number) =>
  !notifiedAt || now - notifiedAt.toMillis() >= MESSAGE_MAIL_INTERVAL_MS;

/** A client who asked for an email per update and can still receive one. */
const instantMailFor = (profile: StoredClientProfile | undefined) =>
  Boolean(profile?.email && profile.notificationPreference === 'instant' && profile.status !== 'disabled');

const clientName = (profile: StoredClientProfile | undefined) => profile?.name || profile?.email || 'A client';

/** An administrator as activity names them, else the agency. */
async function adminName(uid: string): Promise<string> {
  const user = await adminAuth.getUser(uid).catch(() => undefined);
  return user ? personName(user) : AGENCY_NAME;
}
