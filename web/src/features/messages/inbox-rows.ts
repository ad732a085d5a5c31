import { previewOf, REMOVED_MESSAGE_TEXT } from '@agency/common';

import type { Arrival, Thread } from '@/lib/firestore/threads';

const time = (date: Date | null | undefined) => date?.getTime() ?? 0;

/** Whether a thread has yet to show this message: onMessageCreated has not counted it, and it is its newest. */
function isNews(thread: Thread, arrival: Arrival): boolean {
  if (!arrival.createdAt || thread.countedMessageIds?.includes(arrival.id)) return false;
  return !thread.lastMessageAt || arrival.createdAt > thread.lastMessageAt;
}

/**
 * The inbox's threads as their messages have them now. onMessageCreated copies each message to its thread (the
 * preview, time, sender and the agency's unread count) after it is written: a few hundred milliseconds when its
 * function is warm, seconds when it starts cold. The conversation itself listens to the messages, with no function
 * in the way; so do these rows, from the newest messages of every thread, and they agree with the thread once the
 * function has run. A client's message counts as unread unless its conversation is the one open (`openId`), which
 * marks it read.
 */
export function withArrivals(threads: readonly Thread[], arrivals: readonly Arrival[], openId?: string): Thread[] {
  const rows = new Map(threads.map((thread) => [thread.id, thread]));
  // Oldest first, so a thread ends with its newest message.
  for (const arrival of [...arrivals].sort((a, b) => time(a.createdAt) - time(b.createdAt))) {
    const thread = rows.get(arrival.threadId);
    if (!thread || !isNews(thread, arrival)) continue;
    const unread =
      arrival.senderRole === 'client' &&
      thread.id !== openId &&
      (!thread.agencyReadAt || arrival.createdAt! > thread.agencyReadAt);
    rows.set(thread.id, {
      ...thread,
      lastMessageAt: arrival.createdAt,
      lastMessageId: arrival.id,
      lastMessagePreview: arrival.removed ? REMOVED_MESSAGE_TEXT : previewOf(arrival.body),
      lastSenderRole: arrival.senderRole,
      unreadForAgency: thread.unreadForAgency + (unread ? 1 : 0),
    });
  }
  return [...rows.values()];
}

/**
 * The threads of newest messages that the inbox's rows do not hold (a conversation below its first page, or not
 * yet in it), for a bounded look-up: at most one per message heard.
 */
export function threadsToLookUp(shown: ReadonlySet<string>, arrivals: readonly Arrival[]): string[] {
  return [...new Set(arrivals.map((arrival) => arrival.threadId))].filter((id) => id && !shown.has(id)).sort();
}
