import { type Firestore, limit, orderBy, query, where } from 'firebase/firestore';

import { calendarDayOf } from '@agency/common';

import { leadsCollection } from './leads';
import { projectsCollection } from './projects';
import { invoicesCollection, quotesCollection } from './quotes';

// The admin search's queries (find-anything.ts), apart from the client search it shares with the pickers, so the
// rules tests can run them alone.

/** How many of each kind the search reads and lists: enough to choose from, a bounded read whatever is stored. */
export const FOUND_PER_KIND = 5;

/** A prefix's upper bound for a range query: every string that starts with the prefix sorts below it. */
const END_OF_PREFIX = '\uf8ff';

/** Leads holding one search term, newest first (the Leads screen's index: searchTerms, createdAt). */
export const leadSearchQuery = (db: Firestore, term: string, max = FOUND_PER_KIND) =>
  query(leadsCollection(db), where('searchTerms', 'array-contains', term), orderBy('createdAt', 'desc'), limit(max));

/** Projects holding one search term, archived ones too, last changed first (the Projects screen's index). */
export const projectSearchQuery = (db: Firestore, term: string, max = FOUND_PER_KIND) =>
  query(projectsCollection(db), where('searchTerms', 'array-contains', term), orderBy('updatedAt', 'desc'), limit(max));

/** The numbers starting with `prefix`, the highest first: one field's range, so Firestore's own index serves it. */
const numberedFrom = (prefix: string, max: number) => [
  where('number', '>=', prefix),
  where('number', '<=', `${prefix}${END_OF_PREFIX}`),
  orderBy('number', 'desc'),
  limit(max),
];

/** Quotes whose number starts with `prefix` (a draft has no number and is never found this way). */
export const quoteNumberQuery = (db: Firestore, prefix: string, max = FOUND_PER_KIND) =>
  query(quotesCollection(db), ...numberedFrom(prefix, max));

/** Invoices whose number starts with `prefix`. */
export const invoiceNumberQuery = (db: Firestore, prefix: string, max = FOUND_PER_KIND) =>
  query(invoicesCollection(db), ...numberedFrom(prefix, max));

/**
 * The number prefixes what was typed can be the start of: `q2026` → `Q-2026`, `INV-2026-00` → `INV-2026-00`,
 * `inv` → `INV-`, `2026-0012` → both kinds. Numbers are `Q-YYYY-NNNN` and `INV-YYYY-NNNN`; without the kind's
 * letters, fewer than four digits of the year name no number (`12` is a word, not a number), and anything but the
 * letters, digits and dashes of one is none. Digits that start with 0 are no year: `0005` is this year's fifth.
 */
export function numberPrefixes(
  typed: string,
  now: Date = new Date(),
): { quote: string | null; invoice: string | null } {
  const compact = typed.trim().toUpperCase().replace(/\s+/g, '');
  // Four digits that are no year (`0005`, as a number's end is read aloud): that number of this year.
  const ownDigits = /^(Q|INV)?-?(0\d{3,})$/.exec(compact);
  if (ownDigits) {
    const [, letters, digits] = ownDigits;
    const thisYear = `-${calendarDayOf(now).slice(0, 4)}-${digits}`;
    return { quote: letters === 'INV' ? null : `Q${thisYear}`, invoice: letters === 'Q' ? null : `INV${thisYear}` };
  }
  // After the kind's letters any start of the year will do (`INV`, `Q-20`: the newest of that kind first).
  const match = /^(Q|INV)-?(\d{0,3})$/.exec(compact) ?? /^(Q|INV)?-?(\d{4})(?:-?(\d*))?$/.exec(compact);
  if (!match) return { quote: null, invoice: null };
  const [, letters, year, sequence] = match;
  const digits = year ? `-${year}${sequence ? `-${sequence}` : ''}` : '-';
  return {
    quote: letters === 'INV' ? null : `Q${digits}`,
    invoice: letters === 'Q' ? null : `INV${digits}`,
  };
}
