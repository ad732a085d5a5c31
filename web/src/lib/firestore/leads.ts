import {
  collection,
  doc,
  type Firestore,
  getAggregateFromServer,
  getCountFromServer,
  limit,
  orderBy,
  query,
  type QueryConstraint,
  sum,
  updateDoc,
  where,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';

import {
  COLLECTIONS,
  type Industry,
  LEAD_STATUSES,
  type LeadDocument,
  type LeadEnquiry,
  type LeadStatus,
} from '@agency/common';

import { type FailurePolicy, useLiveDocument, useLiveRows } from './live';
import { pageConstraints, type PageCursor, useLivePage } from './paging';
import { count, flag, list, maybeText, readConverter, type Shape, text, time } from './read';

/**
 * A lead as the web reads it. The `api` function creates leads; administrators change only `status`,
 * `followUpDate` and `estimatedValueCents`, and clear `enquiryUnreadAt`
 * (firestore.rules), and `inviteClient` marks a converted lead `won` with its `convertedClientId`.
 */
export interface Lead extends Omit<LeadDocument<Date>, 'convertedClientId'> {
  id: string;
  convertedClientId: string | null;
}

const ENQUIRY_SHAPE: Shape<LeadEnquiry<Date>> = {
  fields: { id: text(), at: time(new Date(0)), message: text(), page: maybeText, otherAddress: flag },
};

/**
 * How a stored lead reads: leads stored before conversion, search or the enquiries list existed have none
 * (`leadEnquiries` makes the lead's own message its one enquiry).
 */
export const LEAD_SHAPE: Shape<Lead> = {
  id: 'id',
  estimate: true,
  fields: {
    createdAt: time(new Date(0)),
    convertedClientId: maybeText,
    searchTerms: list(),
    enquiries: list(ENQUIRY_SHAPE),
    updatedAt: time(undefined),
    followUpDate: maybeText,
    estimatedValueCents: count(null),
    enquiryUnreadAt: time(),
  },
};

const leadConverter = readConverter(
  LEAD_SHAPE,
  'Change a lead with updateDoc on its status, follow-up day or value; functions write the rest.',
);

export const leadsCollection = (db: Firestore) => collection(db, COLLECTIONS.leads).withConverter(leadConverter);
export const leadRef = (db: Firestore, id: string) => doc(leadsCollection(db), id);

/** The leads of one status, in `filter`'s industry and holding its search word when it names them: to count. */
export function leadStatusCountQuery(db: Firestore, status: LeadStatus, filter: Pick<LeadFilter, 'industry' | 'word'>) {
  const narrowed: QueryConstraint[] = [];
  if (filter.industry) narrowed.push(where('industry', '==', filter.industry));
  if (filter.word) narrowed.push(where('searchTerms', 'array-contains', filter.word));
  return query(leadsCollection(db), where('status', '==', status), ...narrowed);
}

/**
 * How many leads have each status, of those in `filter`'s industry and holding its search word when it names them,
 * counted by the server (one aggregation query per status: no lead is read into the browser;
 * docs/decisions/018-dashboards-and-figures.md). Administrators only.
 */
export async function leadStatusCounts(
  db: Firestore,
  filter: Pick<LeadFilter, 'industry' | 'word'> = {},
): Promise<Record<LeadStatus, number>> {
  const counts = await Promise.all(
    LEAD_STATUSES.map(async (status) => {
      const snapshot = await getCountFromServer(leadStatusCountQuery(db, status, filter));
      return [status, snapshot.data().count] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<LeadStatus, number>;
}

/**
 * What the leads of each status are estimated to be worth together, in cents (leads without a value add nothing),
 * of the same leads as leadStatusCounts, added up by the server with `sum()`. Asked apart from the counts: a query
 * asking for both would count only the leads that have a value (Firestore aggregates together only the documents
 * holding every field aggregated).
 */
export async function leadStatusValues(
  db: Firestore,
  filter: Pick<LeadFilter, 'industry' | 'word'> = {},
): Promise<Record<LeadStatus, number>> {
  const values = await Promise.all(
    LEAD_STATUSES.map(async (status) => {
      const snapshot = await getAggregateFromServer(leadStatusCountQuery(db, status, filter), {
        valueCents: sum('estimatedValueCents'),
      });
      return [status, snapshot.data().valueCents ?? 0] as const;
    }),
  );
  return Object.fromEntries(values) as Record<LeadStatus, number>;
}

/** What the leads screen asks for; every part is optional. */
export interface LeadFilter {
  status?: LeadStatus | null;
  industry?: Industry | null;
  /** One lower-cased word the lead's `searchTerms` must hold (leads stored before search existed have none). */
  word?: string | null;
}

/** Rows on one page of the leads list, and in each column of the board. */
export const LEAD_PAGE_SIZE = 25;

/**
 * At most `max` leads matching `filter`, newest first, from `cursor` on (or up to it, for the page before).
 * Indexes: (status, createdAt desc), (industry, createdAt desc) and (searchTerms array-contains, createdAt desc);
 * Firestore merges them for the combinations. Administrators only (firestore.rules).
 */
export function leadListQuery(db: Firestore, filter: LeadFilter, cursor: PageCursor | null, max: number) {
  const constraints: QueryConstraint[] = [];
  if (filter.status) constraints.push(where('status', '==', filter.status));
  if (filter.industry) constraints.push(where('industry', '==', filter.industry));
  if (filter.word) constraints.push(where('searchTerms', 'array-contains', filter.word));
  return query(leadsCollection(db), ...constraints, orderBy('createdAt', 'desc'), ...pageConstraints(cursor, max));
}

/** The lead a client was converted from (`inviteClient` links them), for the client's details. */
export const convertedLeadQuery = (db: Firestore, clientUid: string) =>
  query(leadsCollection(db), where('convertedClientId', '==', clientUid), limit(1));

/** Moves a lead along the pipeline (firestore.rules: administrators, one of LEAD_STATUSES). */
export const setLeadStatus = (db: Firestore, id: string, status: LeadStatus) => updateDoc(leadRef(db, id), { status });

/**
 * Marks the enquiry that joined the lead as read: the agency has opened the lead (firestore.rules: only to null).
 * Unconditional, not a transaction that compares the mark: the SDK's transactions would add 1.4 KB (gzip) to every
 * area's first load. An enquiry that joins while the lead is open shows in it, and marks it again, which the open
 * dialog clears again; only one that lands in the instant between this write and the dialog closing is missed.
 */
export const markLeadEnquiryRead = (db: Firestore, id: string) => updateDoc(leadRef(db, id), { enquiryUnreadAt: null });

/** The Queensland day to follow a lead up (`YYYY-MM-DD`, leadPlanSchema), or null to clear it. */
export const setLeadFollowUp = (db: Firestore, id: string, followUpDate: string | null) =>
  updateDoc(leadRef(db, id), { followUpDate });

/** What the lead is estimated to be worth, in cents of whole dollars (leadPlanSchema), or null to clear it. */
export const setLeadValue = (db: Firestore, id: string, estimatedValueCents: number | null) =>
  updateDoc(leadRef(db, id), { estimatedValueCents });

/**
 * The window a page of leads is one of (useLive): its status and industry, not its search word. The screen checks
 * every row it shows against what was typed, so the rows of the search before, narrowed to those that match the new
 * one, are true while its own page is on its way; a row that still matches stays where it is rather than going
 * under a spinner as it is clicked (as clientPageWindow).
 */
export const leadPageWindow = ({ status = null, industry = null }: LeadFilter) => JSON.stringify({ status, industry });

/**
 * One page of the leads matching `filter` from `cursor`, live (LEAD_PAGE_SIZE rows, one more read to know whether
 * another page exists). While another page or search of the same window is on its way, the rows shown stay.
 */
export const useLeadPage = <P extends FailurePolicy>(filter: LeadFilter, cursor: PageCursor | null, policy: P) =>
  useLivePage(
    leadListQuery(useFirestore(), filter, cursor, LEAD_PAGE_SIZE + 1),
    cursor,
    LEAD_PAGE_SIZE,
    policy,
    leadPageWindow(filter),
  );

/** The most leads from one address the lead dialog names beside the one open. */
export const SAME_ADDRESS_LIMIT = 6;

/**
 * The newest leads sent from `email` (at most SAME_ADDRESS_LIMIT): an enquiry joins an open lead only from the same
 * name and address, so one person writing under another name, or after their lead was won or lost, has a lead of
 * their own. Index: (email, createdAt desc).
 */
export const leadsByEmailQuery = (db: Firestore, email: string) =>
  query(leadsCollection(db), where('email', '==', email), orderBy('createdAt', 'desc'), limit(SAME_ADDRESS_LIMIT));

/**
 * The newest other leads from the address of the lead `id`, live, and whether there may be more than those; none
 * while the read fails (a hint, not the page).
 */
export function useOtherLeadsFrom(email: string, id: string): { others: Lead[]; more: boolean } {
  const live = useLiveRows(leadsByEmailQuery(useFirestore(), email), 'quiet');
  if (live.status !== 'ready') return { others: [], more: false };
  return { others: live.data.filter((lead) => lead.id !== id), more: live.data.length === SAME_ADDRESS_LIMIT };
}

/** The lead a client was converted from, live. */
export const useConvertedLead = <P extends FailurePolicy>(clientUid: string, policy: P) =>
  useLiveRows(convertedLeadQuery(useFirestore(), clientUid), policy);

/** One lead, live (none to read while `id` is null). */
export function useLead<P extends FailurePolicy>(id: string | null | undefined, policy: P) {
  const db = useFirestore();
  return useLiveDocument(id ? leadRef(db, id) : null, policy);
}
