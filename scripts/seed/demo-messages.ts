import type { Firestore } from 'firebase-admin/firestore';

import {
  calendarDayOf,
  COLLECTIONS,
  GENERAL_THREAD_SUBJECT,
  generalThreadId,
  previewOf,
  projectThreadId,
  type SenderRole,
  startOfCalendarDay,
  THREAD_SUBCOLLECTIONS,
  type ThreadDocument,
} from '@agency/common';

import { message as messageDocument, SIGNED_UP_AT } from '../../tests/support/factories';

import { DEMO_CLIENT_NAMES } from './demo-activity';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/**
 * `time` (HH:MM, Queensland) on the Queensland day `days` before today: the conversation is always recent and
 * already over whenever `npm start` runs, and its messages keep office-hours times in the portal's time zone.
 */
function at(days: number, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const start = startOfCalendarDay(calendarDayOf(new Date(Date.now() - days * DAY_MS)));
  return new Date(start.getTime() + hours * HOUR_MS + minutes * MINUTE_MS);
}
const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * MINUTE_MS);

interface DemoMessage {
  id: string;
  from: SenderRole;
  at: Date;
  body: string;
}

/** The project whose conversation the demo has (scripts/seed/demo-projects.ts). */
const DEMO_PROJECT_ID = 'demo-website-rebuild';

/**
 * The demo client's conversations, as they would stand a few weeks into the website rebuild: the general one,
 * with messages each way over the last two days and the agency's newest reply still unread by the client (so the
 * portal's badge shows 1), and the rebuild's own conversation, all read, its last word the client's (so the
 * agency's inbox has one waiting for a reply).
 *
 * Every message carries `countedAt`, as if onMessageCreated had already counted it: that trigger skips counted
 * messages, so the counts and previews written here stay as they are and no email is queued. Reseeding deletes
 * the threads' messages (and any removed text) first, so a demo conversation that someone added to goes back to
 * this state.
 */
export async function seedDemoMessages(db: Firestore, uids: { admin: string; client: string }): Promise<void> {
  const clientId = uids.client;
  const general: DemoMessage[] = [
    {
      id: 'demo-general-1',
      from: 'client',
      at: at(2, '08:52'),
      body: 'Morning team! I had a look at the new home page design on my phone last night and it looks lovely. Quick question: will people be able to choose which practitioner they book with?',
    },
    {
      id: 'demo-general-2',
      from: 'admin',
      at: at(2, '10:15'),
      body: "Thanks Casey, so glad you like it! Yes: the booking page will list each practitioner with their own available times. We'll show you a working version as soon as the bookings are connected.",
    },
    {
      id: 'demo-general-3',
      from: 'client',
      at: at(1, '09:05'),
      body: "Perfect. I've also taken some photos around the clinic for the About page. Is there a size or format you'd prefer?",
    },
    {
      id: 'demo-general-4',
      from: 'admin',
      at: at(1, '11:40'),
      body: "Landscape photos at least 2000 px wide are ideal, but send what you have and we'll crop them. The staging site is up too if you'd like a peek: https://staging.greenroots.example.com.au",
    },
    {
      id: 'demo-general-5',
      from: 'client',
      at: at(1, '14:22'),
      body: 'Oh, it looks great already! One more thing: from next month we open Saturdays 8 till 12. Can the site show that?',
    },
    {
      id: 'demo-general-6',
      from: 'admin',
      at: at(1, '16:05'),
      body: "Of course. We've noted the new Saturday hours and will update them on the site and your Google Business Profile before launch. Have a lovely evening!",
    },
  ];
  const project: DemoMessage[] = [
    {
      id: 'demo-project-1',
      from: 'admin',
      at: at(6, '15:10'),
      body: "Hi Casey, thanks for approving the home page design! We're starting on the remaining pages and the online bookings this week.",
    },
    {
      id: 'demo-project-2',
      from: 'client',
      at: at(5, '08:30'),
      body: 'Wonderful, thank you. Looking forward to seeing it all come together.',
    },
  ];

  await seedThread(db, uids, generalThreadId(clientId), general, {
    clientId,
    projectId: null,
    subject: GENERAL_THREAD_SUBJECT,
    // openThread makes the general thread when the client completes onboarding (the seeded profile's time).
    createdAt: SIGNED_UP_AT,
    // The client read the agency's photo advice before answering it, and has not opened the newest reply.
    clientReadAt: minutesAfter(general[4]!.at, -2),
    agencyReadAt: minutesAfter(general[5]!.at, -5),
    unreadForClient: 1,
  });
  await seedThread(db, uids, projectThreadId(DEMO_PROJECT_ID), project, {
    clientId,
    projectId: DEMO_PROJECT_ID,
    subject: 'Website rebuild',
    createdAt: project[0]!.at,
    clientReadAt: minutesAfter(project[1]!.at, -1),
    agencyReadAt: minutesAfter(project[1]!.at, 32),
    unreadForClient: 0,
  });
}

async function seedThread(
  db: Firestore,
  uids: { admin: string; client: string },
  threadId: string,
  messages: DemoMessage[],
  thread: Pick<
    ThreadDocument<Date>,
    'clientId' | 'projectId' | 'subject' | 'createdAt' | 'clientReadAt' | 'agencyReadAt' | 'unreadForClient'
  >,
): Promise<void> {
  const ref = db.collection(COLLECTIONS.threads).doc(threadId);
  await Promise.all(Object.values(THREAD_SUBCOLLECTIONS).map((name) => db.recursiveDelete(ref.collection(name))));

  const last = messages.at(-1)!;
  const lastFrom = (role: SenderRole) => messages.findLast((message) => message.from === role)?.at ?? null;
  const document: ThreadDocument<Date> = {
    ...thread,
    ...DEMO_CLIENT_NAMES,
    lastMessageAt: last.at,
    lastMessageId: last.id,
    lastMessagePreview: previewOf(last.body),
    lastSenderRole: last.from,
    unreadForAgency: 0,
    // As onMessageCreated would have left them: each side was last emailed about the other's newest message.
    agencyNotifiedAt: lastFrom('client'),
    clientNotifiedAt: lastFrom('admin'),
    countedMessageIds: [],
  };
  const batch = db.batch();
  batch.set(ref, document);
  for (const message of messages) {
    const data = messageDocument({
      senderId: message.from === 'admin' ? uids.admin : uids.client,
      senderRole: message.from,
      body: message.body,
      createdAt: message.at,
      // A second after sending, as the trigger would: it marks the message counted, so it is never counted again.
      countedAt: new Date(message.at.getTime() + 1000),
    });
    batch.set(ref.collection(THREAD_SUBCOLLECTIONS.messages).doc(message.id), data);
  }
  await batch.commit();
}
