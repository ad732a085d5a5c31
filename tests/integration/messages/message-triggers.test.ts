import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  calendarDayOf,
  COLLECTIONS,
  MESSAGE_LIMITS,
  previewOf,
  projectThreadId,
  REMOVED_MESSAGE_TEXT,
  startOfCalendarDay,
  THREAD_SUBCOLLECTIONS,
} from '@agency/common';

import { markThreadRead, sendMessage } from '../../../web/src/lib/firestore/threads';
import { adminAuth, db } from '../../support/firestore-admin';
import { clientFirestore, eventually, newAccount, removeTestAccounts, type TestAccount } from '../support/accounts';
import { idTokenFor } from '../support/sign-in';
import {
  clientWithProfile,
  marker,
  messageMails,
  messagesRef,
  openThread,
  projectOf,
  removeTestThreads,
  sendAs,
  threadOf,
  threadRef,
  trackMail,
} from '../support/threads';

// The digest's work is a plain function the scheduled job calls: the tests call it too, as the emulator would run
// it (PORTAL_URL as the emulator's functions/.env has it), like tests/integration/projects/notifications.test.ts.
process.env.FUNCTIONS_EMULATOR = 'true';
process.env.PORTAL_URL = 'http://127.0.0.1:5000';
const { sendDailyDigests } = await import('../../../functions/src/notifications/client-notifications');

const AGENCY_EMAIL = 'hello@consciouswebstudio.com.au';

let admin: TestAccount;
let adminToken: string;
beforeAll(async () => {
  admin = await newAccount({ role: 'admin' });
  await adminAuth.updateUser(admin.uid, { displayName: 'Sam Admin' });
  adminToken = await idTokenFor(admin);
});
afterAll(async () => {
  await removeTestThreads();
  await removeTestAccounts();
});

/** A client's general conversation, opened by the agency. */
async function generalThreadFor(client: TestAccount): Promise<string> {
  const { result } = await openThread({ clientId: client.uid }, adminToken);
  return result!.threadId;
}

const asClient = (client: TestAccount) => ({ uid: client.uid, role: 'client' as const });
const asAdmin = () => ({ uid: admin.uid, role: 'admin' as const });

/** Waits until every named message has been counted by onMessageCreated, and returns the thread then. */
async function counted(threadId: string, messageIds: string[]) {
  await eventually(async () => {
    const countedIds = (await threadOf(threadId))?.countedMessageIds ?? [];
    for (const id of messageIds) expect(countedIds).toContain(id);
  });
  return (await threadOf(threadId))!;
}

const activityEntries = async (clientId: string, type: string) =>
  (await db.collection(COLLECTIONS.activity).where('clientId', '==', clientId).where('type', '==', type).get()).docs;

describe('onMessageCreated', () => {
  it('counts a client’s message sent through the SDK: preview, sender, the agency’s unread, one email and the conversation started', async () => {
    const client = await clientWithProfile('Alice <Green>');
    const threadId = await generalThreadFor(client);
    const body = `Hello!\n\nCan we   move the <b>launch</b> to Friday? ${marker()} ${'and more '.repeat(20)}`;
    const sdk = await clientFirestore(client);
    // As the web's composer sends it.
    const sent = sendMessage(sdk.db, threadId, { uid: client.uid, role: 'client' }, body);
    await sent.written.finally(sdk.close);

    const thread = await counted(threadId, [sent.id]);
    const message = (await messagesRef(threadId).doc(sent.id).get()).data()!;
    expect(thread).toMatchObject({
      lastMessageId: sent.id,
      lastMessagePreview: previewOf(body),
      lastSenderRole: 'client',
      unreadForAgency: 1,
      unreadForClient: 0,
    });
    expect(thread.lastMessagePreview.length).toBeLessThanOrEqual(MESSAGE_LIMITS.preview);
    expect(thread.lastMessageAt.isEqual(message.createdAt)).toBe(true);
    expect(thread.agencyNotifiedAt).toBeTruthy();
    expect(thread.clientNotifiedAt).toBeNull();

    const [mail] = await messageMails(threadId, [sent.id]);
    expect(mail).toMatchObject({ to: [AGENCY_EMAIL], replyTo: client.email });
    expect(mail!.message.subject).toBe('New message from Alice <Green> (Green Roots Naturopathy): General');
    expect(mail!.message.text).toContain(previewOf(body));
    expect(mail!.message.text).toContain(`http://127.0.0.1:5000/webmin1010/messages/${threadId}`);
    expect(mail!.message.html).toContain('move the &lt;b&gt;launch&lt;/b&gt;');
    expect(mail!.message.html).not.toContain('<b>launch');
    expect(mail!.message.html).toContain('Alice &lt;Green&gt;');

    const started = await activityEntries(client.uid, 'conversation_started');
    expect(started.map((entry) => entry.id)).toEqual([`conversation-${threadId}`]);
    expect(started[0]!.data()).toMatchObject({
      actor: client.uid,
      actorName: 'Alice <Green>',
      actorRole: 'client',
      clientId: client.uid,
      clientName: 'Green Roots Naturopathy',
      projectId: null,
      projectName: null,
      clientVisible: true,
      summary: 'Alice <Green> (Green Roots Naturopathy) started a conversation: “General”.',
      details: { threadId, subject: 'General' },
    });
  });

  it('emails the agency once for a burst of client messages, shows the newest whatever order they are counted in, and logs the start once', async () => {
    const client = await clientWithProfile('Bea Burst');
    const projectId = await projectOf(client.uid, 'Shop launch');
    const { result } = await openThread({ projectId }, await idTokenFor(client));
    const threadId = result!.threadId;
    expect(threadId).toBe(projectThreadId(projectId));

    const start = Date.now();
    const ids = await Promise.all(
      ['first', 'second', 'third'].map((word, i) =>
        sendAs(threadId, asClient(client), `The ${word} of three`, { at: new Date(start + i * 1000) }),
      ),
    );

    const thread = await counted(threadId, ids);
    expect(thread).toMatchObject({
      unreadForAgency: 3,
      unreadForClient: 0,
      lastMessageId: ids[2],
      lastMessagePreview: 'The third of three',
      lastSenderRole: 'client',
    });
    const mails = await messageMails(threadId, ids);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.message.subject).toBe('New message from Bea Burst (Green Roots Naturopathy): Shop launch');
    const started = await activityEntries(client.uid, 'conversation_started');
    expect(started).toHaveLength(1);
    expect(started[0]!.data()).toMatchObject({
      projectId,
      projectName: 'Shop launch',
      summary: 'Bea Burst (Green Roots Naturopathy) started a conversation: “Shop launch”.',
    });
  });

  it('raises the client’s unread count for the agency’s messages and emails an instant client once for a burst', async () => {
    const client = await clientWithProfile('Ian Instant', 'instant');
    const threadId = await generalThreadFor(client);

    const ids: string[] = [];
    for (const word of ['Hi Ian', 'The draft is ready', 'Have a look when you can']) {
      ids.push(await sendAs(threadId, asAdmin(), word));
    }

    const thread = await counted(threadId, ids);
    expect(thread).toMatchObject({
      unreadForClient: 3,
      unreadForAgency: 0,
      lastSenderRole: 'admin',
      lastMessageId: ids[2],
      lastMessagePreview: 'Have a look when you can',
    });
    expect(thread.clientNotifiedAt).toBeTruthy();
    expect(thread.agencyNotifiedAt).toBeNull();
    const mails = await messageMails(threadId, ids);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: [client.email],
      message: { subject: 'New message from Conscious Web Studio: General' },
    });
    expect(mails[0]!.message.text).toContain(`http://127.0.0.1:5000/client/messages/${threadId}`);
    const started = await activityEntries(client.uid, 'conversation_started');
    expect(started[0]!.data()).toMatchObject({
      actorName: 'Sam Admin',
      actorRole: 'admin',
      summary: 'Sam Admin started a conversation with Green Roots Naturopathy: “General”.',
    });
  });

  it('emails a daily client nothing at once, and lists their unread conversation in the next digest', async () => {
    const client = await clientWithProfile('Dora Daily', 'daily');
    const threadId = await generalThreadFor(client);
    const day = calendarDayOf(new Date());
    trackMail(`digest-${client.uid}-${day}`);

    const id = await sendAs(threadId, asAdmin(), 'Your <new> homepage is live');
    await counted(threadId, [id]);
    expect(await messageMails(threadId, [id])).toEqual([]);

    // 7 am Brisbane tomorrow: the digest then covers today, when the message was sent.
    const tomorrowMorning = new Date(startOfCalendarDay(day).getTime() + 31 * 60 * 60 * 1000);
    await sendDailyDigests(tomorrowMorning);

    const digests = await db.collection(COLLECTIONS.mail).where('to', 'array-contains', client.email).get();
    expect(digests.docs.map((doc) => doc.id)).toEqual([`digest-${client.uid}-${day}`]);
    const { text, html } = digests.docs[0]!.get('message') as { text: string; html: string };
    expect(text).toContain('“General”: 1 unread message, the latest: “Your <new> homepage is live”');
    expect(text).toContain(`http://127.0.0.1:5000/client/messages/${threadId}`);
    expect(html).toContain('Your &lt;new&gt; homepage');
    expect(html).not.toContain('<new>');
  });

  it('counts nothing unread that the other side read before it was counted (shown in their open conversation)', async () => {
    const client = await clientWithProfile('Rhea Read');
    const threadId = await generalThreadFor(client);
    const [mine, agency] = await Promise.all([clientFirestore(client), clientFirestore(admin)]);
    try {
      const sent = sendMessage(mine.db, threadId, asClient(client), 'Are you there?');
      await sent.written;
      // The agency's open conversation shows it at once and marks the thread read, before the trigger counts it.
      await markThreadRead(agency.db, threadId, 'admin');
      const read = await counted(threadId, [sent.id]);
      expect(read.unreadForAgency).toBe(0);
      expect(read.agencyReadAt!.toMillis()).toBeGreaterThanOrEqual(read.lastMessageAt!.toMillis());

      // What comes after the mark is unread.
      const next = sendMessage(mine.db, threadId, asClient(client), 'Hello?');
      await next.written;
      expect((await counted(threadId, [next.id])).unreadForAgency).toBe(1);
    } finally {
      await Promise.all([mine.close(), agency.close()]);
    }
  });

  it('never counts a message again that is already counted (the seed’s, a retried trigger)', async () => {
    const client = await clientWithProfile('Cole Counted');
    const threadId = await generalThreadFor(client);
    const start = Date.now();
    // Newer than the others: were it counted, it would be the preview and raise the count.
    const seeded = await sendAs(threadId, asClient(client), 'Counted before', {
      at: new Date(start + 60_000),
      countedAt: new Date(start + 61_000),
    });
    const first = await sendAs(threadId, asClient(client), 'Counted now', { at: new Date(start) });
    await counted(threadId, [first]);
    const second = await sendAs(threadId, asClient(client), 'Counted next', { at: new Date(start + 1000) });

    const thread = await counted(threadId, [second]);
    expect(thread).toMatchObject({ unreadForAgency: 2, lastMessageId: second, lastMessagePreview: 'Counted next' });
    expect(await messageMails(threadId, [seeded])).toEqual([]);
  });
});

describe('onMessageUpdated', () => {
  it('moves a removed message’s text to moderation, blanks it, fixes the preview and logs who removed it', async () => {
    const client = await clientWithProfile('Rita Removed');
    const threadId = await generalThreadFor(client);
    const secret = `My card number is 4111 ${marker()}`;
    const id = await sendAs(threadId, asClient(client), secret);
    await counted(threadId, [id]);

    await messagesRef(threadId).doc(id).update({
      removed: true,
      removedBy: admin.uid,
      removedAt: FieldValue.serverTimestamp(),
    });

    const moderation = threadRef(threadId).collection(THREAD_SUBCOLLECTIONS.moderation).doc(id);
    await eventually(async () => expect((await moderation.get()).exists).toBe(true));
    expect((await moderation.get()).data()).toMatchObject({ body: secret, removedBy: admin.uid });
    const message = (await messagesRef(threadId).doc(id).get()).data()!;
    expect(message).toMatchObject({ body: '', removed: true, removedBy: admin.uid });
    const thread = (await threadOf(threadId))!;
    expect(thread.lastMessagePreview).toBe(REMOVED_MESSAGE_TEXT);
    expect(JSON.stringify(thread)).not.toContain('4111');

    const removed = await activityEntries(client.uid, 'message_removed');
    expect(removed.map((entry) => entry.id)).toEqual([`removed-${threadId}-${id}`]);
    expect(removed[0]!.data()).toMatchObject({
      actor: admin.uid,
      actorName: 'Sam Admin',
      actorRole: 'admin',
      clientId: client.uid,
      clientVisible: false,
      summary: 'Sam Admin removed a message from Green Roots Naturopathy’s conversation “General”.',
      details: { threadId, messageId: id, subject: 'General' },
    });
    expect(JSON.stringify(removed[0]!.data())).not.toContain('4111');
  });

  it('leaves the preview alone when the removed message is not the last one', async () => {
    const client = await clientWithProfile('Lou Later');
    const threadId = await generalThreadFor(client);
    const start = Date.now();
    const older = await sendAs(threadId, asClient(client), 'Oops, wrong chat', { at: new Date(start) });
    const newer = await sendAs(threadId, asAdmin(), 'No worries', { at: new Date(start + 1000) });
    await counted(threadId, [older, newer]);

    await messagesRef(threadId).doc(older).update({
      removed: true,
      removedBy: admin.uid,
      removedAt: FieldValue.serverTimestamp(),
    });

    await eventually(async () => expect((await messagesRef(threadId).doc(older).get()).get('body')).toBe(''));
    expect((await threadOf(threadId))!.lastMessagePreview).toBe('No worries');
  });
});
