import { SCREENS } from './bench-screens';
import { type Action, aggregationReads, type MonthlyUsage, type Prices } from './cost-model';

/**
 * The figures of docs/decisions/035-firestore-cost-model.md: what each common action costs in document operations,
 * how often an agency of a given size does each, and the price list. Every figure says where it comes from; change
 * them there and here together.
 */

/**
 * Firestore Standard edition list prices for a single-region database in Sydney (australia-southeast1), US dollars
 * per 100,000, and the free quota per day. The per-location table of the pricing page is not in the stored copies
 * this was written from (it is drawn by script): these are the figures as last read from
 * https://cloud.google.com/firestore/pricing, to be checked there before they are relied on.
 */
export const SYDNEY_PRICES: Prices = {
  region: 'australia-southeast1 (Sydney)',
  source:
    'cloud.google.com/firestore/pricing, Sydney column as last read (2025); not re-checked on 2026-11-27 (no internet here)',
  perHundredThousand: { reads: 0.038, writes: 0.115, deletes: 0.013 },
  freePerDay: { reads: 50_000, writes: 20_000, deletes: 20_000 },
};

/**
 * Documents each screen's reads deliver on opening for an agency of 100 clients, measured by
 * `npm run bench:scale -- --scale=0.1` on 2026-11-28 (the `docs` column at ×0.01: distinct documents the app's
 * converters read until the screen settled, in a fresh tab; every admin screen counts the shell's badge signal, the
 * one thread written in last). Every list is bounded: at ×0.1 (1,000 clients) each figure was the same or within
 * its pages (the dashboard's five-item lists filled: 57).
 */
export const SCREEN_DOCUMENTS = {
  adminDashboard: 33,
  adminClients: 26,
  adminProjects: 26,
  adminMessages: 70,
  adminLeads: 26,
  adminFiles: 27,
  adminQuotes: 26,
  adminActivity: 26,
  clientDashboard: 25,
  clientProjects: 5,
  clientMessages: 3,
  clientFiles: 12,
  clientQuotes: 9,
} as const;

type ScreenKey = keyof typeof SCREEN_DOCUMENTS;

/** Each screen's row in the bench's table (scripts/lib/bench-screens.ts), whose `lists` give its page sizes. */
const BENCH_ROWS: Record<ScreenKey, string> = {
  adminDashboard: 'admin Dashboard',
  adminClients: 'admin Clients',
  adminProjects: 'admin Projects',
  adminMessages: 'admin Messages',
  adminLeads: 'admin Leads',
  adminFiles: 'admin Files',
  adminQuotes: 'admin Quotes',
  adminActivity: 'admin Activity',
  clientDashboard: 'client Dashboard',
  clientProjects: 'client Projects',
  clientMessages: 'client Messages',
  clientFiles: 'client Files',
  clientQuotes: 'client Quotes',
};

/**
 * A screen's documents at an agency's size. A bounded list stops growing at its page, so past 100 clients an admin
 * screen reads its full pages (the bench's `lists`), or what was measured if more (the bench allows two pages).
 */
export function screenDocuments(key: ScreenKey, { clients }: Agency): number {
  const measured = SCREEN_DOCUMENTS[key];
  // A client's screens list that client's own documents, which do not grow with the agency.
  if (clients <= 100 || key.startsWith('client')) return measured;
  const row = SCREENS.find((screen) => `${screen.area} ${screen.name}` === BENCH_ROWS[key]);
  if (!row) throw new Error(`No bench row "${BENCH_ROWS[key]}" in scripts/lib/bench-screens.ts`);
  const fullPages = Object.values(row.lists).reduce((sum: number, size) => sum + (size ?? 0), 0);
  return Math.max(measured, fullPages);
}

/**
 * Queries each screen listens to or gets, each paying one read for the rules' session check (`exists()` on the
 * caller's revocation, firestore.rules sessionIsCurrent) on top of the documents it delivers: counted from the
 * screens' hooks.
 */
const SCREEN_QUERIES = {
  adminDashboard: 8,
  adminClients: 2,
  adminProjects: 3,
  adminMessages: 4,
  adminLeads: 2,
  adminFiles: 4,
  adminQuotes: 4,
  adminActivity: 3,
  clientDashboard: 8,
  clientProjects: 2,
  clientMessages: 3,
  clientFiles: 3,
  clientQuotes: 3,
} as const satisfies Record<ScreenKey, number>;

/** An agency's size: how many clients, and from it how many administrators (an assumption, decision 035). */
export interface Agency {
  clients: number;
  admins: number;
}

export const agencyOf = (clients: number): Agency => ({ clients, admins: Math.max(2, Math.ceil(clients / 250)) });

/**
 * The admin dashboard's figures are server-side aggregations (web/src/lib/firestore/figures.ts): 12 weekly lead
 * counts, 4 active-project counts, 2 quote sums, invoiced and overdue sums, each billed a read per 1,000 index
 * entries it matches. Their matches grow with the agency: a project per client, 2 quotes a client a year.
 */
function dashboardAggregationReads({ clients }: Agency): number {
  const perWeekLeads = (2 * clients) / 52;
  const activeProjectsPerStatus = clients / 4;
  const quotesPerQuarter = (2 * clients) / 4;
  return (
    12 * aggregationReads(perWeekLeads) +
    4 * aggregationReads(activeProjectsPerStatus) +
    2 * aggregationReads(quotesPerQuarter) +
    2 * aggregationReads(quotesPerQuarter)
  );
}

/** A mail queued in `mail`: the Trigger Email extension marks it processing, then delivered (an assumption). */
const MAIL = { reads: 2, writes: 3 };

export type ActionKey =
  | ScreenKey
  | 'adminSession'
  | 'clientMessage'
  | 'adminMessage'
  | 'clientUpload'
  | 'adminDeliverable'
  | 'acceptQuote'
  | 'nightlyUsageReset'
  | 'weeklyBackfills';

/**
 * Each action's operations for an agency: the screens from their measured documents, the rest counted from the
 * code (the decision lists each document). `listening` is how many administrators have the admin area open when a
 * client acts: each of their live lists that holds the changed document pays a read for it.
 */
export function actionsFor(agency: Agency): Record<ActionKey, Action> {
  const listening = agency.admins;
  const screen = (key: ScreenKey, label: string, extra = 0): Action => ({
    label,
    operations: { reads: screenDocuments(key, agency) + SCREEN_QUERIES[key] + extra, writes: 0, deletes: 0 },
  });
  return {
    adminDashboard: screen('adminDashboard', 'Admin opens the dashboard', dashboardAggregationReads(agency)),
    adminClients: screen('adminClients', 'Admin opens Clients'),
    adminProjects: screen('adminProjects', 'Admin opens Projects'),
    adminMessages: screen('adminMessages', 'Admin opens Messages'),
    adminLeads: screen('adminLeads', 'Admin opens Leads'),
    adminFiles: screen('adminFiles', 'Admin opens Files'),
    adminQuotes: screen('adminQuotes', 'Admin opens Quotes'),
    adminActivity: screen('adminActivity', 'Admin opens Activity'),
    clientDashboard: screen('clientDashboard', 'Client opens the dashboard'),
    clientProjects: screen('clientProjects', 'Client opens Projects'),
    clientMessages: screen('clientMessages', 'Client opens Messages'),
    clientFiles: screen('clientFiles', 'Client opens Files'),
    clientQuotes: screen('clientQuotes', 'Client opens Quotes'),
    adminSession: {
      // Sign-in's session checks: the revocation read from the server and listened to, and the own profile, with
      // the rules' session check on each (the shell's badge list is in every admin screen's figure).
      label: 'Admin signs in (session checks)',
      operations: { reads: 6, writes: 0, deletes: 0 },
    },
    clientMessage: {
      // Rules 3 (session, thread, usage); trigger 4 (thread, profile; in its transaction thread, message);
      // the sender's conversation and list 2; each listening admin's badge and inbox 2; a mail to the agency
      // every other message (throttled per thread); the nightly usage reset's share is its own action.
      label: 'Client sends a message',
      operations: {
        reads: 3 + 4 + 2 + 2 * listening + MAIL.reads / 2,
        writes: 2 + 1 + 0.5 + MAIL.writes / 2,
        deletes: 0,
      },
    },
    adminMessage: {
      // Rules 2 (session, thread); trigger 4; the admin's conversation and inbox 2, other admins' badge 1 each
      // (the thread leaves it); the client's lists if open (1 in 3) 2; a mail to clients who chose instant
      // mail (1 in 3).
      label: 'Admin sends a message',
      operations: {
        reads: 2 + 4 + 2 + listening + 2 / 3 + MAIL.reads / 3,
        writes: 1 + 1 + 1 / 3 + MAIL.writes / 3,
        deletes: 0,
      },
    },
    clientUpload: {
      // Rules 4 (session, usage, project, tombstone); Storage rules 2 (session, metadata); onFileFinalized 7
      // (file, profile, project; in its transaction file, activity, names; the uploader's profile) and the mail
      // throttle 2; the client's list and usage 3; each listening admin's files list 1. Writes: metadata, usage;
      // file ready, activity; mail and throttle every other upload.
      label: 'Client uploads a file',
      operations: {
        reads: 4 + 2 + 7 + 2 + 3 + listening + MAIL.reads / 2,
        writes: 2 + 2 + 1 + MAIL.writes / 2,
        // The mail throttle's document expires (a TTL delete) after each mail.
        deletes: 0.5,
      },
    },
    adminDeliverable: {
      // Rules 3 (session, client, tombstone); Storage rules 2; onFileFinalized 6; the client's notification
      // (profile, then a mail or the digest's queue) 2; the admin's list 1, the client's lists if open 1.
      label: 'Admin shares a deliverable',
      operations: { reads: 3 + 2 + 6 + 2 + 2 + MAIL.reads / 2, writes: 1 + 2 + 1 + MAIL.writes / 2, deletes: 0 },
    },
    acceptQuote: {
      // acceptQuote: profile; in its transaction quote, invoice counter, profile, project (twice) 6. Writes:
      // counter, invoice, quote (twice), 2 activity entries, 2 mails 8. The client's quote, quotes and
      // invoices lists 3; each listening admin's dashboard quote and invoice 2.
      label: 'Client accepts a quote',
      operations: { reads: 6 + 3 + 2 * listening + 2 * MAIL.reads, writes: 8 + 2 * MAIL.writes, deletes: 0 },
    },
    nightlyUsageReset: {
      // resetDailyUsage: one read and one write for each client who messaged or uploaded that day.
      label: 'Nightly usage reset, per client active that day',
      operations: { reads: 1, writes: 1, deletes: 0 },
    },
    weeklyBackfills: {
      // backfillSearchTerms and backfillClientNames read every client, lead, project, thread, file, quote and
      // invoice each Sunday, and a page's clients again: writing nothing once in step.
      label: 'Weekly backfills (one run)',
      operations: { reads: backfillReads(agency), writes: 0, deletes: 0 },
    },
  };
}

/** Documents the weekly backfills read at an agency's size (bench-seed.ts's proportions: issue 30's scale). */
function backfillReads({ clients }: Agency): number {
  const leads = 2 * clients;
  const projects = clients;
  const threads = clients;
  const files = 2 * clients;
  const quotes = clients;
  const invoices = clients;
  const named = projects + threads + files + quotes + invoices;
  // Search terms: clients and leads. Names: each document, and its client's profile (at most one a document).
  return clients + leads + 2 * named;
}

/**
 * How often an agency does each action in a month (assumptions, decision 035): 40 % of clients visit in a month,
 * four times each, opening the dashboard and two more screens a visit; an active client sends 4 messages and gets 4
 * replies, uploads a file and is shared a deliverable; 1 client in 20 accepts a quote; each administrator works 22
 * days, opening the dashboard 6 times and 26 other screens a day.
 */
export function monthlyUsageOf(agency: Agency): MonthlyUsage<ActionKey> {
  const activeClients = 0.4 * agency.clients;
  const visits = 4 * activeClients;
  const adminDays = 22 * agency.admins;
  return {
    clientDashboard: visits,
    clientMessages: 0.8 * visits,
    clientFiles: 0.5 * visits,
    clientQuotes: 0.4 * visits,
    clientProjects: 0.3 * visits,
    adminSession: adminDays,
    adminDashboard: 6 * adminDays,
    adminMessages: 10 * adminDays,
    adminClients: 4 * adminDays,
    adminProjects: 3 * adminDays,
    adminFiles: 3 * adminDays,
    adminQuotes: 3 * adminDays,
    adminLeads: 2 * adminDays,
    adminActivity: 1 * adminDays,
    clientMessage: 4 * activeClients,
    adminMessage: 4 * activeClients,
    clientUpload: activeClients,
    adminDeliverable: activeClients,
    acceptQuote: agency.clients / 20,
    // A client active on about 3 days a month.
    nightlyUsageReset: 3 * activeClients,
    weeklyBackfills: 52 / 12,
  };
}
