import { COLLECTIONS, generalThreadId, type MessageDocument, THREAD_SUBCOLLECTIONS } from '@agency/common';

import { message, thread } from '../../support/factories';
import { db } from '../../support/firestore-admin';

type Seeded = Pick<MessageDocument<Date>, 'senderId' | 'senderRole' | 'body'> & Partial<MessageDocument<Date>>;

/**
 * A client's general conversation written straight through the Admin SDK, with `messages` in it (oldest first,
 * a minute apart, already counted so the trigger leaves them and the thread as written). Returns its id.
 */
export async function seedGeneralThread(clientId: string, messages: Seeded[] = []): Promise<string> {
  const id = generalThreadId(clientId);
  const ref = db.collection(COLLECTIONS.threads).doc(id);
  const start = Date.now() - (messages.length + 1) * 60_000;
  const batch = db.batch();
  messages.forEach((seeded, index) => {
    const createdAt = new Date(start + index * 60_000);
    batch.set(
      ref.collection(THREAD_SUBCOLLECTIONS.messages).doc(`m${String(index).padStart(4, '0')}`),
      message({ createdAt, countedAt: createdAt, ...seeded }),
    );
  });
  const last = messages.at(-1);
  batch.set(
    ref,
    thread({
      clientId,
      lastMessageAt: last ? new Date(start + (messages.length - 1) * 60_000) : null,
      lastMessageId: last ? `m${String(messages.length - 1).padStart(4, '0')}` : null,
      lastMessagePreview: last?.body.slice(0, 140) ?? '',
      lastSenderRole: last?.senderRole ?? null,
      createdAt: new Date(start - 60_000),
    }),
  );
  await batch.commit();
  return id;
}
