import { type DocumentReference } from 'firebase-admin/firestore';

import { clientSearchTerms, COLLECTIONS, leadSearchTerms } from '@agency/common';

import { db } from './admin';
import { idOrderPage } from './firestore/id-order';

/** Documents read per page by the backfill: one transaction's worth of writes, at most. */
const PAGE = 200;

const sameTerms = (stored: unknown, terms: readonly string[]) =>
  Array.isArray(stored) && stored.length === terms.length && stored.every((term, i) => term === terms[i]);

/** The terms each searchable collection is found by, from a stored document (older shapes included). */
const TERMS_OF = {
  [COLLECTIONS.clients]: (data: Record<string, unknown>) =>
    clientSearchTerms({
      name: String(data.name ?? ''),
      businessName: String(data.businessName ?? ''),
      email: String(data.email ?? ''),
    }),
  [COLLECTIONS.leads]: (data: Record<string, unknown>) =>
    leadSearchTerms({
      name: String(data.name ?? ''),
      email: String(data.email ?? ''),
      message: String(data.message ?? ''),
    }),
} as const;

type Searchable = keyof typeof TERMS_OF;

/** Whether a stored document's `searchTerms` are what it says now. */
export const searchTermsInStep = (collection: Searchable, data: Record<string, unknown>) =>
  sameTerms(data.searchTerms, TERMS_OF[collection](data));

/**
 * Brings one document's `searchTerms` in line with what it says now. It reads the document again in a transaction
 * rather than trusting an event's copy, so two edits moments apart, whose events arrive in either order, leave the
 * terms of the last one. Changes nothing (and writes nothing) when they already match. Returns whether it wrote.
 */
export async function keepSearchTerms(collection: Searchable, ref: DocumentReference): Promise<boolean> {
  return db.runTransaction(async (transaction) => {
    const data = (await transaction.get(ref)).data();
    if (!data) return false;
    if (searchTermsInStep(collection, data)) return false;
    transaction.update(ref, { searchTerms: TERMS_OF[collection](data) });
    return true;
  });
}

/**
 * The backfill: gives every client and lead stored before their search terms existed (or with terms out of step)
 * the terms it is found by. A page at a time in document-id order, writing only what differs, so it can be stopped
 * anywhere and run again: a run after an interrupted one rewrites nothing already done. Returns how many it wrote.
 */
export async function backfillSearchTerms(): Promise<{ clients: number; leads: number }> {
  const written = { clients: 0, leads: 0 };
  for (const collection of [COLLECTIONS.clients, COLLECTIONS.leads] as const) {
    let after: string | undefined;
    for (;;) {
      const { docs } = await idOrderPage(collection, PAGE, after).get();
      const stale = docs.filter((doc) => !searchTermsInStep(collection, doc.data()));
      for (const doc of stale) if (await keepSearchTerms(collection, doc.ref)) written[collection]++;
      if (docs.length < PAGE) break;
      after = docs.at(-1)!.id;
    }
  }
  return written;
}
