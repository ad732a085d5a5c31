/**
 * `threads/{threadId}` and `threads/{threadId}/messages/{messageId}`: conversations between one client and the
 * agency (../shared/PORTAL.md). Clients and admins write messages through the SDKs (firestore.rules check each);
 * functions create threads (`openThread`) and keep every thread's preview, unread counts and notifications in step
 * with its messages (docs/decisions/015-messages.md).
 */
import type { ClientNames } from './client-names';
import { hasVisibleText } from './schemas/fields';
import { clipText } from './text';

export const SENDER_ROLES = ['client', 'admin'] as const;
export type SenderRole = (typeof SENDER_ROLES)[number];

export const MESSAGE_LIMITS = {
  /** A message's text, in characters (firestore.rules say the same). */
  body: 5000,
  /** The thread's copy of its last message. */
  preview: 140,
  /** Files attached to one message. */
  fileIds: 10,
  /** Messages read at a time: the newest page live, older pages on demand. */
  page: 30,
  /** Threads read at a time in the agency's inbox. */
  inboxPage: 50,
  /** The composer starts counting down this many characters before the limit. */
  counterFrom: 4500,
} as const;

/** How many recently counted message ids a thread keeps (retries come within minutes, never 50 messages late). */
export const COUNTED_IDS_KEPT = 50;

/** At most one email per thread per this interval, so a burst of messages is one email. */
export const MESSAGE_MAIL_INTERVAL_MS = 10 * 60 * 1000;

/** What the client sees instead of a message the agency removed (the agency still reads the text). */
export const REMOVED_MESSAGE_TEXT = 'This message was removed';

/** The subject of every client's general conversation. */
export const GENERAL_THREAD_SUBJECT = 'General';

/** Subcollections of a thread. `moderation/{messageId}` keeps a removed message's text, for admins only. */
export const THREAD_SUBCOLLECTIONS = { messages: 'messages', moderation: 'moderation' } as const;

/** Thread ids are fixed by what the thread is about, so opening one twice never makes two. */
export const generalThreadId = (clientId: string) => `general-${clientId}`;
export const projectThreadId = (projectId: string) => `project-${projectId}`;

export interface ThreadDocument<Time> extends Partial<ClientNames> {
  clientId: string;
  projectId: string | null;
  subject: string;
  /** null until the first message. */
  lastMessageAt: Time | null;
  lastMessageId: string | null;
  /** The last message's text, whitespace folded, at most MESSAGE_LIMITS.preview characters. */
  lastMessagePreview: string;
  lastSenderRole: SenderRole | null;
  unreadForClient: number;
  unreadForAgency: number;
  clientReadAt: Time | null;
  agencyReadAt: Time | null;
  /** When functions last emailed each side about this thread (the 10-minute throttle). */
  agencyNotifiedAt: Time | null;
  clientNotifiedAt: Time | null;
  /**
   * The last COUNTED_IDS_KEPT messages functions have counted, so a retried trigger counts a message once. Kept on
   * the thread, not the message, so counting writes no message (whose update would wake onMessageUpdated too).
   */
  countedMessageIds: string[];
  createdAt: Time;
}

export interface MessageDocument<Time> {
  senderId: string;
  senderRole: SenderRole;
  /** Plain text, 1–5000 characters, never rendered as HTML. '' once removed (the text moves to `moderation`). */
  body: string;
  createdAt: Time;
  fileIds: string[];
  removed: boolean;
  /** Set by the admin who removes the message (firestore.rules check both). */
  removedBy?: string;
  removedAt?: Time;
  /**
   * Set only by the project's scripts (the seed, tests) on messages written with their thread already in step:
   * onMessageCreated leaves such a message alone. Clients cannot set it (firestore.rules).
   */
  countedAt?: Time;
}

/** `threads/{id}/moderation/{messageId}`: a removed message's text and who removed it, for admins only. */
export interface ModerationDocument<Time> {
  body: string;
  removedBy: string;
  removedAt: Time;
}

/**
 * A thread as openThread makes it, before anyone writes in it: nothing read, nothing sent, nobody emailed. The
 * caller adds `createdAt` (the server's time in functions, a fixed one in tests).
 */
export function emptyThread(
  clientId: string,
  projectId: string | null,
  subject: string,
): Omit<ThreadDocument<never>, 'createdAt'> {
  return {
    clientId,
    projectId,
    subject,
    lastMessageAt: null,
    lastMessageId: null,
    lastMessagePreview: '',
    lastSenderRole: null,
    unreadForClient: 0,
    unreadForAgency: 0,
    clientReadAt: null,
    agencyReadAt: null,
    agencyNotifiedAt: null,
    clientNotifiedAt: null,
    countedMessageIds: [],
  };
}

/** The thread's one-line copy of a message: whitespace folded, cut to MESSAGE_LIMITS.preview with an ellipsis. */
export function previewOf(body: string): string {
  const folded = body.replace(/\s+/g, ' ').trim();
  return clipText(folded, MESSAGE_LIMITS.preview);
}

/** What a person may send: 1–5000 characters with something besides whitespace. Null when fine. */
export function messageBodyProblem(body: string): string | null {
  // Whitespace of any kind and invisible format characters (zero-width spaces, direction marks) say nothing.
  if (!hasVisibleText(body)) return 'Write a message first';
  if (body.length > MESSAGE_LIMITS.body) return `A message can be at most ${MESSAGE_LIMITS.body} characters`;
  return null;
}

/** `openThread`: a client opens their own general thread or one of their project's; an admin names the client. */
export interface OpenThreadRequest {
  clientId?: string;
  projectId?: string | null;
}
export interface OpenThreadResult {
  threadId: string;
  created: boolean;
}
