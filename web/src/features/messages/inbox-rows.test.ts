import { describe, expect, it } from 'vitest';

import { emptyThread, REMOVED_MESSAGE_TEXT } from '@agency/common';

import type { Arrival, Thread } from '@/lib/firestore/threads';

import { threadsToLookUp, withArrivals } from './inbox-rows';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 0, minute));

/** A thread as onMessageCreated left it: its last counted message at `lastAt`. */
function thread(id: string, changes: Partial<Thread> = {}): Thread {
  return {
    ...emptyThread(`client-${id}`, null, 'General'),
    id,
    createdAt: at(0),
    lastMessageAt: at(10),
    lastMessageId: 'counted',
    lastMessagePreview: 'Counted already',
    lastSenderRole: 'admin',
    countedMessageIds: ['counted'],
    agencyReadAt: at(10),
    ...changes,
  } as Thread;
}

function arrival(id: string, threadId: string, minute: number, changes: Partial<Arrival> = {}): Arrival {
  return {
    id,
    threadId,
    senderId: 'someone',
    senderRole: 'client',
    body: `Message ${id}`,
    createdAt: at(minute),
    fileIds: [],
    removed: false,
    pending: false,
    ...changes,
  };
}

describe('withArrivals', () => {
  it('shows a client’s new message at once: its text, time and sender, and one more unread', () => {
    const [row] = withArrivals([thread('t1')], [arrival('m1', 't1', 11, { body: '  Are   we\non track? ' })]);
    expect(row).toMatchObject({
      lastMessageAt: at(11),
      lastMessageId: 'm1',
      lastMessagePreview: 'Are we on track?',
      lastSenderRole: 'client',
      unreadForAgency: 1,
    });
  });

  it('counts each uncounted message once and ends with the newest, whatever order they came in', () => {
    const [row] = withArrivals(
      [thread('t1')],
      [arrival('m3', 't1', 13), arrival('m1', 't1', 11), arrival('m2', 't1', 12, { senderRole: 'admin' })],
    );
    expect(row).toMatchObject({ lastMessageId: 'm3', unreadForAgency: 2, lastSenderRole: 'client' });
  });

  it('leaves a thread as it is for a message the trigger counted, or one older than its last', () => {
    const counted = thread('t1', { countedMessageIds: ['counted', 'm1'], lastMessageAt: at(11) });
    expect(withArrivals([counted], [arrival('m1', 't1', 11)])).toEqual([counted]);
    const later = thread('t2', { lastMessageAt: at(20) });
    expect(withArrivals([later], [arrival('m2', 't2', 15)])).toEqual([later]);
  });

  it('counts nothing unread in the conversation that is open, or from before the agency last read it', () => {
    expect(withArrivals([thread('t1')], [arrival('m1', 't1', 11)], 't1')[0]?.unreadForAgency).toBe(0);
    const read = thread('t2', { lastMessageAt: null, agencyReadAt: at(12) });
    expect(withArrivals([read], [arrival('m2', 't2', 11)])[0]).toMatchObject({
      lastMessageId: 'm2',
      unreadForAgency: 0,
    });
  });

  it('shows a removed message as removed, and the agency’s own message as no longer waiting', () => {
    const [removed] = withArrivals([thread('t1')], [arrival('m1', 't1', 11, { removed: true, body: '' })]);
    expect(removed?.lastMessagePreview).toBe(REMOVED_MESSAGE_TEXT);
    const waiting = thread('t2', { lastSenderRole: 'client' });
    const [answered] = withArrivals([waiting], [arrival('m2', 't2', 11, { senderRole: 'admin', body: 'On it' })]);
    expect(answered).toMatchObject({ lastSenderRole: 'admin', lastMessagePreview: 'On it', unreadForAgency: 0 });
  });

  it('gives a conversation nobody had written in its first message', () => {
    const [row] = withArrivals([thread('t1', { lastMessageAt: null, agencyReadAt: null })], [arrival('m1', 't1', 1)]);
    expect(row).toMatchObject({ lastMessageAt: at(1), unreadForAgency: 1 });
  });
});

describe('threadsToLookUp', () => {
  it('names each thread of a message heard that the rows do not hold, once', () => {
    const heard = [arrival('m1', 't1', 1), arrival('m2', 't9', 2), arrival('m3', 't9', 3), arrival('m4', 't5', 4)];
    expect(threadsToLookUp(new Set(['t1']), heard)).toEqual(['t5', 't9']);
  });
});
