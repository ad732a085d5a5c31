import {
  collection,
  count,
  doc,
  type Firestore,
  getAggregateFromServer,
  limit,
  orderBy,
  query,
  type QueryConstraint,
  sum,
  where,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';

import {
  COLLECTIONS,
  type InvoiceDocument,
  type InvoicePayment,
  QUOTE_LIMITS,
  QUOTE_STATUSES,
  type QuoteAcceptance,
  type QuoteDocument,
  type QuoteStatus,
  SERVICE_INTEREST_VALUES,
} from '@agency/common';

import { type FailurePolicy, LATER, useLiveDocument, useLiveRows } from './live';
import { pageConstraints, type PageCursor, useLivePage } from './paging';
import { list, maybeText, nested, oneOf, readConverter, type Shape, time } from './read';

/** A quote as the web reads it. Functions write every quote (docs/decisions/017-quotes-and-invoices.md). */
export interface Quote extends QuoteDocument<Date | null> {
  id: string;
}

/** An invoice as the web reads it; `issuedAt` and `dueAt` are always set by the function that issues it. */
export interface Invoice extends Omit<InvoiceDocument<Date>, 'voidedAt' | 'createdAt' | 'payments'> {
  id: string;
  voidedAt: Date | null;
  payments: InvoicePayment<Date>[];
}

const WRITTEN_BY = 'Quotes and invoices are written only by functions.';
const EPOCH = new Date(0);

/** How a stored quote reads: its times, and what an older quote lacks. */
export const QUOTE_SHAPE: Shape<Quote> = {
  id: 'id',
  estimate: true,
  fields: {
    number: maybeText,
    projectId: maybeText,
    // A quote saved before quotes named their service reads as having none.
    service: oneOf(SERVICE_INTEREST_VALUES, null),
    lineItems: list(),
    validUntil: time(),
    sentAt: time(),
    acceptance: nested<QuoteAcceptance<Date | null>>({ fields: { at: time() } }),
    declineReason: maybeText,
    closedAt: time(),
    invoiceId: maybeText,
    createdAt: time(),
    updatedAt: time(),
  },
};

/** How a stored invoice reads; `issuedAt`, `dueAt` and a payment's `at` always show a day. */
export const INVOICE_SHAPE: Shape<Invoice> = {
  id: 'id',
  estimate: true,
  fields: {
    projectId: maybeText,
    issuedAt: time(EPOCH),
    dueAt: time(EPOCH),
    lineItems: list(),
    payments: list<InvoicePayment<Date>>({ fields: { at: time(EPOCH) } }),
    voidReason: maybeText,
    voidedAt: time(),
    replacesInvoiceId: maybeText,
    replacedByInvoiceId: maybeText,
  },
};

const quoteConverter = readConverter(QUOTE_SHAPE, WRITTEN_BY);
const invoiceConverter = readConverter(INVOICE_SHAPE, WRITTEN_BY);

export const quotesCollection = (db: Firestore) => collection(db, COLLECTIONS.quotes).withConverter(quoteConverter);
export const invoicesCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.invoices).withConverter(invoiceConverter);

export const quoteRef = (db: Firestore, id: string) => doc(quotesCollection(db), id);
export const invoiceRef = (db: Firestore, id: string) => doc(invoicesCollection(db), id);

/** What a client may read of their quotes: every status but draft (firestore.rules refuse a query for drafts). */
export const CLIENT_QUOTE_STATUSES: QuoteStatus[] = QUOTE_STATUSES.filter((status) => status !== 'draft');

/** Narrows a client's list to one of their projects. */
const ofProject = (projectId?: string) => (projectId === undefined ? [] : [where('projectId', '==', projectId)]);

/** A client's quotes (or one project's of them), newest first. */
export const clientQuotesQuery = (db: Firestore, clientId: string, projectId?: string) =>
  query(
    quotesCollection(db),
    where('clientId', '==', clientId),
    ...ofProject(projectId),
    where('status', 'in', CLIENT_QUOTE_STATUSES),
    orderBy('createdAt', 'desc'),
    limit(QUOTE_LIMITS.page),
  );

/** A client's invoices (or one project's of them), newest first. */
export const clientInvoicesQuery = (db: Firestore, clientId: string, projectId?: string) =>
  query(
    invoicesCollection(db),
    where('clientId', '==', clientId),
    ...ofProject(projectId),
    orderBy('issuedAt', 'desc'),
    limit(QUOTE_LIMITS.page),
  );

/** The invoices of one quote (the current one and any it replaced), newest first. */
export const quoteInvoicesQuery = (db: Firestore, clientId: string, quoteId: string) =>
  query(
    invoicesCollection(db),
    where('clientId', '==', clientId),
    where('quoteId', '==', quoteId),
    orderBy('issuedAt', 'desc'),
    limit(QUOTE_LIMITS.page),
  );

export interface AdminQuoteFilter {
  status: QuoteStatus | null;
  clientId: string | null;
}

/** Rows on one page of the admin Quotes screen. */
export const ADMIN_QUOTES_PAGE_SIZE = 25;

const narrowedBy = (filter: AdminQuoteFilter): QueryConstraint[] => [
  ...(filter.clientId ? [where('clientId', '==', filter.clientId)] : []),
  ...(filter.status ? [where('status', '==', filter.status)] : []),
];

/**
 * Every quote for the agency, newest first, narrowed by status and client: `max` of them from `cursor`
 * (docs/decisions/033-cursor-paging.md).
 */
export function adminQuotesQuery(
  db: Firestore,
  filter: AdminQuoteFilter,
  cursor: PageCursor | null = null,
  max = ADMIN_QUOTES_PAGE_SIZE + 1,
) {
  return query(
    quotesCollection(db),
    ...narrowedBy(filter),
    orderBy('createdAt', 'desc'),
    ...pageConstraints(cursor, max),
  );
}

/** The quotes of one status (and client, when one is chosen), to be counted and summed by the server, never read. */
export const quoteSumsQuery = (db: Firestore, filter: AdminQuoteFilter & { status: QuoteStatus }) =>
  query(collection(db, COLLECTIONS.quotes), ...narrowedBy(filter));

export interface QuoteStatusSum {
  status: QuoteStatus;
  count: number;
  /** GST inclusive, in integer cents. */
  totalCents: number;
}

/**
 * How many quotes of each status `filter` allows there are and what they add up to, counted and summed by the
 * server (one aggregation query per status: no quote is read into the browser), in the statuses' own order;
 * statuses with none left out. Administrators only.
 */
export async function quoteStatusSums(db: Firestore, filter: AdminQuoteFilter): Promise<QuoteStatusSum[]> {
  const statuses = filter.status ? [filter.status] : QUOTE_STATUSES;
  const sums = await Promise.all(
    statuses.map(async (status): Promise<QuoteStatusSum> => {
      const of = await getAggregateFromServer(quoteSumsQuery(db, { ...filter, status }), {
        count: count(),
        totalCents: sum('totalCents'),
      });
      return { status, count: of.data().count, totalCents: of.data().totalCents ?? 0 };
    }),
  );
  return sums.filter((each) => each.count > 0);
}

/** Every invoice for the agency, newest first, narrowed to one client. */
export function adminInvoicesQuery(db: Firestore, clientId: string | null) {
  const constraints = clientId ? [where('clientId', '==', clientId)] : [];
  return query(invoicesCollection(db), ...constraints, orderBy('issuedAt', 'desc'), limit(QUOTE_LIMITS.page));
}

/** A client's quotes, newest first, live. */
export const useClientQuotes = <P extends FailurePolicy>(clientId: string, policy: P) =>
  useLiveRows(clientQuotesQuery(useFirestore(), clientId), policy);

/** A client's invoices, newest first, live. */
export const useClientInvoices = <P extends FailurePolicy>(clientId: string, policy: P) =>
  useLiveRows(clientInvoicesQuery(useFirestore(), clientId), policy);

/** One project's quotes, newest first, live. */
export const useProjectQuotes = <P extends FailurePolicy>(clientId: string, projectId: string, policy: P) =>
  useLiveRows(clientQuotesQuery(useFirestore(), clientId, projectId), policy);

/** One project's invoices, newest first, live. */
export const useProjectInvoices = <P extends FailurePolicy>(clientId: string, projectId: string, policy: P) =>
  useLiveRows(clientInvoicesQuery(useFirestore(), clientId, projectId), policy);

/**
 * The invoices of a few quotes (at most 30, Firestore's `in`), newest first: a project's quotes' invoices, which an
 * invoice issued on acceptance, before its project existed, links only through its quote. Index: as one quote's.
 */
export const quotesInvoicesQuery = (db: Firestore, clientId: string, quoteIds: string[]) =>
  query(
    invoicesCollection(db),
    where('clientId', '==', clientId),
    where('quoteId', 'in', quoteIds.slice(0, 30)),
    orderBy('issuedAt', 'desc'),
    limit(QUOTE_LIMITS.page),
  );

/** The invoices of `quoteIds`, live; none asked while they are null (not known yet), none at all for none. */
export function useQuotesInvoices<P extends FailurePolicy>(clientId: string, quoteIds: string[] | null, policy: P) {
  const db = useFirestore();
  return useLiveRows(
    quoteIds === null ? LATER : quoteIds.length ? quotesInvoicesQuery(db, clientId, quoteIds) : null,
    policy,
  );
}

/** The invoices of one quote, live. */
export const useQuoteInvoices = <P extends FailurePolicy>(clientId: string, quoteId: string, policy: P) =>
  useLiveRows(quoteInvoicesQuery(useFirestore(), clientId, quoteId), policy);

/**
 * One page of the agency's quotes narrowed by `filter`, from `cursor`, live (ADMIN_QUOTES_PAGE_SIZE rows, one more
 * read to know whether a next page exists); the rows shown stay while the next page of the same filter arrives.
 */
export const useAdminQuotePage = <P extends FailurePolicy>(
  filter: AdminQuoteFilter,
  cursor: PageCursor | null,
  policy: P,
) =>
  useLivePage(
    adminQuotesQuery(useFirestore(), filter, cursor, ADMIN_QUOTES_PAGE_SIZE + 1),
    cursor,
    ADMIN_QUOTES_PAGE_SIZE,
    policy,
    JSON.stringify(filter),
  );

/** One quote, live (none to read while `id` is null). */
export function useQuote<P extends FailurePolicy>(id: string | null | undefined, policy: P) {
  const db = useFirestore();
  return useLiveDocument(id ? quoteRef(db, id) : null, policy);
}
