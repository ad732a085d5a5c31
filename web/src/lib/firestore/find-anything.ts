import { type Firestore, getDocs, type QuerySnapshot } from 'firebase/firestore';

import {
  clientLabel,
  type ClientNames,
  formatCents,
  INVOICE_STATUS_WORDS,
  invoiceDisplayStatus,
  LEAD_STATUS_LABELS,
  PROJECT_STATUS_LABELS,
  QUOTE_STATUS_WORDS,
  quoteDisplayStatus,
  typedSearch,
} from '@agency/common';

import { searchClients } from './clients';
import {
  FOUND_PER_KIND,
  invoiceNumberQuery,
  leadSearchQuery,
  numberPrefixes,
  projectSearchQuery,
  quoteNumberQuery,
} from './search-queries';

/** What the admin area's search finds, in the order it lists them. */
export const FOUND_KINDS = ['client', 'lead', 'project', 'quote', 'invoice'] as const;
export type FoundKind = (typeof FOUND_KINDS)[number];

/** Each kind's heading in the list. */
export const FOUND_KIND_LABELS: Record<FoundKind, string> = {
  client: 'Clients',
  lead: 'Leads',
  project: 'Projects',
  quote: 'Quotes',
  invoice: 'Invoices',
};

/** One thing found: what it is, how the list names it, and the record it opens (an invoice opens its quote's). */
export interface Found {
  kind: FoundKind;
  id: string;
  label: string;
  detail: string;
  opens: { kind: Exclude<FoundKind, 'invoice'>; id: string };
}

const rowsOf = <T>({ docs }: QuerySnapshot<T>): T[] => docs.map((doc) => doc.data());

const named = (names: { clientName?: string; clientPersonName?: string }) =>
  names.clientName ? clientLabel({ clientName: names.clientName, clientPersonName: names.clientPersonName ?? '' }) : '';
/** A quote or an invoice as found: its number and title, whom it is for, its status and total; `quoteId` opens. */
const numbered = (
  kind: 'quote' | 'invoice',
  document: { id: string; number: string | null; title: string; totalCents: number } & Partial<ClientNames>,
  status: string,
  quoteId: string,
): Found => ({
  kind,
  id: document.id,
  label: joined(document.number, document.title),
  detail: joined(named(document), status, formatCents(document.totalCents)),
  opens: { kind: 'quote', id: quoteId },
});

/** How many of one kind each typed word reads: twice what is shown, so words checked afterwards leave enough. */
const WORD_PAGE = FOUND_PER_KIND * 2;

/**
 * The documents of one kind the words' pages found, each once, holding every word, newest first (by `newest`),
 * as many as are shown.
 */
export function foundOnce<T extends { id: string; searchTerms?: string[] }>(
  pages: T[][],
  matches: (terms: readonly string[]) => boolean,
  newest: (row: T) => number,
): T[] {
  const once = new Map(pages.flat().map((row) => [row.id, row]));
  return [...once.values()]
    .filter((row) => matches(row.searchTerms ?? []))
    .sort((a, b) => newest(b) - newest(a))
    .slice(0, FOUND_PER_KIND);
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/**
 * What the admin area's search finds for `typed`: clients, leads and projects by the words of their names (and
 * email), quotes and invoices by number, each kind a bounded page read from the server (FOUND_PER_KIND), never a
 * whole collection (PORTAL.md, "Scale rule"). Null while too little is typed to search. Administrators only.
 */
export async function findAnything(db: Firestore, typed: string, now = new Date()): Promise<Found[] | null> {
  const { terms, matches } = typedSearch(typed);
  const numbers = numberPrefixes(typed);
  if (!terms.length && !numbers.quote && !numbers.invoice) return null;
  // Every typed word is asked, a page each, so a word many documents share (a contact form can add them) cannot
  // crowd out the one sought; a document must then match every word (typedSearch).
  const [clients, leadPages, projectPages, quotes, invoices] = await Promise.all([
    terms.length ? searchClients(db, typed) : [],
    Promise.all(terms.map((term) => getDocs(leadSearchQuery(db, term, WORD_PAGE)).then(rowsOf))),
    Promise.all(terms.map((term) => getDocs(projectSearchQuery(db, term, WORD_PAGE)).then(rowsOf))),
    numbers.quote ? getDocs(quoteNumberQuery(db, numbers.quote)).then(rowsOf) : [],
    numbers.invoice ? getDocs(invoiceNumberQuery(db, numbers.invoice)).then(rowsOf) : [],
  ]);
  return [
    ...(clients ?? []).slice(0, FOUND_PER_KIND).map((client): Found => ({
      kind: 'client',
      id: client.uid,
      label: client.businessName || client.name || client.email,
      detail: joined(client.businessName ? client.name : null, client.email),
      opens: { kind: 'client', id: client.uid },
    })),
    ...foundOnce(leadPages, matches, (lead) => lead.createdAt.getTime()).map((lead): Found => ({
      kind: 'lead',
      id: lead.id,
      label: lead.name,
      detail: joined(lead.email, LEAD_STATUS_LABELS[lead.status]),
      opens: { kind: 'lead', id: lead.id },
    })),
    ...foundOnce(projectPages, matches, (project) => project.updatedAt.getTime()).map((project): Found => ({
      kind: 'project',
      id: project.id,
      label: project.name,
      detail: joined(named(project), project.archived ? 'Archived' : PROJECT_STATUS_LABELS[project.status]),
      opens: { kind: 'project', id: project.id },
    })),
    ...quotes.map((quote) =>
      numbered('quote', quote, QUOTE_STATUS_WORDS.agency[quoteDisplayStatus(quote, now)], quote.id),
    ),
    // An invoice is shown with the quote it was issued for.
    ...invoices.map((invoice) =>
      numbered('invoice', invoice, INVOICE_STATUS_WORDS.agency[invoiceDisplayStatus(invoice, now)], invoice.quoteId),
    ),
  ];
}
