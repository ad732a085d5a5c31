import { onDocumentUpdated } from 'firebase-functions/v2/firestore';

import { REMOVED_MESSAGE_TEXT } from '@agency/common';

import { clientNameOf, personName, projectNameOf, recordActivity, SYSTEM_ACTOR } from '../lib/activity';
import { adminAuth, db } from '../lib/admin';
import { clientRef } from '../lib/firestore/clients';
import { MESSAGE_DOCUMENT_PATH, messageRef, moderationRef, threadRef } from '../lib/firestore/threads';

/**
 * When an administrator removes a message (firestore.rules let them set `removed`, `removedBy` and `removedAt`,
 * nothing else), in one transaction: its text moves to `moderation/{messageId}`, which only administrators read,
 * the client's copy is blanked, the thread's preview no longer shows it, and the removal is logged with who did it
 * (docs/decisions/015-messages.md). All of it commits together, so a moderation document means the rest is done:
 * a retried trigger, or the update that blanks the text, stops there.
 */
// Retried on failure (deployed): a moderation document means a removal is done, so a retry stops there.
export const onMessageUpdated = onDocumentUpdated({ document: MESSAGE_DOCUMENT_PATH, retry: true }, async (event) => {
  const wasRemoved = event.data?.before.get('removed') === true;
  const isRemoved = event.data?.after.get('removed') === true;
  if (wasRemoved || !isRemoved) return;
  const { threadId, messageId } = event.params;
  const message = messageRef(threadId, messageId);
  const moderation = moderationRef(threadId, messageId);
  const thread = threadRef(threadId);
  let removerName: string | undefined;

  await db.runTransaction(async (transaction) => {
    const [messageSnapshot, moderationSnapshot, threadSnapshot] = await Promise.all([
      transaction.get(message),
      transaction.get(moderation),
      transaction.get(thread),
    ]);
    const data = messageSnapshot.data();
    if (!data?.removed || moderationSnapshot.exists) return;
    const about = threadSnapshot.data();
    const removedBy = data.removedBy ?? 'system';
    const [profile, projectName] = about
      ? await Promise.all([
          transaction.get(clientRef(about.clientId)).then((snapshot) => snapshot.data()),
          projectNameOf(about.projectId, transaction),
        ])
      : [undefined, null];
    removerName ??= await adminName(removedBy);

    transaction.update(message, { body: '' });
    if (about?.lastMessageId === messageId) {
      transaction.update(thread, { lastMessagePreview: REMOVED_MESSAGE_TEXT });
    }
    if (about) {
      const remover =
        removedBy === 'system'
          ? SYSTEM_ACTOR
          : ({ actor: removedBy, actorName: removerName, actorRole: 'admin' } as const);
      recordActivity(
        transaction,
        {
          type: 'message_removed',
          ...remover,
          subjectUid: about.clientId,
          clientId: about.clientId,
          clientName: clientNameOf(profile),
          projectId: about.projectId,
          projectName,
          clientVisible: false,
          details: { threadId, messageId, senderRole: data.senderRole, subject: about.subject },
        },
        `removed-${threadId}-${messageId}`,
      );
    }
    transaction.set(moderation, {
      body: data.body,
      removedBy,
      removedAt: data.removedAt ?? event.data!.after.updateTime,
    });
  });
});

/** The administrator who removed it, as activity names people. */
async function adminName(uid: string): Promise<string> {
  const user = await adminAuth.getUser(uid).catch(() => undefined);
  return user ? personName(user) : 'An administrator';
}
