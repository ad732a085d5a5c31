import {
  collectionGroup,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { COLLECTIONS, THREAD_SUBCOLLECTIONS } from '@agency/common';

import { message } from '../../support/factories';
import { db } from '../../support/firestore-admin';
import { clientFirestore, removeTestAccounts } from '../support/accounts';
import { newClient, useCast } from '../support/cast';
import { idTokenFor } from '../support/sign-in';
import { openThread, projectOf, removeTestThreads, threadOf, trackMail } from '../support/threads';

// A security review of issue 12's messages: what a signed-in client can do with the web SDK alone, against the
// running emulators. The first block is what held; the others are what the review found, each now refused or
// made harmless (a chosen id of any length, one id in two threads, a reserved id, a stream of read marks).

const { admin, alice, bob } = useCast();
afterAll(async () => {
  await removeTestThreads();
  await removeTestAccounts();
});

/** An id of the form the web SDK gives a new document (20 letters and digits), the only form the rules take. */
const sdkId = () =>
  Array.from(
    { length: 20 },
    () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 62)],
  ).join('');

/** What the composer writes, as `uid`. */
const composed = (uid: string, body: string) => ({
  ...message({ senderId: uid, senderRole: 'client', body }),
  createdAt: serverTimestamp(),
});

const messageDoc = (sdk: Firestore, threadId: string, id: string) =>
  doc(sdk, COLLECTIONS.threads, threadId, THREAD_SUBCOLLECTIONS.messages, id);

/**
 * Writes `message` under `id` as the web's sendMessage writes a client's message: counted in their usage in the same
 * batch (firestore.rules refuse one that is not), so a refusal is for what the message says.
 */
function send(sdk: Firestore, threadId: string, id: string, uid: string, message: Record<string, unknown>) {
  const batch = writeBatch(sdk);
  batch.set(messageDoc(sdk, threadId, id), message);
  batch.set(
    doc(sdk, COLLECTIONS.usage, uid),
    { messagesToday: increment(1), lastMessage: `${threadId}/${id}` },
    { merge: true },
  );
  return batch.commit();
}

/** Waits for a trigger, allowing for an emulator busy with other suites. */
const triggered = (check: () => Promise<unknown>) => vi.waitFor(check, { timeout: 45_000, interval: 500 });

const refused = (write: Promise<unknown>) => expect(write).rejects.toMatchObject({ code: 'permission-denied' });

describe('messages attack: what held', () => {
  it('a client reads nothing of another client’s, and forges nothing in their own thread', async () => {
    const [client, other] = [alice, bob];
    const general = (await openThread({}, client.token)).result!.threadId;
    const theirs = (await openThread({ clientId: other.uid }, admin.token)).result!.threadId;
    const sdk = await clientFirestore(client);
    try {
      await refused(getDocs(collectionGroup(sdk.db, 'messages')));
      await refused(getDocs(query(collectionGroup(sdk.db, 'messages'), where('senderId', '==', client.uid))));
      await refused(getDocs(collectionGroup(sdk.db, 'moderation')));
      await refused(getDoc(doc(sdk.db, COLLECTIONS.threads, theirs)));
      await refused(send(sdk.db, theirs, 'into-theirs', client.uid, composed(client.uid, 'hi')));
      await refused(
        send(sdk.db, general, 'precounted', client.uid, {
          ...composed(client.uid, 'hi'),
          countedAt: serverTimestamp(),
        }),
      );
      await refused(send(sdk.db, general, 'preremoved', client.uid, { ...composed(client.uid, 'hi'), removed: true }));
      await refused(
        send(sdk.db, general, 'future', client.uid, {
          ...composed(client.uid, 'hi'),
          createdAt: Timestamp.fromMillis(Date.now() + 1e9),
        }),
      );
      const thread = doc(sdk.db, COLLECTIONS.threads, general);
      // The agency has three unread: the client cannot clear them, nor push their own count anywhere but 0.
      await db.collection(COLLECTIONS.threads).doc(general).update({ unreadForAgency: 3 });
      await refused(updateDoc(thread, { unreadForClient: 0, clientReadAt: Timestamp.fromMillis(Date.now() + 1e9) }));
      await refused(updateDoc(thread, { unreadForAgency: 0, clientReadAt: serverTimestamp() }));
      await refused(updateDoc(thread, { unreadForClient: -5, clientReadAt: serverTimestamp() }));
    } finally {
      await sdk.close();
    }
  });

  it('a burst of concurrent client messages is counted once each and mails the agency once', async () => {
    const burst = Number(process.env.BURST ?? 20);
    const client = await newClient({ name: 'Burst Client' });
    const threadId = (await openThread({ clientId: client.uid }, admin.token)).result!.threadId;
    const ids = Array.from({ length: burst }, () => sdkId());
    ids.forEach((id) => trackMail(`message-${threadId}-${id}`));
    const sdk = await clientFirestore(client);
    try {
      await Promise.all(ids.map((id) => send(sdk.db, threadId, id, client.uid, composed(client.uid, id))));
      await vi.waitFor(async () => expect((await threadOf(threadId))?.unreadForAgency).toBe(burst), {
        timeout: 25_000 + burst * 300,
        interval: 500,
      });
      const mails = await Promise.all(
        ids.map((id) => db.collection(COLLECTIONS.mail).doc(`message-${threadId}-${id}`).get()),
      );
      expect(mails.filter((mail) => mail.exists)).toHaveLength(1);
    } finally {
      await sdk.close();
    }
  }, 180_000);
});

describe('messages attack: what the review found, fixed', () => {
  // A valid document id, 1495 bytes; the trigger's own ids made from it (`message-${id}`, `removed-${id}`) are not,
  // so firestore.rules take only ids of the SDK's form.
  const longId = 'a'.repeat(1495);

  /** The long-id message sent by a new client in their general thread, or null when the rules refuse it. */
  async function sendLongId(name: string) {
    const client = await newClient({ name });
    const threadId = (await openThread({ clientId: client.uid }, admin.token)).result!.threadId;
    const sdk = await clientFirestore(client);
    try {
      const write = send(sdk.db, threadId, longId, client.uid, composed(client.uid, 'abusive text'));
      return await write.then(
        () => threadId,
        () => null,
      );
    } finally {
      await sdk.close();
    }
  }

  it('a message under a very long id of the client’s choosing is refused', async () => {
    expect(await sendLongId('Long Id')).toBeNull();
  }, 120_000);

  it('a client reusing one message id in two of their threads does not overwrite the first mail', async () => {
    const client = await newClient({ name: 'Reuse Id' });
    const general = (await openThread({ clientId: client.uid }, admin.token)).result!.threadId;
    const projectId = await projectOf(client.uid, 'Site');
    const project = (await openThread({ clientId: client.uid, projectId }, admin.token)).result!.threadId;
    const id = sdkId();
    [general, project].forEach((threadId) => trackMail(`message-${threadId}-${id}`));
    const mail = db.collection(COLLECTIONS.mail).doc(`message-${general}-${id}`);
    const sdk = await clientFirestore(client);
    try {
      await send(sdk.db, general, id, client.uid, composed(client.uid, 'first, in General'));
      await triggered(async () => expect((await mail.get()).exists).toBe(true));
      const first = (await mail.get()).get('message.subject') as string;
      await send(sdk.db, project, id, client.uid, composed(client.uid, 'second, in Site'));
      await triggered(async () => expect((await threadOf(project))?.countedMessageIds).toContain(id));
      expect((await mail.get()).get('message.subject')).toBe(first);
    } finally {
      await sdk.close();
    }
  }, 120_000);

  it('openThread answers a reserved id (__x__) as not found, not as an internal error', async () => {
    const client = await newClient({ name: 'Reserved Id' });
    expect((await openThread({ projectId: '__x__' }, await idTokenFor(client))).error?.status).not.toBe('INTERNAL');
    expect((await openThread({ clientId: '__x__' }, admin.token)).error?.status).not.toBe('INTERNAL');
  });
});

describe('messages attack: a client marking read in a loop', () => {
  it('is refused past one a second while nothing is unread, so the marks never hold the thread against new messages', async () => {
    const client = await newClient({ name: 'Starver' });
    const threadId = (await openThread({ clientId: client.uid }, admin.token)).result!.threadId;
    const sdk = await clientFirestore(client);
    try {
      const mine = doc(sdk.db, COLLECTIONS.threads, threadId);
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () => updateDoc(mine, { unreadForClient: 0, clientReadAt: serverTimestamp() })),
      );
      // Never read before: the first mark may stamp the read time (a message not counted yet); no other may.
      expect(results.filter((result) => result.status === 'fulfilled').length).toBeLessThanOrEqual(1);
      const id = sdkId();
      trackMail(`message-${threadId}-${id}`);
      await send(sdk.db, threadId, id, client.uid, composed(client.uid, 'reaches the inbox'));
      await triggered(async () => expect((await threadOf(threadId))?.countedMessageIds).toContain(id));
    } finally {
      await sdk.close();
    }
  }, 120_000);
});
