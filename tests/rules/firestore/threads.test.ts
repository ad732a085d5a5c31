import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  type Firestore,
  getAggregateFromServer,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  sum,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import {
  COLLECTIONS,
  generalThreadId,
  MESSAGE_LIMITS,
  type MessageDocument,
  THREAD_SUBCOLLECTIONS,
  type ThreadDocument,
  USAGE_LIMITS,
} from '@agency/common';

import {
  newestArrivalsQuery,
  ownThreadsQuery,
  unreadThreadsQuery,
  unreadTotalQuery,
  unstartedThreadsQuery,
} from '../../../web/src/lib/firestore/threads';
import {
  message,
  moderation as moderationDocument,
  SIGNED_UP_AT,
  thread as threadDocument,
} from '../../support/factories';
import {
  ADMIN_UID,
  CALLER_NAMES,
  CALLER_UIDS,
  type CallerName,
  callers,
  CLIENT_UID,
  DISABLED_CLIENT_UID,
  NOT_ADMIN_CALLERS,
  OTHER_CLIENT_UID,
  useFirestoreRulesEnv,
} from '../support/rules-env';

type Db = ReturnType<RulesTestContext['firestore']>;

const THREADS = COLLECTIONS.threads;
const { messages: MESSAGES, moderation: MODERATION } = THREAD_SUBCOLLECTIONS;

/** Each client's general conversation: Alice's, Bob's, and the one Dora (since disabled) had. */
const ALICE = generalThreadId(CLIENT_UID);
const BOB = generalThreadId(OTHER_CLIENT_UID);
const DORA = generalThreadId(DISABLED_CLIENT_UID);
/** A thread nobody opened: functions never created it. */
const NOWHERE = generalThreadId('client-nobody');

const SENT_AT = new Date(SIGNED_UP_AT.getTime() + 24 * 60 * 60 * 1000);

/** `threads/{id}` as functions keep it: one message each way, one unread on each side. */
const thread = (clientId: string): ThreadDocument<Date> =>
  threadDocument({
    clientId,
    lastMessageAt: SENT_AT,
    lastMessageId: 'from-agency',
    lastMessagePreview: 'Welcome aboard!',
    lastSenderRole: 'admin',
    unreadForClient: 1,
    unreadForAgency: 1,
    agencyNotifiedAt: SENT_AT,
  });

/** A message as stored once functions have counted it. */
const storedMessage = (overrides: Partial<MessageDocument<Date>> = {}): MessageDocument<Date> =>
  message({
    senderId: CLIENT_UID,
    senderRole: 'client',
    body: 'Hello, could we talk about the new site?',
    createdAt: SENT_AT,
    countedAt: SENT_AT,
    ...overrides,
  });

/** A message the agency removed, once the trigger has moved its text to moderation. */
const removedMessage = storedMessage({ body: '', removed: true, removedBy: ADMIN_UID, removedAt: SENT_AT });
const moderation = moderationDocument({ removedAt: SENT_AT });

const env = useFirestoreRulesEnv((rulesEnv) =>
  rulesEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const [id, clientId] of [
      [ALICE, CLIENT_UID],
      [BOB, OTHER_CLIENT_UID],
      [DORA, DISABLED_CLIENT_UID],
    ] as const) {
      await setDoc(doc(db, THREADS, id), thread(clientId));
      await setDoc(doc(db, THREADS, id, MESSAGES, 'from-client'), storedMessage({ senderId: clientId }));
      await setDoc(
        doc(db, THREADS, id, MESSAGES, 'from-agency'),
        storedMessage({ senderId: ADMIN_UID, senderRole: 'admin', body: 'Welcome aboard!' }),
      );
      await setDoc(doc(db, THREADS, id, MESSAGES, 'removed'), removedMessage);
      await setDoc(doc(db, THREADS, id, MODERATION, 'removed'), moderation);
    }
  }),
);

const db = (caller: CallerName) => callers(env())[caller].firestore();
/** A caller's database as the web's own queries take it (the inbox's, from web/src/lib/firestore/threads.ts). */
const web = (database: Db) => database as unknown as Firestore;

/** The thread each client owns, and one that belongs to someone else. */
const own = (caller: 'client' | 'another client') => (caller === 'client' ? ALICE : BOB);
const others = (caller: 'client' | 'another client') => (caller === 'client' ? BOB : ALICE);

/** The query a client's conversation list makes: their own threads. */
const threadsOf = (database: Db, clientId: string) =>
  query(collection(database, THREADS), where('clientId', '==', clientId));

/** The query a conversation makes: its newest page of messages. */
const newestMessages = (database: Db, threadId: string) =>
  query(collection(database, THREADS, threadId, MESSAGES), orderBy('createdAt', 'desc'), limit(MESSAGE_LIMITS.page));

/** Marking a thread read, as the web does it for each side. */
const clientMarksRead = (database: Db, threadId: string, change: Record<string, unknown> = {}) =>
  updateDoc(doc(database, THREADS, threadId), { unreadForClient: 0, clientReadAt: serverTimestamp(), ...change });
const agencyMarksRead = (database: Db, threadId: string, change: Record<string, unknown> = {}) =>
  updateDoc(doc(database, THREADS, threadId), { unreadForAgency: 0, agencyReadAt: serverTimestamp(), ...change });

/**
 * A new message as the composer sends it (a change may override or add any field, or drop one as undefined). A
 * message sent as a client counts itself in the sender's usage in the same batch, as the web does (sendMessage),
 * unless `counted` says otherwise: false for no count, or the count written instead of one more.
 */
function send(
  database: Db,
  threadId: string,
  sender: string,
  role: string,
  change: Record<string, unknown> = {},
  counted: boolean | Record<string, unknown> = role === 'client',
) {
  const message: Record<string, unknown> = {
    senderId: sender,
    senderRole: role,
    body: 'Thanks, that works for us.',
    createdAt: serverTimestamp(),
    fileIds: [],
    removed: false,
    ...change,
  };
  for (const key of Object.keys(message)) if (message[key] === undefined) delete message[key];
  const batch = writeBatch(database);
  const ref = doc(collection(database, THREADS, threadId, MESSAGES));
  batch.set(ref, message);
  if (counted) {
    const count = counted === true ? { messagesToday: increment(1), lastMessage: `${threadId}/${ref.id}` } : counted;
    batch.set(doc(database, COLLECTIONS.usage, sender), count, { merge: true });
  }
  return batch.commit();
}

/** Writes a client's usage as functions would have left it. */
const seedUsage = (clientId: string, usage: Record<string, number>) =>
  env().withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), COLLECTIONS.usage, clientId), usage));

/** The removal an admin makes, as the web does it (a change may override or add any field). */
const remove = (database: Db, threadId: string, messageId: string, change: Record<string, unknown> = {}) =>
  updateDoc(doc(database, THREADS, threadId, MESSAGES, messageId), {
    removed: true,
    removedBy: ADMIN_UID,
    removedAt: serverTimestamp(),
    ...change,
  });

const aMinuteAgo = () => Timestamp.fromMillis(Date.now() - 60_000);

/** As many files as one message may carry (which they are is onMessageCreated's to check). */
const ATTACHED = Array.from({ length: MESSAGE_LIMITS.fileIds }, (_, i) => `file-${i}`);

/** Messages nobody may send, whichever side they come from. */
const invalidMessages = [
  ['an empty body', { body: '' }],
  ['a body of spaces, tabs and new lines', { body: '  \n\t \r\n ' }],
  ['a body of Unicode spaces, which trim() removes too', { body: '\u00a0\u2003\u3000\u2028\ufeff\u000b' }],
  [
    'a body of invisible characters (zero-width spaces and joiners, direction marks)',
    { body: '\u200b\u200c\u2060\u202e' },
  ],
  [`a body of ${MESSAGE_LIMITS.body + 1} characters`, { body: 'x'.repeat(MESSAGE_LIMITS.body + 1) }],
  ['a body that is not text', { body: 42 }],
  ['a time of the sender’s choosing', { createdAt: aMinuteAgo() }],
  ['a time from the future', { createdAt: Timestamp.fromMillis(Date.now() + 60 * 60_000) }],
  [
    `${MESSAGE_LIMITS.fileIds + 1} files attached`,
    { fileIds: Array.from({ length: MESSAGE_LIMITS.fileIds + 1 }, (_, i) => `file-${i}`) },
  ],
  ['files given as something other than a list', { fileIds: 'file-1' }],
  ['files given as a map', { fileIds: { 0: 'file-1' } }],
  ['a file id that is not text', { fileIds: ['file-1', 42] }],
  ['a file id that is not text, in the last place', { fileIds: [...ATTACHED.slice(1), { id: 'file-1' }] }],
  ['removed already', { removed: true }],
  ['removed given as something other than false', { removed: 'no' }],
  ['an extra field', { pinned: true }],
  ['a removal stamp of its own', { removedBy: ADMIN_UID, removedAt: serverTimestamp() }],
  ['a counted stamp, which only functions set', { countedAt: serverTimestamp() }],
  ['no files list', { fileIds: undefined }],
  ['no removed flag', { removed: undefined }],
  ['no time', { createdAt: undefined }],
] as const;

// ---- threads --------------------------------------------------------------------------------------------------

describe.each(['client', 'another client'] as const)('threads, for a %s', (caller) => {
  const uid = CALLER_UIDS[caller];

  it('should allow reading their own thread and listing their own threads', async () => {
    const snapshot = await assertSucceeds(getDoc(doc(db(caller), THREADS, own(caller))));
    expect(snapshot.get('clientId')).toBe(uid);
    const list = await assertSucceeds(getDocs(threadsOf(db(caller), uid)));
    expect(list.docs.map((row) => row.id)).toEqual([own(caller)]);
    // The portal's own reads: a page of their conversations, the unread ones, and the server's sum of those.
    await assertSucceeds(getDocs(ownThreadsQuery(web(db(caller)), uid, MESSAGE_LIMITS.inboxPage)));
    await assertSucceeds(getDocs(unreadThreadsQuery(web(db(caller)), uid)));
    await assertSucceeds(
      getAggregateFromServer(unreadTotalQuery(web(db(caller)), uid), { unread: sum('unreadForClient') }),
    );
  });

  it('should not allow another client’s page, unread threads or unread sum', async () => {
    const theirs = caller === 'client' ? OTHER_CLIENT_UID : CLIENT_UID;
    await assertFails(getDocs(ownThreadsQuery(web(db(caller)), theirs, MESSAGE_LIMITS.inboxPage)));
    await assertFails(getDocs(unreadThreadsQuery(web(db(caller)), theirs)));
    await assertFails(
      getAggregateFromServer(unreadTotalQuery(web(db(caller)), theirs), { unread: sum('unreadForClient') }),
    );
  });

  it('should not allow reading another client’s thread, or a list that is not filtered on themselves', async () => {
    await assertFails(getDoc(doc(db(caller), THREADS, others(caller))));
    await assertFails(getDocs(threadsOf(db(caller), caller === 'client' ? OTHER_CLIENT_UID : CLIENT_UID)));
    await assertFails(getDocs(collection(db(caller), THREADS)));
    await assertFails(getDocs(query(collection(db(caller), THREADS), where('unreadForClient', '>', 0))));
  });

  it('should allow marking their own thread read: their count to 0, their read time now', async () => {
    await assertSucceeds(clientMarksRead(db(caller), own(caller)));
  });

  it('should not allow marking another client’s thread read', async () => {
    await assertFails(clientMarksRead(db(caller), others(caller)));
  });

  it('should not allow marking their thread read for the agency', async () => {
    await assertFails(agencyMarksRead(db(caller), own(caller)));
  });

  it('should not allow creating a thread, even their own, or deleting one', async () => {
    await assertFails(setDoc(doc(db(caller), THREADS, `project-${uid}`), thread(uid)));
    await assertFails(addDoc(collection(db(caller), THREADS), thread(uid)));
    await assertFails(deleteDoc(doc(db(caller), THREADS, own(caller))));
    await assertFails(deleteDoc(doc(db(caller), THREADS, others(caller))));
  });
});

describe('threads, for the client marking their own thread read', () => {
  const mark = (change: Record<string, unknown>) => clientMarksRead(db('client'), ALICE, change);

  it.each([
    ['their unread count to 3', { unreadForClient: 3 }],
    ['their unread count to -1', { unreadForClient: -1 }],
    ['their unread count to something other than a number', { unreadForClient: '0' }],
    ['their read time to a time of their choosing', { clientReadAt: aMinuteAgo() }],
    ['the agency’s unread count', { unreadForAgency: 0 }],
    ['the agency’s read time', { agencyReadAt: serverTimestamp() }],
    ['the subject', { subject: 'Refund please' }],
    ['the preview', { lastMessagePreview: 'Something the agency never said' }],
    ['the last sender', { lastSenderRole: 'client' }],
    ['whose thread it is', { clientId: OTHER_CLIENT_UID }],
    ['the project', { projectId: 'someone-elses-project' }],
    ['when the agency was last emailed', { agencyNotifiedAt: null }],
    ['a new field', { archived: true }],
  ])('should not allow setting %s', async (_what, change) => {
    await assertFails(mark(change));
  });

  it('should not allow marking it read again within a second (a stream of marks would hold the thread)', async () => {
    await assertSucceeds(mark({}));
    await assertFails(mark({}));
  });

  it.each([
    ['never read', null],
    ['last read a minute ago', aMinuteAgo()],
  ])(
    'should allow marking it read with nothing counted unread, %s (a message shown before the trigger counts it)',
    async (_when, clientReadAt) => {
      await env().withSecurityRulesDisabled((context) =>
        updateDoc(doc(context.firestore(), THREADS, ALICE), { unreadForClient: 0, clientReadAt }),
      );
      await assertSucceeds(mark({}));
    },
  );

  it('should not allow clearing the count without stamping the read time, or the reverse', async () => {
    await assertFails(updateDoc(doc(db('client'), THREADS, ALICE), { unreadForClient: 0 }));
    await assertFails(updateDoc(doc(db('client'), THREADS, ALICE), { clientReadAt: serverTimestamp() }));
  });
});

describe('threads, for an admin', () => {
  const admin = () => db('admin');

  it('should allow reading any thread and listing every thread, as the inbox does', async () => {
    await assertSucceeds(getDoc(doc(admin(), THREADS, BOB)));
    const inbox = await assertSucceeds(
      getDocs(query(collection(admin(), THREADS), orderBy('lastMessageAt', 'desc'), limit(MESSAGE_LIMITS.inboxPage))),
    );
    expect(inbox.size).toBe(3);
    await assertSucceeds(getDocs(threadsOf(admin(), CLIENT_UID)));
  });

  it('should allow listing the threads nobody has written in yet, newest first, as the inbox does', async () => {
    await env().withSecurityRulesDisabled(async (context) => {
      await setDoc(
        doc(context.firestore(), THREADS, NOWHERE),
        threadDocument({ clientId: 'client-nobody', createdAt: SENT_AT }),
      );
    });
    const unstarted = await assertSucceeds(
      getDocs(unstartedThreadsQuery(web(admin()), null, MESSAGE_LIMITS.inboxPage)),
    );
    expect(unstarted.docs.map((row) => row.id)).toEqual([NOWHERE]);
    await assertSucceeds(getDocs(unstartedThreadsQuery(web(admin()), [CLIENT_UID], MESSAGE_LIMITS.inboxPage)));
  });

  it('should allow marking any thread read for the agency: its count to 0, its read time now', async () => {
    await assertSucceeds(agencyMarksRead(admin(), ALICE));
    await assertSucceeds(agencyMarksRead(admin(), BOB));
  });

  it.each([
    ['the agency’s unread count to 3', { unreadForAgency: 3 }],
    ['the agency’s read time to a time of their choosing', { agencyReadAt: aMinuteAgo() }],
    ['the client’s unread count', { unreadForClient: 0 }],
    ['the client’s read time', { clientReadAt: serverTimestamp() }],
    ['the subject', { subject: 'Renamed' }],
    ['the preview', { lastMessagePreview: 'Rewritten' }],
    ['whose thread it is', { clientId: OTHER_CLIENT_UID }],
  ])('should not allow setting %s', async (_what, change) => {
    await assertFails(agencyMarksRead(admin(), ALICE, change));
  });

  it('should not allow marking a thread read for the client', async () => {
    await assertFails(clientMarksRead(admin(), ALICE));
  });

  it('should not allow creating or deleting a thread: the openThread function creates them', async () => {
    await assertFails(setDoc(doc(admin(), THREADS, NOWHERE), thread('client-nobody')));
    await assertFails(deleteDoc(doc(admin(), THREADS, ALICE)));
  });
});

describe.each(['signed out', 'signed in with no role', 'disabled client', 'demoted admin'] as const)(
  'threads, for a caller who is %s',
  (caller) => {
    it('should not allow reading or listing any thread', async () => {
      await assertFails(getDoc(doc(db(caller), THREADS, ALICE)));
      await assertFails(getDocs(collection(db(caller), THREADS)));
      await assertFails(getDocs(threadsOf(db(caller), CLIENT_UID)));
      await assertFails(getDocs(unstartedThreadsQuery(web(db(caller)), null, MESSAGE_LIMITS.inboxPage)));
    });

    it('should not allow marking a thread read for either side', async () => {
      await assertFails(clientMarksRead(db(caller), ALICE));
      await assertFails(agencyMarksRead(db(caller), ALICE));
    });

    it('should not allow creating or deleting a thread', async () => {
      await assertFails(setDoc(doc(db(caller), THREADS, NOWHERE), thread('client-nobody')));
      await assertFails(deleteDoc(doc(db(caller), THREADS, ALICE)));
    });
  },
);

describe('threads, for a disabled client and what was theirs', () => {
  it('should not allow reading, listing or marking read their own thread with the token they still hold', async () => {
    await assertFails(getDoc(doc(db('disabled client'), THREADS, DORA)));
    await assertFails(getDocs(threadsOf(db('disabled client'), DISABLED_CLIENT_UID)));
    await assertFails(clientMarksRead(db('disabled client'), DORA));
  });
});

// ---- threads/{id}/messages ---------------------------------------------------------------------------------------

describe.each(['client', 'another client'] as const)('messages, for a %s', (caller) => {
  const uid = CALLER_UIDS[caller];

  it('should allow reading the messages of their own thread, one by one and page by page', async () => {
    await assertSucceeds(getDoc(doc(db(caller), THREADS, own(caller), MESSAGES, 'from-agency')));
    const page = await assertSucceeds(getDocs(newestMessages(db(caller), own(caller))));
    expect(page.size).toBe(3);
  });

  it('should not allow reading another client’s messages, or every thread’s at once', async () => {
    await assertFails(getDoc(doc(db(caller), THREADS, others(caller), MESSAGES, 'from-client')));
    await assertFails(getDocs(newestMessages(db(caller), others(caller))));
    await assertFails(getDocs(collectionGroup(db(caller), MESSAGES)));
    await assertFails(getDocs(query(collectionGroup(db(caller), MESSAGES), where('senderId', '==', uid))));
    await assertFails(getDocs(newestArrivalsQuery(web(db(caller)))));
  });

  it('should allow sending a message in their own thread, as themselves, as a client', async () => {
    await assertSucceeds(send(db(caller), own(caller), uid, 'client'));
  });

  it('should not allow a message under an id of their choosing (functions name mails and entries after it)', async () => {
    const message = {
      senderId: uid,
      senderRole: 'client',
      body: 'Hi',
      createdAt: serverTimestamp(),
      fileIds: [],
      removed: false,
    };
    const database = db(caller);
    const sendAs = (id: string) => {
      const batch = writeBatch(database);
      batch.set(doc(database, THREADS, own(caller), MESSAGES, id), message);
      batch.set(
        doc(database, COLLECTIONS.usage, uid),
        { messagesToday: increment(1), lastMessage: `${own(caller)}/${id}` },
        { merge: true },
      );
      return batch.commit();
    };
    for (const id of ['a'.repeat(1495), 'my-own-id', 'abcdefghij0123456789x', 'abcdefghij012345678-']) {
      await assertFails(sendAs(id));
    }
    await assertSucceeds(sendAs('abcdefghij0123456789'));
  });

  it('should not allow a message that does not count itself in their usage, or counts something else', async () => {
    await assertFails(send(db(caller), own(caller), uid, 'client', {}, false));
    await assertFails(send(db(caller), own(caller), uid, 'client', {}, { messagesToday: increment(2) }));
    await assertFails(send(db(caller), own(caller), uid, 'client', {}, { messagesToday: 0 }));
    await assertFails(send(db(caller), own(caller), uid, 'client', {}, { filesToday: increment(1) }));
    // Counted, but not named as the last message counted: two messages could share one count.
    await assertFails(send(db(caller), own(caller), uid, 'client', {}, { messagesToday: increment(1) }));
    await assertFails(
      send(
        db(caller),
        own(caller),
        uid,
        'client',
        {},
        { messagesToday: increment(1), lastMessage: `${own(caller)}/x` },
      ),
    );
    // The other client's count instead of their own.
    const someoneElse = caller === 'client' ? OTHER_CLIENT_UID : CLIENT_UID;
    const database = db(caller);
    const batch = writeBatch(database);
    const ref = doc(collection(database, THREADS, own(caller), MESSAGES));
    batch.set(ref, {
      senderId: uid,
      senderRole: 'client',
      body: 'Hi',
      createdAt: serverTimestamp(),
      fileIds: [],
      removed: false,
    });
    batch.set(
      doc(database, COLLECTIONS.usage, someoneElse),
      { messagesToday: increment(1), lastMessage: `${own(caller)}/${ref.id}` },
      { merge: true },
    );
    await assertFails(batch.commit());
  });

  it('should not allow two messages on one count', async () => {
    const database = db(caller);
    const batch = writeBatch(database);
    const refs = [1, 2].map(() => doc(collection(database, THREADS, own(caller), MESSAGES)));
    for (const ref of refs) {
      batch.set(ref, {
        senderId: uid,
        senderRole: 'client',
        body: 'Hi',
        createdAt: serverTimestamp(),
        fileIds: [],
        removed: false,
      });
    }
    batch.set(
      doc(database, COLLECTIONS.usage, uid),
      { messagesToday: increment(1), lastMessage: `${own(caller)}/${refs[1]!.id}` },
      { merge: true },
    );
    await assertFails(batch.commit());
  });

  it(`should allow the ${USAGE_LIMITS.messagesPerDay}th message of the day, and not one more`, async () => {
    await seedUsage(uid, { messagesToday: USAGE_LIMITS.messagesPerDay - 1, filesToday: 3, bytesStored: 1000 });
    await assertSucceeds(send(db(caller), own(caller), uid, 'client'));
    await assertFails(send(db(caller), own(caller), uid, 'client'));
  });

  it('should allow a message of exactly 5000 characters, however many bytes they take', async () => {
    await assertSucceeds(send(db(caller), own(caller), uid, 'client', { body: 'x'.repeat(MESSAGE_LIMITS.body) }));
    await assertSucceeds(send(db(caller), own(caller), uid, 'client', { body: 'é'.repeat(MESSAGE_LIMITS.body) }));
    await assertSucceeds(send(db(caller), own(caller), uid, 'client', { body: ' x ' }));
  });

  it('should allow a message with files attached, up to 10', async () => {
    await assertSucceeds(send(db(caller), own(caller), uid, 'client', { fileIds: ['file-1'] }));
    await assertSucceeds(send(db(caller), own(caller), uid, 'client', { fileIds: ATTACHED }));
  });

  it('should not allow posing as the agency in their own thread', async () => {
    await assertFails(send(db(caller), own(caller), uid, 'admin'));
    await assertFails(send(db(caller), own(caller), ADMIN_UID, 'admin'));
  });

  it('should not allow a message with someone else as its sender', async () => {
    const someoneElse = caller === 'client' ? OTHER_CLIENT_UID : CLIENT_UID;
    await assertFails(send(db(caller), own(caller), someoneElse, 'client'));
    await assertFails(send(db(caller), own(caller), ADMIN_UID, 'client'));
  });

  it('should not allow writing into another client’s thread, as themselves or as anyone', async () => {
    const owner = caller === 'client' ? OTHER_CLIENT_UID : CLIENT_UID;
    await assertFails(send(db(caller), others(caller), uid, 'client'));
    await assertFails(send(db(caller), others(caller), owner, 'client'));
    await assertFails(send(db(caller), others(caller), uid, 'admin'));
  });

  it('should not allow a message in a thread that does not exist', async () => {
    await assertFails(send(db(caller), NOWHERE, uid, 'client'));
  });

  it.each(invalidMessages)('should not allow a message with %s', async (_what, change) => {
    await assertFails(send(db(caller), own(caller), uid, 'client', change));
  });

  it('should not allow changing any message, their own included: not its text, and not removing it', async () => {
    const mine = doc(db(caller), THREADS, own(caller), MESSAGES, 'from-client');
    await assertFails(updateDoc(mine, { body: 'What I meant to say' }));
    await assertFails(remove(db(caller), own(caller), 'from-client', { removedBy: uid }));
    await assertFails(remove(db(caller), own(caller), 'from-agency', { removedBy: uid }));
    await assertFails(updateDoc(doc(db(caller), THREADS, own(caller), MESSAGES, 'removed'), { removed: false }));
    await assertFails(updateDoc(doc(db(caller), THREADS, others(caller), MESSAGES, 'from-client'), { body: 'Hi' }));
  });

  it('should not allow deleting any message, their own included', async () => {
    await assertFails(deleteDoc(doc(db(caller), THREADS, own(caller), MESSAGES, 'from-client')));
    await assertFails(deleteDoc(doc(db(caller), THREADS, own(caller), MESSAGES, 'from-agency')));
    await assertFails(deleteDoc(doc(db(caller), THREADS, others(caller), MESSAGES, 'from-client')));
  });
});

describe('messages, for an admin', () => {
  const admin = () => db('admin');

  it('should allow reading any thread’s messages', async () => {
    await assertSucceeds(getDoc(doc(admin(), THREADS, BOB, MESSAGES, 'from-client')));
    const page = await assertSucceeds(getDocs(newestMessages(admin(), ALICE)));
    expect(page.size).toBe(3);
  });

  it('should allow listing the newest messages of every thread at once, as the inbox does', async () => {
    const newest = await assertSucceeds(getDocs(newestArrivalsQuery(web(admin()))));
    expect(new Set(newest.docs.map((row) => row.data().threadId))).toEqual(new Set([ALICE, BOB, DORA]));
  });

  it('should allow sending a message as the agency in any thread, not counted in the client’s usage', async () => {
    await assertSucceeds(send(admin(), ALICE, ADMIN_UID, 'admin'));
    await assertSucceeds(send(admin(), BOB, ADMIN_UID, 'admin', { body: 'x'.repeat(MESSAGE_LIMITS.body) }));
    // The client's day is spent; the agency can still answer.
    await seedUsage(CLIENT_UID, { messagesToday: USAGE_LIMITS.messagesPerDay, filesToday: 0, bytesStored: 0 });
    await assertSucceeds(send(admin(), ALICE, ADMIN_UID, 'admin'));
  });

  it('should allow a message with files attached, up to 10', async () => {
    await assertSucceeds(send(admin(), ALICE, ADMIN_UID, 'admin', { fileIds: ATTACHED }));
  });

  it('should not allow a message posing as the client, or signed by someone else', async () => {
    await assertFails(send(admin(), ALICE, ADMIN_UID, 'client'));
    await assertFails(send(admin(), ALICE, CLIENT_UID, 'client'));
    await assertFails(send(admin(), ALICE, CLIENT_UID, 'admin'));
    await assertFails(send(admin(), ALICE, 'admin-someone-else', 'admin'));
  });

  it('should not allow a message in a thread that does not exist', async () => {
    await assertFails(send(admin(), NOWHERE, ADMIN_UID, 'admin'));
  });

  it.each(invalidMessages)('should not allow a message with %s, as for a client', async (_what, change) => {
    await assertFails(send(admin(), ALICE, ADMIN_UID, 'admin', change));
  });

  it('should allow removing a message: removed, by themselves, at the time of the write', async () => {
    await assertSucceeds(remove(admin(), ALICE, 'from-client'));
    await assertSucceeds(remove(admin(), BOB, 'from-agency'));
  });

  it.each([
    ['by another admin', { removedBy: 'admin-someone-else' }],
    ['by the client', { removedBy: CLIENT_UID }],
    ['at a time of their choosing', { removedAt: aMinuteAgo() }],
    ['without saying who', { removedBy: undefined }],
    ['while changing its text', { body: 'Rewritten by the agency' }],
    ['while blanking its text (the trigger does that)', { body: '' }],
    ['while changing its sender', { senderRole: 'admin' }],
    ['while changing when it was sent', { createdAt: serverTimestamp() }],
    ['while adding a field', { reason: 'spam' }],
  ])('should not allow removing a message %s', async (_what, change) => {
    const stamp: Record<string, unknown> = { removed: true, removedBy: ADMIN_UID, removedAt: serverTimestamp() };
    const write: Record<string, unknown> = { ...stamp, ...change };
    for (const key of Object.keys(write)) if (write[key] === undefined) delete write[key];
    await assertFails(updateDoc(doc(admin(), THREADS, ALICE, MESSAGES, 'from-client'), write));
  });

  it('should not allow setting removed to anything but true', async () => {
    await assertFails(remove(admin(), ALICE, 'from-client', { removed: 'yes' }));
    await assertFails(remove(admin(), ALICE, 'from-client', { removed: false }));
  });

  it('should not allow editing a message’s text, their own included', async () => {
    await assertFails(updateDoc(doc(admin(), THREADS, ALICE, MESSAGES, 'from-client'), { body: 'Edited' }));
    await assertFails(updateDoc(doc(admin(), THREADS, ALICE, MESSAGES, 'from-agency'), { body: 'Edited' }));
  });

  it('should not allow un-removing a message, or removing it again under their own name', async () => {
    const removed = doc(admin(), THREADS, ALICE, MESSAGES, 'removed');
    await assertFails(updateDoc(removed, { removed: false }));
    await assertFails(updateDoc(removed, { removed: false, body: 'Something rude.' }));
    await assertFails(remove(admin(), ALICE, 'removed'));
  });

  it('should not allow deleting a message', async () => {
    await assertFails(deleteDoc(doc(admin(), THREADS, ALICE, MESSAGES, 'from-client')));
    await assertFails(deleteDoc(doc(admin(), THREADS, ALICE, MESSAGES, 'removed')));
  });
});

describe.each(['signed out', 'signed in with no role', 'disabled client', 'demoted admin'] as const)(
  'messages, for a caller who is %s',
  (caller) => {
    const uid = caller === 'signed out' ? 'nobody' : CALLER_UIDS[caller];
    // What each would claim to be: the disabled client a client, the demoted admin the agency.
    const role = caller === 'demoted admin' ? 'admin' : 'client';

    it('should not allow reading or listing any thread’s messages', async () => {
      await assertFails(getDoc(doc(db(caller), THREADS, ALICE, MESSAGES, 'from-client')));
      await assertFails(getDocs(newestMessages(db(caller), ALICE)));
      await assertFails(getDocs(collectionGroup(db(caller), MESSAGES)));
      await assertFails(getDocs(newestArrivalsQuery(web(db(caller)))));
    });

    it('should not allow sending a message in any thread', async () => {
      await assertFails(send(db(caller), ALICE, uid, role));
      await assertFails(send(db(caller), ALICE, uid, 'client'));
    });

    it('should not allow removing, changing or deleting a message', async () => {
      await assertFails(remove(db(caller), ALICE, 'from-client', { removedBy: uid }));
      await assertFails(updateDoc(doc(db(caller), THREADS, ALICE, MESSAGES, 'from-client'), { body: 'Hi' }));
      await assertFails(deleteDoc(doc(db(caller), THREADS, ALICE, MESSAGES, 'from-client')));
    });
  },
);

describe('messages, for a disabled client in what was their thread', () => {
  it('should not allow reading or sending with the token they still hold', async () => {
    const dora = db('disabled client');
    await assertFails(getDoc(doc(dora, THREADS, DORA, MESSAGES, 'from-agency')));
    await assertFails(getDocs(newestMessages(dora, DORA)));
    await assertFails(send(dora, DORA, DISABLED_CLIENT_UID, 'client'));
  });
});

// ---- threads/{id}/moderation -------------------------------------------------------------------------------------

describe.each(NOT_ADMIN_CALLERS)('moderation, for a caller who is %s', (caller) => {
  it('should not allow reading the text of a removed message, even in their own thread', async () => {
    await assertFails(getDoc(doc(db(caller), THREADS, ALICE, MODERATION, 'removed')));
    await assertFails(getDoc(doc(db(caller), THREADS, DORA, MODERATION, 'removed')));
  });

  it('should not allow listing a thread’s removed messages', async () => {
    await assertFails(getDocs(collection(db(caller), THREADS, ALICE, MODERATION)));
    await assertFails(getDocs(collection(db(caller), THREADS, BOB, MODERATION)));
  });
});

describe.each(CALLER_NAMES)('moderation, written by a caller who is %s', (caller) => {
  it('should not allow creating, changing or deleting a record: the removal trigger writes them', async () => {
    await assertFails(setDoc(doc(db(caller), THREADS, ALICE, MODERATION, 'from-client'), moderation));
    await assertFails(updateDoc(doc(db(caller), THREADS, ALICE, MODERATION, 'removed'), { body: 'Nothing rude' }));
    await assertFails(deleteDoc(doc(db(caller), THREADS, ALICE, MODERATION, 'removed')));
  });
});

describe('moderation, for an admin', () => {
  it('should allow reading and listing the text of removed messages', async () => {
    const record = await assertSucceeds(getDoc(doc(db('admin'), THREADS, ALICE, MODERATION, 'removed')));
    expect(record.get('body')).toBe(moderation.body);
    const list = await assertSucceeds(getDocs(collection(db('admin'), THREADS, BOB, MODERATION)));
    expect(list.size).toBe(1);
  });
});
