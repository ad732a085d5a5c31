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
  // The longest word narrows each query; every word must then match (typedSearch).
  const [word] = terms;
  const [clients, leads, projects, quotes, invoices] = await Promise.all([
    terms.length ? searchClients(db, typed) : [],
    word ? getDocs(leadSearchQuery(db, word)).then(rowsOf) : [],
    word ? getDocs(projectSearchQuery(db, word)).then(rowsOf) : [],
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
    ...leads
      .filter((lead) => matches(lead.searchTerms ?? []))
      .map((lead): Found => ({
        kind: 'lead',
        id: lead.id,
        label: lead.name,
        detail: joined(lead.email, LEAD_STATUS_LABELS[lead.status]),
        opens: { kind: 'lead', id: lead.id },
      })),
    ...projects
      .filter((project) => matches(project.searchTerms ?? []))
      .map((project): Found => ({
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
