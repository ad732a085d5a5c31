import { logger } from 'firebase-functions';

import {
  type ActivityDocument,
  type ActivityReader,
  activitySentence,
  type ActivityType,
  calendarDayOf,
  type ReadableActivity,
  spokenDay,
  startOfCalendarDay,
} from '@agency/common';

import { AGENCY_NAME, agencyNotifyEmail } from '../config';
import { clientTimelineBetween } from '../lib/firestore/activity';
import { clientRef, dailyDigestClientsQuery } from '../lib/firestore/clients';
import { type OutgoingMail, queueMailOnce } from '../lib/firestore/mail';
import { clientThreadsActiveBetween } from '../lib/firestore/threads';
import { escapeHtml, headerSafe } from '../lib/mail';
import { portalOrigin } from '../lib/portal-url';

/**
 * The events a client is told about, by email at once or in their daily digest (their profile's
 * `notificationPreference`). Later features add theirs here; everything else stays on the timeline only.
 */
export const NOTIFYING_TYPES: readonly ActivityType[] = [
  'project_status_changed',
  'milestone_completed',
  // A deliverable waits for the client's approval.
  'deliverable_shared',
];

/** An activity entry a mail quotes: worded for the client from its facts, and where it is dealt with. */
type Entry = ReadableActivity &
  Pick<ActivityDocument<unknown>, 'type' | 'projectId' | 'clientVisible'> & { id: string };

/** The client as a mail's reader: their own doings are "you", the agency's people are named. */
const clientReader = (clientId: string): ActivityReader => ({ side: 'client', uid: clientId, agencyName: AGENCY_NAME });

/** Where an entry is dealt with in the portal: a file on the files page, else its project or the dashboard. */
const linkOf = (entry: Entry) =>
  `${portalOrigin()}${
    entry.type === 'deliverable_shared'
      ? '/client/files'
      : entry.projectId
        ? `/client/projects/${encodeURIComponent(entry.projectId)}`
        : '/client/dashboard'
  }`;

/** A conversation with messages from the agency the client has not read yet (for the digest). */
interface UnreadConversation {
  threadId: string;
  subject: string;
  unread: number;
  /** The agency's last message as the thread previews it (never a removed message's text), or '' if not theirs. */
  preview: string;
}

const conversationLink = (conversation: UnreadConversation) =>
  `${portalOrigin()}/client/messages/${encodeURIComponent(conversation.threadId)}`;

const unreadLine = ({ subject, unread, preview }: UnreadConversation) =>
  `“${subject}”: ${unread} unread message${unread === 1 ? '' : 's'}${preview ? `, the latest: “${preview}”` : ''}`;

function mailTo(
  email: string,
  reader: ActivityReader,
  subject: string,
  entries: Entry[],
  intro: string,
  conversations: UnreadConversation[] = [],
): OutgoingMail {
  const messagesIntro = `Messages from ${AGENCY_NAME} waiting for you:`;
  const sentence = (entry: Entry) => activitySentence(entry, reader);
  const text = [
    intro,
    '',
    ...entries.map((entry) => `- ${sentence(entry)}\n  ${linkOf(entry)}`),
    ...(conversations.length
      ? [
          ...(entries.length ? ['', messagesIntro] : []),
          ...conversations.map((conversation) => `- ${unreadLine(conversation)}\n  ${conversationLink(conversation)}`),
        ]
      : []),
    '',
    'Conscious Web Studio',
  ];
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    ...(entries.length
      ? [
          '<ul>',
          ...entries.map(
            (entry) =>
              `<li>${escapeHtml(sentence(entry))} <a href="${escapeHtml(linkOf(entry))}">Open in your portal</a></li>`,
          ),
          '</ul>',
        ]
      : []),
    ...(conversations.length
      ? [
          ...(entries.length ? [`<p>${escapeHtml(messagesIntro)}</p>`] : []),
          '<ul>',
          ...conversations.map(
            (conversation) =>
              `<li>${escapeHtml(unreadLine(conversation))} <a href="${escapeHtml(conversationLink(conversation))}">Read and reply</a></li>`,
          ),
          '</ul>',
        ]
      : []),
    '<p>Conscious Web Studio</p>',
  ];
  return {
    to: [email],
    replyTo: agencyNotifyEmail.value(),
    message: { subject: headerSafe(subject), text: text.join('\n'), html: html.join('') },
  };
}

/**
 * After functions recorded `entries` for a client: each that notifies, for a client who asked for instant mail,
 * queues one email now, under the entry's id, so a retry never sends it twice. A daily client is left to the
 * digest.
 */
export async function notifyClient(clientId: string, entries: readonly Entry[]): Promise<void> {
  const profile = (await clientRef(clientId).get()).data();
  if (!profile?.email || profile.notificationPreference !== 'instant' || profile.status === 'disabled') return;
  for (const entry of entries) {
    if (!NOTIFYING_TYPES.includes(entry.type) || !entry.clientVisible) continue;
    const reader = clientReader(clientId);
    const mail = mailTo(
      profile.email,
      reader,
      activitySentence(entry, reader),
      [entry],
      `Hello ${profile.name}, an update on your project:`,
    );
    await queueMailOnce(`notify-${entry.id}`, mail);
  }
}

/**
 * The daily digest for the Queensland day before `now`: one mail per client who chose the digest and had
 * something new that day, listing everything, with the conversations the agency wrote in that the client has not
 * read yet (a day with only messages still makes a digest); nothing for a quiet client; nothing twice if the job runs twice
 * (each mail's id names the client and the day, and is only ever created). Returns how many mails it queued.
 */
export async function sendDailyDigests(now: Date): Promise<number> {
  const today = calendarDayOf(now);
  const end = startOfCalendarDay(today);
  const start = new Date(end.getTime() - 24 * 60 * 60 * 1000);
  const day = calendarDayOf(start);
  const clients = await dailyDigestClientsQuery().get();
  let sent = 0;
  for (const client of clients.docs) {
    const { email, name, status } = client.data();
    if (!email || status === 'disabled') continue;
    // One client's failure must not cost everyone after them their digest.
    try {
      const entries = await clientTimelineBetween(client.id, start, end).get();
      const news = entries.docs
        .map((doc) => ({ ...doc.data(), id: doc.id }))
        .filter((entry) => NOTIFYING_TYPES.includes(entry.type));
      // Conversations the agency wrote in that day which the client has not read since.
      const threads = await clientThreadsActiveBetween(client.id, start, end).get();
      const conversations = threads.docs
        .map((doc) => ({ id: doc.id, ...doc.data() }))
        .filter((thread) => thread.unreadForClient > 0)
        .map((thread) => ({
          threadId: thread.id,
          subject: thread.subject,
          unread: thread.unreadForClient,
          preview: thread.lastSenderRole === 'admin' ? thread.lastMessagePreview : '',
        }));
      if (!news.length && !conversations.length) continue;
      const spoken = spokenDay(day);
      const mail = news.length
        ? mailTo(
            email,
            clientReader(client.id),
            `Your project updates for ${spoken}`,
            news,
            `Hello ${name ?? ''}, here is what moved on ${spoken}:`,
            conversations,
          )
        : mailTo(
            email,
            clientReader(client.id),
            `Unread messages from ${AGENCY_NAME}, ${spoken}`,
            [],
            `Hello ${name ?? ''}, ${AGENCY_NAME} wrote to you on ${spoken}:`,
            conversations,
          );
      if (await queueMailOnce(`digest-${client.id}-${day}`, mail)) sent++;
    } catch (error) {
      logger.error('Could not queue a daily digest', { clientId: client.id, error });
    }
  }
  return sent;
}
