import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';

import {
  type ActivityDocument,
  type ActivityReader,
  activitySentence,
  type ActivityType,
  calendarDayOf,
  formatDay,
  type ReadableActivity,
  startOfCalendarDay,
} from '@agency/common';

import { AGENCY_NAME, agencyNotifyEmail } from '../config';
import { db } from '../lib/admin';
import { activityRef, clientTimelineBetween } from '../lib/firestore/activity';
import { clientRef, dailyDigestClientsQuery } from '../lib/firestore/clients';
import { mailRef, type OutgoingMail } from '../lib/firestore/mail';
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

/** Whether an entry is one a client is mailed about. */
const notifies = (entry: Pick<ActivityDocument<unknown>, 'type' | 'clientVisible'>) =>
  NOTIFYING_TYPES.includes(entry.type) && entry.clientVisible;

/**
 * Queues one mail, under `mailId`, about those of `entryIds` not mailed yet, and marks them mailed (`mailedAt`), in
 * one transaction: each update is mailed exactly once, at once, in a digest or when the client switches to instant
 * mail, however often the client's preference changes in between, and whichever mail runs first. `compose` gets the
 * entries still unmailed, in the order given, and returns the mail, or null for none. A mail already queued under
 * `mailId` (a retry, or a second run of a job) is left alone. True when this call queued it.
 */
async function mailUnmailed(
  mailId: string,
  entryIds: readonly string[],
  compose: (unmailed: Entry[]) => OutgoingMail | null,
): Promise<boolean> {
  return db.runTransaction(async (transaction) => {
    const mail = mailRef(mailId);
    if ((await transaction.get(mail)).exists) return false;
    const stored = entryIds.length ? await transaction.getAll(...entryIds.map((id) => activityRef(id))) : [];
    const unmailed = stored.flatMap((snapshot) => {
      const entry = snapshot.data();
      return entry && !entry.mailedAt ? [{ ...entry, id: snapshot.id }] : [];
    });
    const outgoing = compose(unmailed);
    if (!outgoing) return false;
    transaction.create(mail, outgoing);
    for (const entry of unmailed) transaction.update(activityRef(entry.id), { mailedAt: FieldValue.serverTimestamp() });
    return true;
  });
}

/** A client who may be mailed: they have an address and their account is not disabled. */
async function mailableClient(clientId: string) {
  const profile = (await clientRef(clientId).get()).data();
  return profile?.email && profile.status !== 'disabled' ? { ...profile, email: profile.email } : null;
}

/**
 * After functions recorded `entries` for a client: each that notifies, for a client who asked for instant mail,
 * queues one email now, under the entry's id, unless a mail has told them of it already. A daily client is left to
 * the digest.
 */
export async function notifyClient(clientId: string, entries: readonly Entry[]): Promise<void> {
  const profile = await mailableClient(clientId);
  if (profile?.notificationPreference !== 'instant') return;
  for (const entry of entries) {
    if (!notifies(entry)) continue;
    const reader = clientReader(clientId);
    await mailUnmailed(`notify-${entry.id}`, [entry.id], ([fresh]) =>
      fresh
        ? mailTo(
            profile.email,
            reader,
            activitySentence(fresh, reader),
            [fresh],
            `Hello ${profile.name}, an update on your project:`,
          )
        : null,
    );
  }
}

/**
 * When a client switches from the daily digest to instant mail: the updates no mail has told them of yet, from the
 * start of the day before `now` (the oldest a digest still to come would have covered) up to `now`, in one mail at
 * once, so switching never loses them. `mailId` names the switch (a redelivered event queues nothing more). Returns
 * whether it queued a mail.
 */
export async function mailPendingUpdates(clientId: string, now: Date, mailId: string): Promise<boolean> {
  const profile = await mailableClient(clientId);
  if (profile?.notificationPreference !== 'instant') return false;
  const start = new Date(startOfCalendarDay(calendarDayOf(now)).getTime() - 24 * 60 * 60 * 1000);
  const timeline = await clientTimelineBetween(clientId, start, new Date(now.getTime() + 1)).get();
  const pending = timeline.docs.filter((doc) => notifies(doc.data()) && !doc.data().mailedAt).map((doc) => doc.id);
  if (!pending.length) return false;
  return mailUnmailed(mailId, pending, (unmailed) =>
    unmailed.length
      ? mailTo(
          profile.email,
          clientReader(clientId),
          'Your project updates',
          unmailed,
          `Hello ${profile.name}, you now get an email for each update. Here is what moved since your last one:`,
        )
      : null,
  );
}

/**
 * The daily digest for the Queensland day before `now`: one mail per client who chose the digest and had
 * something new that day, listing everything, with the conversations the agency wrote in that the client has not
 * read yet (a day with only messages still makes a digest); nothing for a quiet client; no update an instant mail
 * already told them of (`mailedAt`); nothing twice if the job runs twice (each mail's id names the client and the day,
 * and is only ever created). Returns how many mails it queued.
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
      // Updates an instant mail told them of already (they switched to the digest later that day) are left out.
      const news = entries.docs.filter((doc) => notifies(doc.data()) && !doc.data().mailedAt).map((doc) => doc.id);
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
      const spoken = formatDay(day);
      const queued = await mailUnmailed(`digest-${client.id}-${day}`, news, (unmailed) =>
        unmailed.length
          ? mailTo(
              email,
              clientReader(client.id),
              `Your project updates for ${spoken}`,
              unmailed,
              `Hello ${name ?? ''}, here is what moved on ${spoken}:`,
              conversations,
            )
          : conversations.length
            ? mailTo(
                email,
                clientReader(client.id),
                `Unread messages from ${AGENCY_NAME}, ${spoken}`,
                [],
                `Hello ${name ?? ''}, ${AGENCY_NAME} wrote to you on ${spoken}:`,
                conversations,
              )
            : null,
      );
      if (queued) sent++;
    } catch (error) {
      logger.error('Could not queue a daily digest', { clientId: client.id, error });
    }
  }
  return sent;
}
