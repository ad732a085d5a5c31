import { FieldValue, type Timestamp, type UpdateData } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';

import { MESSAGE_MAIL_INTERVAL_MS, previewOf, REMOVED_MESSAGE_TEXT } from '@agency/common';

import { AGENCY_NAME, agencyNotifyEmail } from '../config';
import { personName, recordActivity } from '../lib/activity';
import { adminAuth, db } from '../lib/admin';
import { clientRef, type StoredClientProfile } from '../lib/firestore/clients';
import { mailRef } from '../lib/firestore/mail';
import { MESSAGE_DOCUMENT_PATH, messageRef, type StoredThread, threadRef } from '../lib/firestore/threads';

import { agencyMessageMail, clientMessageMail } from './message-mail';

/**
 * Keeps a thread in step with each new message, in one transaction (docs/decisions/015-messages.md): the other
 * side's unread count, the preview, last-message time and sender (only when the message is the newest, so triggers
 * finishing out of order never show an older preview), `countedAt` on the message so a retried trigger counts it
 * once, `conversation_started` for the thread's first message, and at most one email per thread per
 * MESSAGE_MAIL_INTERVAL_MS to the other side (the agency always; a client who asked for instant mail; a client who
 * chose the daily digest finds the conversation in it). The mail is queued with the time it was sent, so a burst
 * of messages is one email.
 */
export const onMessageCreated = onDocumentCreated(MESSAGE_DOCUMENT_PATH, async (event) => {
  const { threadId, messageId } = event.params;
  const message = messageRef(threadId, messageId);
  const thread = threadRef(threadId);
  let senderName: string | undefined;

  await db.runTransaction(async (transaction) => {
    const [threadSnapshot, messageSnapshot] = await Promise.all([transaction.get(thread), transaction.get(message)]);
    const before = threadSnapshot.data();
    const data = messageSnapshot.data();
    // Counted already (a retry, or the seed's messages), or nothing to count into.
    if (!before || !data || data.countedAt) return;
    const profile = (await transaction.get(clientRef(before.clientId))).data();
    const fromClient = data.senderRole === 'client';
    // A message removed before it was counted never lends its text to the preview or a mail.
    const preview = data.removed ? REMOVED_MESSAGE_TEXT : previewOf(data.body);
    const now = Date.now();

    const update: UpdateData<StoredThread> = {
      [fromClient ? 'unreadForAgency' : 'unreadForClient']: FieldValue.increment(1),
    };
    if (!before.lastMessageAt || !isBefore(data.createdAt, before.lastMessageAt)) {
      Object.assign(update, {
        lastMessageAt: data.createdAt,
        lastMessageId: messageId,
        lastMessagePreview: preview,
        lastSenderRole: data.senderRole,
      });
    }

    const about = { threadId, subject: before.subject, preview };
    if (!data.removed && fromClient && due(before.agencyNotifiedAt, now)) {
      const client = {
        name: clientName(profile),
        businessName: profile?.businessName ?? '',
        email: profile?.email ?? '',
      };
      transaction.set(mailRef(`message-${messageId}`), agencyMessageMail(agencyNotifyEmail.value(), client, about));
      update.agencyNotifiedAt = FieldValue.serverTimestamp();
    }
    if (!data.removed && !fromClient && instantMailFor(profile) && due(before.clientNotifiedAt, now)) {
      transaction.set(
        mailRef(`message-${messageId}`),
        clientMessageMail(profile!.email, clientName(profile), agencyNotifyEmail.value(), about),
      );
      update.clientNotifiedAt = FieldValue.serverTimestamp();
    }

    if (!before.lastMessageAt) {
      // The thread's first message, whichever trigger counts first; the id keeps it to one entry even so.
      senderName ??= fromClient ? clientName(profile) : await adminName(data.senderId);
      recordActivity(
        transaction,
        {
          type: 'conversation_started',
          actor: data.senderId,
          subjectUid: before.clientId,
          clientId: before.clientId,
          projectId: before.projectId,
          clientVisible: true,
          summary: `${senderName} started a conversation: “${before.subject}”.`,
          details: { threadId },
        },
        `conversation-${threadId}`,
      );
    }

    transaction.update(thread, update);
    transaction.update(message, { countedAt: FieldValue.serverTimestamp() });
  });
});

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
