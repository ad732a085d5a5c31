import type { Locator, Page } from '@playwright/test';

import { FILE_LIMITS, MESSAGE_LIMITS, NOTES_PAGE_SIZE, QUOTE_LIMITS } from '@agency/common';

/**
 * The screens `npm run bench:scale` opens, one row each: where, what shows once its data is in, the page size of
 * each list it reads (documents delivered may be at most twice that, per collection), and which of the reads the
 * page asks its shown data waits on. The bench asks the emulator those reads again on their own, exactly as the page
 * sent them (bench-listens.ts, bench-reads.ts), signed in as the screen's user so the rules are checked as for the
 * page. Screens change: keep this table in step with them (a read no longer asked fails the run, naming it).
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
  /**
   * The reads its shown data waits on, as bench-listens.ts signs them (`projects[clientId]`: a query of projects
   * filtered on clientId; `doc clients`: a client's document). The emulator's own time for the screen is its time
   * for every read the page asked up to the last of these, in the page's order (bench-reads.ts targetsWaitedOn).
   */
  waitsOn: string[];
}

/** The address `screen` is opened at, for the demo client `clientId`. */
export const pathOf = (screen: Pick<Screen, 'path'>, clientId: string) =>
  typeof screen.path === 'string' ? screen.path : screen.path(clientId);

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
    waitsOn: [
      'threads[lastSenderRole]',
      'leads[status]',
      'leads[enquiryUnreadAt,status]',
      'files[approval.status,latest]',
      'quotes[status,validUntil]',
      'invoices[dueAt,status]',
      'quotes[projectId,status]',
    ],
  },
  {
    area: 'admin',
    name: 'Clients',
    path: '/webmin1010/clients',
    shown: (page) => seeded(page, /Scale (Client|Business) \d/),
    lists: { ...ADMIN_SHELL, clients: ADMIN_PAGE },
    waitsOn: ['clients[]'],
  },
  {
    area: 'admin',
    name: 'Projects',
    path: '/webmin1010/projects',
    shown: (page) => seeded(page, /Scale project \d/),
    lists: { ...ADMIN_SHELL, projects: ADMIN_PAGE, clients: ADMIN_PAGE },
    waitsOn: ['projects[archived]'],
  },
  {
    area: 'admin',
    name: 'Client record',
    path: (clientId) => `/webmin1010/clients/${encodeURIComponent(clientId)}`,
    // The record's Projects card, asked with its other cards beside the client's profile.
    shown: (page) => inList(page, 'Projects, those under way first', /Scale project \d/),
    // The client's profile and, beside it, the record's cards, each live: money (the client's
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
    // The Projects card's, asked with the record's other cards, beside the profile.
    waitsOn: ['projects[clientId]'],
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
    waitsOn: ['activity[clientId,clientVisible,projectId]'],
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
    // The inbox's page (the shell's thread written in last is a `threads[]` too, asked before it).
    waitsOn: ['threads[]'],
  },
  {
    area: 'admin',
    name: 'Leads',
    path: '/webmin1010/leads',
    shown: (page) => seeded(page, /Scale Lead \d/),
    lists: { ...ADMIN_SHELL, leads: LEADS_PAGE },
    waitsOn: ['leads[]'],
  },
  {
    area: 'admin',
    name: 'Files',
    path: '/webmin1010/files',
    shown: (page) => seeded(page, /scale-file-\d/),
    // A page of files (each one's newest version), and the names of the clients and projects on it (a bounded
    // look-up by id).
    lists: { ...ADMIN_SHELL, files: ADMIN_PAGE, clients: ADMIN_PAGE, projects: ADMIN_PAGE },
    waitsOn: ['files[latest]'],
  },
  {
    area: 'admin',
    name: 'Quotes',
    path: '/webmin1010/quotes',
    shown: (page) => seeded(page, /Scale quote \d/),
    // A page of quotes and the names of their clients; the totals by status are aggregations (no documents).
    lists: { ...ADMIN_SHELL, quotes: ADMIN_PAGE, clients: ADMIN_PAGE },
    waitsOn: ['quotes[]'],
  },
  {
    area: 'admin',
    name: 'Activity',
    path: '/webmin1010/activity',
    shown: (page) => seeded(page, /Scale (Client|Business) \d/),
    lists: { ...ADMIN_SHELL, activity: ACTIVITY_PAGE, clients: ACTIVITY_PAGE },
    waitsOn: ['activity[]'],
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
    // "What needs you" (web/src/features/dashboard/client/waiting-card.tsx): the shell's unread conversations, the
    // deliverables awaiting the client, their quotes and invoices; the timeline is asked once it is in.
    waitsOn: [
      'threads[clientId,unreadForClient]',
      'files[approval.status,clientId,deliverable,latest]',
      'quotes[clientId,status]',
      'invoices[clientId]',
    ],
  },
  {
    area: 'client',
    name: 'Projects',
    path: '/client/projects',
    shown: (page) => seeded(page, /Scale project \d/),
    lists: { projects: CLIENT_PROJECTS_SHOWN },
    waitsOn: ['projects[clientId]'],
  },
  {
    area: 'client',
    name: 'Messages',
    path: '/client/messages',
    shown: (page) => page.locator('a[href^="/client/messages/"]').filter({ visible: true }).first(),
    lists: { threads: ADMIN_PAGE, messages: MESSAGE_LIMITS.page },
    waitsOn: ['threads[clientId]'],
  },
  {
    area: 'client',
    name: 'Files',
    path: '/client/files',
    shown: (page) => seeded(page, /scale-file-\d/),
    // The newest page of files and the deliverables awaiting the client (a page at most).
    lists: { files: 2 * FILE_LIMITS.page, projects: ADMIN_PAGE },
    waitsOn: ['files[clientId,latest]'],
  },
  {
    area: 'client',
    name: 'Quotes',
    path: '/client/quotes',
    shown: (page) => seeded(page, /Scale quote \d/),
    lists: { quotes: QUOTE_LIMITS.page, invoices: QUOTE_LIMITS.page },
    waitsOn: ['quotes[clientId,status]', 'invoices[clientId]'],
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
