import {
  collection,
  count,
  type Firestore,
  getAggregateFromServer,
  getCountFromServer,
  limit,
  orderBy,
  query,
  sum,
  Timestamp,
  where,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';

import {
  calendarDayOf,
  COLLECTIONS,
  type LeadStatus,
  OPEN_LEAD_STATUSES,
  PROJECT_STATUSES,
  type ProjectStatus,
  startOfCalendarDay,
} from '@agency/common';

import { signatureOf, useServerCount } from './counts';
import { filesCollection, type SharedFile } from './files';
import { leadsCollection, leadStatusCounts } from './leads';
import { type Live, useLiveRows } from './live';
import { type Invoice, invoicesCollection, type Quote, quotesCollection } from './quotes';
import { useShellWaitingTotal, waitingCountQuery } from './threads';

/**
 * The admin dashboard's figures and its "needs attention" lists. Every figure is counted or summed by the server
 * (aggregation queries: no document is read into the browser), as docs/decisions/018-dashboards-and-figures.md
 * explains; the lists are live queries of a few documents each. Periods are Queensland's (UTC+10 all year).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

// ---------------------------------------------------------------------------------------------------------------
// Periods (pure: unit-tested in figures.test.ts)

export interface Period {
  /** Inclusive. */
  start: Date;
  /** Exclusive. */
  end: Date;
}

/** The Monday (a Queensland day, YYYY-MM-DD) of the week `now` falls in. */
export function mondayOf(now: Date): string {
  const day = calendarDayOf(now);
  // The weekday of a calendar day does not depend on the zone once the day is known: read it as a UTC date.
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const sinceMonday = (weekday + 6) % 7;
  return calendarDayOf(new Date(startOfCalendarDay(day).getTime() - sinceMonday * DAY_MS));
}

/**
 * The last `count` weeks (Monday to Monday, Queensland time), oldest first; the last is the week `now` is in, so it
 * ends next Monday. Queensland keeps no daylight saving, so every week is exactly seven days long.
 */
export function recentWeeks(now: Date, weeks = 12): (Period & { monday: string })[] {
  const thisMonday = startOfCalendarDay(mondayOf(now)).getTime();
  return Array.from({ length: weeks }, (_, index) => {
    const start = new Date(thisMonday - (weeks - 1 - index) * WEEK_MS);
    return { start, end: new Date(start.getTime() + WEEK_MS), monday: calendarDayOf(start) };
  });
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The calendar quarter `now` falls in, in Queensland: from the first of its first month to that of the next. */
export function quarterOf(now: Date): Period & { label: string } {
  const [year, month] = calendarDayOf(now).split('-').map(Number) as [number, number];
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  const next = first === 10 ? { year: year + 1, month: 1 } : { year, month: first + 3 };
  const monthDay = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;
  return {
    start: startOfCalendarDay(monthDay(year, first)),
    end: startOfCalendarDay(monthDay(next.year, next.month)),
    label: `${MONTHS[first - 1]}–${MONTHS[first + 1]} ${year}`,
  };
}

/** A Monday as a chart labels it: `2026-11-16` → "16 Nov". */
export const weekLabel = (monday: string) => {
  const [, month, day] = monday.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]}`;
};

// ---------------------------------------------------------------------------------------------------------------
// Figures (aggregation queries; administrators only, as every collection here is)

/** The statuses a working project can have: completed ones are done, archived ones are out of the lists. */
export const ACTIVE_PROJECT_STATUSES = PROJECT_STATUSES.filter(
  (status): status is Exclude<ProjectStatus, 'completed'> => status !== 'completed',
);
export type ActiveProjectStatus = (typeof ACTIVE_PROJECT_STATUSES)[number];

export interface CountAndValue {
  count: number;
  valueCents: number;
}

export interface Figures {
  /** When they were counted. */
  at: Date;
  leadsPerWeek: { monday: string; count: number }[];
  leadsByStatus: Record<LeadStatus, number>;
  projectsByStatus: Record<ActiveProjectStatus, number>;
  quarter: { label: string; start: Date; end: Date };
  quotesSent: CountAndValue;
  quotesAccepted: CountAndValue;
  /** Invoices issued this quarter and not void. */
  invoiced: { count: number; totalCents: number; paidCents: number; outstandingCents: number };
  /** Issued invoices past their due time: what is still owed on them. */
  overdue: CountAndValue;
}

const at = (date: Date) => Timestamp.fromDate(date);

/** The leads that came in from `start` (inclusive) to `end`: to count. */
export const leadsBetweenQuery = (db: Firestore, period: Period) =>
  query(leadsCollection(db), where('createdAt', '>=', at(period.start)), where('createdAt', '<', at(period.end)));

/** New leads in each of the last 12 weeks: one count per week (single-field index on createdAt). */
export async function leadsPerWeek(db: Firestore, now: Date): Promise<Figures['leadsPerWeek']> {
  return Promise.all(
    recentWeeks(now).map(async ({ start, end, monday }) => {
      const snapshot = await getCountFromServer(leadsBetweenQuery(db, { start, end }));
      return { monday, count: snapshot.data().count };
    }),
  );
}

/** The projects not archived with one working status: to count. */
export const activeProjectsOfStatusQuery = (db: Firestore, status: ActiveProjectStatus) =>
  query(collection(db, COLLECTIONS.projects), where('archived', '==', false), where('status', '==', status));

/** Projects not archived, per working status: one count per status (equalities only: no composite index). */
export async function activeProjectsByStatus(db: Firestore): Promise<Figures['projectsByStatus']> {
  const counts = await Promise.all(
    ACTIVE_PROJECT_STATUSES.map(async (status) => {
      const snapshot = await getCountFromServer(activeProjectsOfStatusQuery(db, status));
      return [status, snapshot.data().count] as const;
    }),
  );
  return Object.fromEntries(counts) as Figures['projectsByStatus'];
}

/** The quotes whose `field` (a time) falls in `period`: to count and sum. */
export const quotesDuringQuery = (db: Firestore, field: 'sentAt' | 'acceptance.at', period: Period) =>
  query(collection(db, COLLECTIONS.quotes), where(field, '>=', at(period.start)), where(field, '<', at(period.end)));

/**
 * Quotes sent in the quarter (by `sentAt`: every quote sent then, whatever became of it) and quotes accepted in
 * it (by `acceptance.at`, which only an accepted quote has; closedAt would need `status` too, and a composite
 * index), each counted and summed by their totals including GST.
 */
export async function quotesThisQuarter(
  db: Firestore,
  quarter: Period,
): Promise<{ sent: CountAndValue; accepted: CountAndValue }> {
  const aggregate = { count: count(), value: sum('totalCents') };
  const [sent, accepted] = await Promise.all([
    getAggregateFromServer(quotesDuringQuery(db, 'sentAt', quarter), aggregate),
    getAggregateFromServer(quotesDuringQuery(db, 'acceptance.at', quarter), aggregate),
  ]);
  const read = (snapshot: typeof sent): CountAndValue => ({
    count: snapshot.data().count,
    valueCents: snapshot.data().value ?? 0,
  });
  return { sent: read(sent), accepted: read(accepted) };
}

/** The invoices issued in `period`, void ones left out: to count and sum. */
export const invoicedDuringQuery = (db: Firestore, period: Period) =>
  query(
    collection(db, COLLECTIONS.invoices),
    where('status', 'in', ['issued', 'paid']),
    where('issuedAt', '>=', at(period.start)),
    where('issuedAt', '<', at(period.end)),
  );

/** Invoices issued in the quarter, void ones left out: how much, how much of it is paid, and what is left. */
export async function invoicedThisQuarter(db: Firestore, quarter: Period): Promise<Figures['invoiced']> {
  const snapshot = await getAggregateFromServer(invoicedDuringQuery(db, quarter), {
    count: count(),
    total: sum('totalCents'),
    paid: sum('amountPaidCents'),
  });
  const { count: issued, total, paid } = snapshot.data();
  return {
    count: issued,
    totalCents: total ?? 0,
    paidCents: paid ?? 0,
    outstandingCents: Math.max(0, (total ?? 0) - (paid ?? 0)),
  };
}

/** Issued invoices past their due time at `now` (invoiceIsOverdue's rule): to count and sum. */
export const overdueAtQuery = (db: Firestore, now: Date) =>
  query(invoicesCollection(db), where('status', '==', 'issued'), where('dueAt', '<', at(now)));

/** Issued invoices past their due time (invoiceIsOverdue's rule), and what is still owed on them. */
export async function overdueTotal(db: Firestore, now: Date): Promise<CountAndValue> {
  const snapshot = await getAggregateFromServer(overdueAtQuery(db, now), {
    count: count(),
    total: sum('totalCents'),
    paid: sum('amountPaidCents'),
  });
  const { count: overdue, total, paid } = snapshot.data();
  return { count: overdue, valueCents: Math.max(0, (total ?? 0) - (paid ?? 0)) };
}

/** Every figure the dashboard shows, as of `now`: about 25 aggregation queries, asked side by side. */
export async function loadFigures(db: Firestore, now: Date): Promise<Figures> {
  const quarter = quarterOf(now);
  const [weeks, leadsByStatus, projectsByStatus, quotes, invoiced, overdue] = await Promise.all([
    leadsPerWeek(db, now),
    leadStatusCounts(db),
    activeProjectsByStatus(db),
    quotesThisQuarter(db, quarter),
    invoicedThisQuarter(db, quarter),
    overdueTotal(db, now),
  ]);
  return {
    at: now,
    leadsPerWeek: weeks,
    leadsByStatus,
    projectsByStatus,
    quarter,
    quotesSent: quotes.sent,
    quotesAccepted: quotes.accepted,
    invoiced,
    overdue,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Needs attention (live queries of a few documents each)

/**
 * How many items of each kind a list shows and reads (a live window of the first few); how many there are in all
 * is counted by the server beside it (useAttentionTotals), so no list reads more than it shows.
 */
export const ATTENTION_LIMIT = 5;

/** Threads whose last message is the client's (the badge counts them), waiting longest first. */
export const waitingForReplyQuery = (db: Firestore) =>
  query(waitingCountQuery(db), orderBy('lastMessageAt', 'asc'), limit(ATTENTION_LIMIT));

/** The newest leads not yet contacted. */
export const newLeadsQuery = (db: Firestore) =>
  query(leadsCollection(db), where('status', '==', 'new'), orderBy('createdAt', 'desc'), limit(ATTENTION_LIMIT));

/** The leads "wrote again" lists: being worked. A lead still New is listed with the new leads; won or lost, nowhere. */
export const WROTE_AGAIN_STATUSES = ['contacted', 'qualified'] as const satisfies readonly LeadStatus[];

/**
 * Leads being worked that an enquiry joined since the agency last opened them (the `api` function marks them;
 * opening the lead clears the mark), the latest first: a second enquiry from someone makes no new lead, so this is
 * how it is seen. The status is asked of the server, so marked New leads cannot fill the page and push these out,
 * and a lead moved to won or lost on the board leaves the list. Index: (status, enquiryUnreadAt desc).
 */
export const joinedEnquiriesQuery = (db: Firestore) =>
  query(
    leadsCollection(db),
    where('status', 'in', WROTE_AGAIN_STATUSES),
    where('enquiryUnreadAt', '>', new Date(0)),
    orderBy('enquiryUnreadAt', 'desc'),
    limit(ATTENTION_LIMIT),
  );

/** The most follow-ups the dashboard lists: the longest overdue first. */
export const FOLLOW_UPS_LIMIT = 10;

/**
 * Open leads whose follow-up day is `today` (a Queensland `YYYY-MM-DD`) or before, the longest overdue first, at
 * most FOLLOW_UPS_LIMIT. A won or lost lead needs no follow-up, whatever day it kept. Index: (status, followUpDate).
 */
export const dueFollowUpsQuery = (db: Firestore, today: string) =>
  query(
    leadsCollection(db),
    where('status', 'in', [...OPEN_LEAD_STATUSES]),
    where('followUpDate', '<=', today),
    orderBy('followUpDate', 'asc'),
    limit(FOLLOW_UPS_LIMIT),
  );

/** Sent quotes whose last valid day ends within a week of `now`, to count. */
export const expiringQuotesCountQuery = (db: Firestore, now: Date) =>
  query(
    quotesCollection(db),
    where('status', '==', 'sent'),
    where('validUntil', '>=', at(now)),
    where('validUntil', '<', at(new Date(now.getTime() + WEEK_MS))),
  );

/** Sent quotes whose last valid day ends within a week of `now`, soonest first. */
export const expiringQuotesQuery = (db: Firestore, now: Date) =>
  query(expiringQuotesCountQuery(db, now), orderBy('validUntil', 'asc'), limit(ATTENTION_LIMIT));

/**
 * Accepted quotes no project has been made from yet, the longest waiting first: the agency's next step is to make
 * the project (the quote's view offers it).
 */
export const acceptedWithoutProjectQuery = (db: Firestore) =>
  query(acceptedWithoutProjectCountQuery(db), orderBy('closedAt', 'asc'), limit(ATTENTION_LIMIT));

/** Every accepted quote with no project yet, to count. */
export const acceptedWithoutProjectCountQuery = (db: Firestore) =>
  query(quotesCollection(db), where('status', '==', 'accepted'), where('projectId', '==', null));

/** Issued invoices already due at `now`, longest overdue first. */
export const overdueInvoicesQuery = (db: Firestore, now: Date) =>
  query(overdueAtQuery(db, now), orderBy('dueAt', 'asc'), limit(ATTENTION_LIMIT));

/**
 * Deliverables whose client asked for changes and which have no newer version yet, the longest waiting first: a
 * version is its group's `latest` until a newer one is ready (docs/decisions/038-latest-file-version.md), so the
 * next version's upload is the request's answer. At most 30, the count the card shows up to.
 */
export const changesRequestedQuery = (db: Firestore) =>
  query(
    filesCollection(db),
    where('approval.status', '==', 'changes-requested'),
    where('latest', '==', true),
    orderBy('approval.at', 'asc'),
    limit(30),
  );

/*
 * The dashboard's live lists: each card's failure is its own (`card`), one Try again retries all of a card's lists
 * (`attempt`), and the rows shown stay while the clock behind "expiring" and "overdue" moves on.
 */
const ATTENTION = 'attention';

export const useWaitingForReply = (attempt: number) =>
  useLiveRows(waitingForReplyQuery(useFirestore()), 'card', ATTENTION, attempt);

export const useNewLeads = (attempt: number) => useLiveRows(newLeadsQuery(useFirestore()), 'card', ATTENTION, attempt);
export const useJoinedEnquiries = (attempt: number) =>
  useLiveRows(joinedEnquiriesQuery(useFirestore()), 'card', ATTENTION, attempt);

/** The follow-ups due by `now`'s Queensland day, live; a card of its own (`attempt` retries it). */
export const useDueFollowUps = (now: Date, attempt: number) =>
  useLiveRows(dueFollowUpsQuery(useFirestore(), calendarDayOf(now)), 'card', 'follow-ups', attempt);

export const useExpiringQuotes = (now: Date, attempt: number) =>
  useLiveRows(expiringQuotesQuery(useFirestore(), now), 'card', ATTENTION, attempt);

export const useAcceptedWithoutProject = (attempt: number) =>
  useLiveRows(acceptedWithoutProjectQuery(useFirestore()), 'card', ATTENTION, attempt);

export const useOverdueInvoices = (now: Date, attempt: number) =>
  useLiveRows(overdueInvoicesQuery(useFirestore(), now), 'card', ATTENTION, attempt);

/**
 * How many threads wait for a reply, quotes expire within the week, invoices are overdue and accepted quotes wait
 * for their project, in all: counted by the server once `asked` (Needs attention's lists are in: the lists come
 * first, and on the emulator each count is a scan that held them up), and again when the few quotes and invoices
 * shown change (and when the tab is shown again). The waiting threads are the admin shell's own count. Null until
 * counted.
 */
export function useAttentionTotals(
  now: Date,
  shown: {
    quotes: readonly Quote[] | undefined;
    invoices: readonly Invoice[] | undefined;
    accepted: readonly Quote[] | undefined;
  },
  asked: boolean,
): { threads: number | null; quotes: number | null; invoices: number | null; accepted: number | null } {
  const db = useFirestore();
  const at = now.getTime();
  return {
    threads: useShellWaitingTotal(),
    quotes: useServerCount(
      asked ? expiringQuotesCountQuery(db, now) : null,
      `expiring ${at}`,
      signatureOf(shown.quotes, (quote) => quote.status),
    ),
    invoices: useServerCount(
      asked ? overdueAtQuery(db, now) : null,
      `overdue ${at}`,
      signatureOf(shown.invoices, (invoice) => invoice.status),
    ),
    accepted: useServerCount(
      asked ? acceptedWithoutProjectCountQuery(db) : null,
      'accepted without a project',
      signatureOf(shown.accepted, (quote) => quote.projectId ?? ''),
    ),
  };
}

/** Deliverables whose client asked for changes and which have no newer version yet (changesRequestedQuery), live. */
export const useChangesStillWanted = (attempt: number): Live<SharedFile[]> =>
  useLiveRows(changesRequestedQuery(useFirestore()), 'card', ATTENTION, attempt);
