import type { Locator, Page } from '@playwright/test';
import { collection, type Firestore, limit, orderBy, type Query, query, Timestamp, where } from 'firebase/firestore';

import {
  COLLECTIONS,
  FILE_LIMITS,
  MESSAGE_LIMITS,
  NOTES_PAGE_SIZE,
  QUOTE_LIMITS,
  QUOTE_STATUSES,
} from '@agency/common';

/**
 * The screens `npm run bench:scale` opens, one row each: where, what shows once its data is in, the page size of
 * each list it reads (documents delivered may be at most twice that, per collection), and the reads what shows
 * waits on, in the shapes the web asks them (web/src/lib/firestore), which the bench times on their own: listened
 * to together through the web SDK, signed in as the screen's user, so the emulator checks its rules as it does for
 * the screen. Screens change: keep this table in step with them.
 *
 * `lists` names a collection's page size on the screen; a collection not named may deliver one document (a profile,
 * a revocation), so a screen that lists it whole stands out. Page sizes the web keeps to itself are written here with
 * where they live.
 */
export interface Screen {
  area: 'admin' | 'client';
  name: string;
  /** Its address, or the address of the demo client's record of it (`clientId` is the demo client's). */
  path: string | ((clientId: string) => string);
  /** Visible once the screen's data has arrived (a first row, a list item): never a heading or a skeleton. */
  shown: (page: Page) => Locator;
  /** Page size per collection the screen lists, the area's shell included. */
  lists: Partial<Record<string, number>>;
  /** The reads its shown data waits on (the web's shapes). `clientId` is the demo client's. */
  reads: (db: Firestore, clientId: string, now: Date) => Query[];
}

/** The address `screen` is opened at, for the demo client `clientId`. */
export const pathOf = (screen: Pick<Screen, 'path'>, clientId: string) =>
  typeof screen.path === 'string' ? screen.path : screen.path(clientId);

const of = (db: Firestore, name: string) => collection(db, name);
const newest = (db: Firestore, name: string, size: number) =>
  query(of(db, name), orderBy('createdAt', 'desc'), limit(size));
/** web/src/lib/firestore/quotes.ts CLIENT_QUOTE_STATUSES. */
const CLIENT_QUOTE_STATUSES = QUOTE_STATUSES.filter((status) => status !== 'draft');
/** web/src/lib/firestore/threads.ts UNREAD_THREADS_READ. */
const UNREAD_THREADS_READ = 50;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** A visible text of the bench's seeded data (scripts/lib/bench-seed.ts). */
const seeded = (page: Page, text: RegExp) => page.getByText(text).filter({ visible: true }).first();

/**
 * Every admin page's navigation badge: the thread written in last (threads.ts useWaitingCount), whose changes
 * re-ask the server's count of threads waiting for a reply.
 */
const ADMIN_SHELL = { threads: 1 };
/** web/src/lib/firestore/leads.ts LEAD_PAGE_SIZE. */
const LEADS_PAGE = 25;
/** web/src/lib/firestore/activity.ts ACTIVITY_PAGE_SIZE. */
const ACTIVITY_PAGE = 25;
/** A paged admin list's page (clients, projects, files, quotes and invoices). */
const ADMIN_PAGE = 25;

/** A client's newest page of files (each one's newest version), as the Files screen asks first. */
const newestFilesOf = (db: Firestore, clientId: string) =>
  query(
    of(db, COLLECTIONS.files),
    where('clientId', '==', clientId),
    where('latest', '==', true),
    orderBy('createdAt', 'desc'),
    limit(FILE_LIMITS.page),
  );
/** web/src/lib/firestore/quotes.ts clientQuotesQuery and clientInvoicesQuery. */
const clientMoneyOf = (db: Firestore, clientId: string) => [
  query(
    of(db, COLLECTIONS.quotes),
    where('clientId', '==', clientId),
    where('status', 'in', CLIENT_QUOTE_STATUSES),
    orderBy('createdAt', 'desc'),
    limit(QUOTE_LIMITS.page),
  ),
  query(
    of(db, COLLECTIONS.invoices),
    where('clientId', '==', clientId),
    orderBy('issuedAt', 'desc'),
    limit(QUOTE_LIMITS.page),
  ),
];
/** web/src/lib/firestore/figures.ts ATTENTION_LIMIT, and RECENT_ACTIVITY in recent-activity.tsx. */
const ATTENTION_LIMIT = 5;
const RECENT_ACTIVITY = 8;
/** web/src/lib/firestore/projects.ts CLIENT_PROJECTS_SHOWN: a chosen client's projects (useClientProjects). */
const CLIENT_PROJECTS_SHOWN = 50;
/**
 * The client record's conversations: THREADS_READ in web/src/features/clients/admin/client-record-page.tsx (its
 * Waiting card) and SHOWN in web/src/features/messages/client-record-conversations.tsx, the same query.
 */
const RECORD_THREADS = 8;
/** RECORD_PAGE in web/src/features/activity/client-record-activity.tsx. */
const RECORD_ACTIVITY_PAGE = 10;
/** SHOWN in web/src/features/assessments/admin/admin-assessments.tsx. */
const RECORD_ASSESSMENTS = 5;
/** web/src/lib/firestore/projects.ts TIMELINE_PAGE: a project's timeline, a page at a time. */
const TIMELINE_PAGE = 20;
/** The demo client's website rebuild (scripts/seed/demo-projects.ts): its files, quote, conversation and timeline. */
export const DEMO_PROJECT_ID = 'demo-website-rebuild';

/** A client's projects, last changed first (web/src/lib/firestore/projects.ts clientProjectsQuery). */
const clientProjectsOf = (db: Firestore, clientId: string) =>
  query(
    of(db, COLLECTIONS.projects),
    where('clientId', '==', clientId),
    orderBy('updatedAt', 'desc'),
    limit(CLIENT_PROJECTS_SHOWN),
  );

/** A visible text of the bench's seeded data or the demo's in the list named `list`. */
const inList = (page: Page, list: string, text: RegExp) =>
  page.getByRole('list', { name: list }).getByText(text).filter({ visible: true }).first();

export const SCREENS: Screen[] = [
  {
    area: 'admin',
    name: 'Dashboard',
    path: '/webmin1010',
    shown: (page) => page.getByRole('region', { name: 'Needs attention' }).getByRole('listitem').first(),
    lists: {
      // Waiting for a reply, changes asked for (30), expiring quotes, overdue invoices, new leads, recent activity;
      // how many there are of each is counted by the server.
      threads: ADMIN_SHELL.threads + ATTENTION_LIMIT,
      files: 30,
      quotes: ATTENTION_LIMIT,
      invoices: ATTENTION_LIMIT,
      leads: ATTENTION_LIMIT,
      activity: RECENT_ACTIVITY,
    },
    // Needs attention's lists (web/src/lib/firestore/figures.ts); the recent activity is asked once they are in.
    reads: (db, _, now) => {
      const at = Timestamp.fromDate(now);
      return [
        query(
          of(db, COLLECTIONS.threads),
          where('lastSenderRole', '==', 'client'),
          orderBy('lastMessageAt', 'asc'),
          limit(ATTENTION_LIMIT),
        ),
        query(
          of(db, COLLECTIONS.leads),
          where('status', '==', 'new'),
          orderBy('createdAt', 'desc'),
          limit(ATTENTION_LIMIT),
        ),
        query(
          of(db, COLLECTIONS.files),
          where('approval.status', '==', 'changes-requested'),
          orderBy('approval.at', 'asc'),
          limit(30),
        ),
        query(
          of(db, COLLECTIONS.quotes),
          where('status', '==', 'sent'),
          where('validUntil', '>=', at),
          where('validUntil', '<', Timestamp.fromMillis(now.getTime() + WEEK_MS)),
          orderBy('validUntil', 'asc'),
          limit(ATTENTION_LIMIT),
        ),
        query(
          of(db, COLLECTIONS.invoices),
          where('status', '==', 'issued'),
          where('dueAt', '<', at),
          orderBy('dueAt', 'asc'),
          limit(ATTENTION_LIMIT),
        ),
      ];
    },
  },
  {
    area: 'admin',
    name: 'Clients',
    path: '/webmin1010/clients',
    shown: (page) => seeded(page, /Scale (Client|Business) \d/),
    lists: { ...ADMIN_SHELL, clients: ADMIN_PAGE },
    reads: (db) => [query(of(db, COLLECTIONS.clients), orderBy('name'), limit(ADMIN_PAGE))],
  },
  {
    area: 'admin',
    name: 'Projects',
    path: '/webmin1010/projects',
    shown: (page) => seeded(page, /Scale project \d/),
    lists: { ...ADMIN_SHELL, projects: ADMIN_PAGE, clients: ADMIN_PAGE },
    reads: (db) => [query(of(db, COLLECTIONS.projects), orderBy('updatedAt', 'desc'), limit(ADMIN_PAGE))],
  },
  {
    area: 'admin',
    name: 'Client record',
    path: (clientId) => `/webmin1010/clients/${encodeURIComponent(clientId)}`,
    // The record's Projects card, once the client's profile and then their projects are in.
    shown: (page) => inList(page, 'Projects, those under way first', /Scale project \d/),
    // The client's profile (the one document the record waits on), then its cards, each live: money (the client's
    // quotes and invoices, QUOTE_LIMITS.page each; its sums are aggregations, no documents), waiting (the same
    // quotes and invoices, the same files and conversations as the cards below), projects, quotes and invoices,
    // files (FILE_LIMITS.page), conversations, private notes (NOTES_PAGE_SIZE, common/src/notes.ts), activity,
    // assessments; the lead they came from is one document (leads.ts convertedLeadQuery).
    lists: {
      threads: ADMIN_SHELL.threads + RECORD_THREADS,
      clients: 1,
      projects: CLIENT_PROJECTS_SHOWN,
      files: FILE_LIMITS.page,
      quotes: QUOTE_LIMITS.page,
      invoices: QUOTE_LIMITS.page,
      notes: NOTES_PAGE_SIZE,
      activity: RECORD_ACTIVITY_PAGE,
      assessments: RECORD_ASSESSMENTS,
    },
    // The Projects card's, asked once the profile is in.
    reads: (db, clientId) => [clientProjectsOf(db, clientId)],
  },
  {
    area: 'admin',
    name: 'Project record',
    path: `/webmin1010/projects/${DEMO_PROJECT_ID}`,
    // The record's Timeline card, once the project and then its timeline are in.
    shown: (page) => page.getByRole('list', { name: 'Project timeline, newest first' }).getByRole('listitem').first(),
    // The project (the one document the record waits on), then its cards, each live: its files (projectFilesQuery),
    // its quotes (clientQuotesQuery for the project) with each one's invoices (quoteInvoicesQuery, a page per quote:
    // one invoice each but a replaced one), its conversation (projectThreadsQuery, one thread) and its timeline.
    lists: {
      threads: ADMIN_SHELL.threads + 1,
      files: FILE_LIMITS.page,
      quotes: QUOTE_LIMITS.page,
      invoices: QUOTE_LIMITS.page,
      activity: TIMELINE_PAGE,
    },
    // The Timeline card's (web/src/lib/firestore/projects.ts projectTimelineQuery), asked once the project is in.
    reads: (db, clientId) => [
      query(
        of(db, COLLECTIONS.activity),
        where('clientId', '==', clientId),
        where('clientVisible', '==', true),
        where('projectId', '==', DEMO_PROJECT_ID),
        orderBy('createdAt', 'desc'),
        limit(TIMELINE_PAGE),
      ),
    ],
  },
  {
    area: 'admin',
    name: 'Messages',
    path: '/webmin1010/messages',
    shown: (page) => seeded(page, /Scale message \d/),
    // The inbox's page, the threads not yet written in, the 20 newest messages (threads.ts ARRIVALS_HEARD).
    lists: {
      threads: ADMIN_SHELL.threads + 2 * MESSAGE_LIMITS.inboxPage,
      messages: 20,
      clients: MESSAGE_LIMITS.inboxPage,
    },
    reads: (db) => [
      query(of(db, COLLECTIONS.threads), orderBy('lastMessageAt', 'desc'), limit(MESSAGE_LIMITS.inboxPage)),
    ],
  },
  {
    area: 'admin',
    name: 'Leads',
    path: '/webmin1010/leads',
    shown: (page) => seeded(page, /Scale Lead \d/),
    lists: { ...ADMIN_SHELL, leads: LEADS_PAGE },
    reads: (db) => [newest(db, COLLECTIONS.leads, LEADS_PAGE)],
  },
  {
    area: 'admin',
    name: 'Files',
    path: '/webmin1010/files',
    shown: (page) => seeded(page, /scale-file-\d/),
    // A page of files (each one's newest version), and the names of the clients and projects on it (a bounded
    // look-up by id).
    lists: { ...ADMIN_SHELL, files: ADMIN_PAGE, clients: ADMIN_PAGE, projects: ADMIN_PAGE },
    reads: (db) => [
      query(of(db, COLLECTIONS.files), where('latest', '==', true), orderBy('createdAt', 'desc'), limit(ADMIN_PAGE)),
    ],
  },
  {
    area: 'admin',
    name: 'Quotes',
    path: '/webmin1010/quotes',
    shown: (page) => seeded(page, /Scale quote \d/),
    // A page of quotes and the names of their clients; the totals by status are aggregations (no documents).
    lists: { ...ADMIN_SHELL, quotes: ADMIN_PAGE, clients: ADMIN_PAGE },
    reads: (db) => [newest(db, COLLECTIONS.quotes, ADMIN_PAGE)],
  },
  {
    area: 'admin',
    name: 'Activity',
    path: '/webmin1010/activity',
    shown: (page) => seeded(page, /Scale (Client|Business) \d/),
    lists: { ...ADMIN_SHELL, activity: ACTIVITY_PAGE, clients: ACTIVITY_PAGE },
    reads: (db) => [newest(db, COLLECTIONS.activity, ACTIVITY_PAGE)],
  },
  {
    area: 'client',
    name: 'Dashboard',
    path: '/client/dashboard',
    shown: (page) => page.locator('section[aria-label="What needs you"][aria-busy="false"]'),
    // What waits on the client (files, quotes, invoices, threads), projects, the timeline, the latest assessment.
    lists: {
      // The newest page of files and the deliverables awaiting the client (a page at most).
      files: 2 * FILE_LIMITS.page,
      quotes: QUOTE_LIMITS.page,
      invoices: QUOTE_LIMITS.page,
      projects: ADMIN_PAGE,
      activity: 10,
    },
    // "What needs you" (web/src/features/dashboard/client/waiting-card.tsx); the timeline is asked once it is in.
    reads: (db, clientId) => [
      query(
        of(db, COLLECTIONS.files),
        where('clientId', '==', clientId),
        where('latest', '==', true),
        where('deliverable', '==', true),
        where('approval.status', '==', 'pending'),
        orderBy('createdAt', 'asc'),
        limit(FILE_LIMITS.page),
      ),
      ...clientMoneyOf(db, clientId),
      query(
        of(db, COLLECTIONS.threads),
        where('clientId', '==', clientId),
        where('unreadForClient', '>', 0),
        limit(UNREAD_THREADS_READ),
      ),
    ],
  },
  {
    area: 'client',
    name: 'Projects',
    path: '/client/projects',
    shown: (page) => seeded(page, /Scale project \d/),
    lists: { projects: CLIENT_PROJECTS_SHOWN },
    reads: (db, clientId) => [clientProjectsOf(db, clientId)],
  },
  {
    area: 'client',
    name: 'Messages',
    path: '/client/messages',
    shown: (page) => page.locator('a[href^="/client/messages/"]').filter({ visible: true }).first(),
    lists: { threads: ADMIN_PAGE, messages: MESSAGE_LIMITS.page },
    reads: (db, clientId) => [
      query(
        of(db, COLLECTIONS.threads),
        where('clientId', '==', clientId),
        orderBy('lastMessageAt', 'desc'),
        limit(ADMIN_PAGE),
      ),
    ],
  },
  {
    area: 'client',
    name: 'Files',
    path: '/client/files',
    shown: (page) => seeded(page, /scale-file-\d/),
    // The newest page of files and the deliverables awaiting the client (a page at most).
    lists: { files: 2 * FILE_LIMITS.page, projects: ADMIN_PAGE },
    reads: (db, clientId) => [newestFilesOf(db, clientId)],
  },
  {
    area: 'client',
    name: 'Quotes',
    path: '/client/quotes',
    shown: (page) => seeded(page, /Scale quote \d/),
    lists: { quotes: QUOTE_LIMITS.page, invoices: QUOTE_LIMITS.page },
    reads: clientMoneyOf,
  },
];

/** Item 3: from pressing Sign in to the dashboard's first list, per area. */
export const SIGN_INS = {
  client: {
    login: '/client/login',
    shown: (page: Page) => page.locator('section[aria-label="What needs you"][aria-busy="false"]'),
    what: '"What needs you"',
  },
  admin: {
    login: '/webmin1010/login',
    shown: (page: Page) => page.getByRole('region', { name: 'Needs attention' }).getByRole('listitem').first(),
    what: '"Needs attention"',
  },
} as const;

/** The collection a document path is in (its last collection: `threads/t/messages/m` is in `messages`). */
export const collectionOf = (path: string) => {
  const parts = path.split('/');
  return parts[parts.length - 2] ?? path;
};
