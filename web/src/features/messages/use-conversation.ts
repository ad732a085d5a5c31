import { disableNetwork, enableNetwork, getDocs, type QueryDocumentSnapshot } from 'firebase/firestore';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFirestore } from 'reactfire';

import { MESSAGE_LIMITS, type SenderRole } from '@agency/common';

import { readUsage } from '@/lib/firestore/files';
import {
  listenToNewestMessages,
  type Message,
  messageOf,
  olderMessagesQuery,
  sendMessage,
} from '@/lib/firestore/threads';
import { messageRefusal } from '@/lib/storage/usage-limits';

/** A message the server refused: kept, with its text, until it is sent again or discarded. */
export interface FailedMessage {
  id: string;
  body: string;
  fileIds: readonly string[];
  failedAt: Date;
  /** Why, in words, when it is known: a client's day of messages is spent. */
  reason?: string;
}

export interface Conversation {
  status: 'loading' | 'ready' | 'error';
  /** Oldest first. */
  messages: Message[];
  failed: FailedMessage[];
  /** There may be messages before the oldest shown. */
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => Promise<void>;
  /**
   * This tab's messages still not on the server after STALLED_AFTER_MS, or while the browser is offline. Firestore
   * keeps trying them by itself; `reconnect` tries again now instead of after its back-off.
   */
  stalled: ReadonlySet<string>;
  reconnect: () => Promise<void>;
  send: (body: string, fileIds?: readonly string[]) => void;
  retry: (id: string) => void;
  discard: (id: string) => void;
}

/** How long a message may stay "sending" before the screen says it has not gone yet. */
export const STALLED_AFTER_MS = 6000;

const byTime = (a: Message, b: Message) =>
  (a.createdAt?.getTime() ?? Number.MAX_SAFE_INTEGER) - (b.createdAt?.getTime() ?? Number.MAX_SAFE_INTEGER) ||
  a.id.localeCompare(b.id);

/**
 * A thread's messages: the newest page live, older pages on demand, never the whole history at once. Every
 * message seen stays (a new message pushes the oldest one out of the live page, not off the screen). Sending goes
 * through Firestore's local write, so a message shows at once as pending; one the server refuses moves to
 * `failed`, its text kept for a retry. One hook serves one thread: callers key it by the thread's id.
 */
export function useConversation(threadId: string, sender: { uid: string; role: SenderRole }): Conversation {
  const db = useFirestore();
  const [seen, setSeen] = useState<ReadonlyMap<string, Message>>(new Map());
  const [status, setStatus] = useState<Conversation['status']>('loading');
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [failed, setFailed] = useState<FailedMessage[]>([]);
  // The oldest message read so far, the cursor for the next older page.
  const oldest = useRef<QueryDocumentSnapshot | null>(null);

  useEffect(() => {
    return listenToNewestMessages(
      db,
      threadId,
      (snapshot) => {
        setSeen((before) => {
          const next = new Map(before);
          // Every message of the live page, not the changes: the read skips the cache's answers until the
          // server's first (lib/firestore/live.ts), and changes count from the last answer the SDK gave, heard or not.
          for (const row of snapshot.docs) next.set(row.id, messageOf(row));
          for (const change of snapshot.docChanges()) {
            // Leaving the live page is not leaving the conversation, except for this tab's own write that the
            // server refused: that one never existed.
            if (change.type === 'removed' && next.get(change.doc.id)?.pending) next.delete(change.doc.id);
          }
          return next;
        });
        // The first page the server sends fixes where older pages start; later messages only add at the end.
        const docs = snapshot.docs;
        if (oldest.current === null && !snapshot.metadata.fromCache) {
          oldest.current = docs.at(-1) ?? null;
          setHasOlder(docs.length === MESSAGE_LIMITS.page);
        }
        setStatus('ready');
      },
      () => setStatus('error'),
    );
  }, [db, threadId]);

  const loadOlder = useCallback(async () => {
    const cursor = oldest.current;
    if (!cursor) return;
    setLoadingOlder(true);
    try {
      const page = await getDocs(olderMessagesQuery(db, threadId, cursor));
      oldest.current = page.docs.at(-1) ?? cursor;
      setHasOlder(page.docs.length === MESSAGE_LIMITS.page);
      setSeen((before) => {
        const next = new Map(before);
        for (const row of page.docs) if (!next.has(row.id)) next.set(row.id, messageOf(row));
        return next;
      });
    } finally {
      setLoadingOlder(false);
    }
  }, [db, threadId]);

  const { uid, role } = sender;
  const send = useCallback(
    (body: string, fileIds: readonly string[] = []) => {
      const outgoing = sendMessage(db, threadId, { uid, role }, body, fileIds);
      outgoing.written.catch(async () => {
        // The rules refuse a client's message past their day's limit without saying so: their usage does.
        const usage = role === 'client' ? await readUsage(db, uid) : null;
        const reason = (usage && messageRefusal(usage)) ?? undefined;
        setFailed((before) => [...before, { id: outgoing.id, body, fileIds, failedAt: new Date(), reason }]);
      });
    },
    [db, threadId, uid, role],
  );
  const discard = useCallback((id: string) => setFailed((before) => before.filter((item) => item.id !== id)), []);
  const retry = useCallback(
    (id: string) => {
      const item = failed.find((candidate) => candidate.id === id);
      if (!item) return;
      discard(id);
      send(item.body, item.fileIds);
    },
    [failed, discard, send],
  );

  const messages = useMemo(() => [...seen.values()].sort(byTime), [seen]);
  const stalled = useStalled(messages);
  const reconnect = useCallback(async () => {
    await disableNetwork(db);
    await enableNetwork(db);
  }, [db]);
  return {
    status,
    messages,
    failed,
    hasOlder,
    loadingOlder,
    loadOlder,
    stalled,
    reconnect,
    send,
    retry,
    discard,
  };
}

/** The pending messages that have waited too long, or all of them while the browser says it is offline. */
function useStalled(messages: Message[]): ReadonlySet<string> {
  const [stalled, setStalled] = useState<ReadonlySet<string>>(new Set());
  // When each pending message was first seen here (its estimated server time can be off by the clock's skew).
  const firstSeen = useRef(new Map<string, number>());
  const key = messages
    .filter((message) => message.pending)
    .map((message) => message.id)
    .join(' ');
  useEffect(() => {
    const pending = key ? key.split(' ') : [];
    const seenAt = firstSeen.current;
    for (const id of [...seenAt.keys()]) if (!pending.includes(id)) seenAt.delete(id);
    for (const id of pending) if (!seenAt.has(id)) seenAt.set(id, Date.now());
    const check = () =>
      setStalled(
        new Set(pending.filter((id) => !navigator.onLine || Date.now() - (seenAt.get(id) ?? 0) >= STALLED_AFTER_MS)),
      );
    const timers = [
      window.setTimeout(check, 0),
      ...pending.map((id) =>
        window.setTimeout(check, Math.max(0, (seenAt.get(id) ?? 0) + STALLED_AFTER_MS - Date.now()) + 20),
      ),
    ];
    window.addEventListener('online', check);
    window.addEventListener('offline', check);
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
      window.removeEventListener('online', check);
      window.removeEventListener('offline', check);
    };
  }, [key]);
  return stalled;
}
