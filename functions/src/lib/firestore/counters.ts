import type { Transaction } from 'firebase-admin/firestore';

import { calendarDayOf, COLLECTIONS, type CounterDocument, documentNumber } from '@agency/common';

import { db } from '../admin';

import { typed } from './typed';

/** `counters/{kind}-{year}`: the last quote or invoice number given in that Queensland year. */
export const counterRef = (kind: 'quote' | 'invoice', year: number) =>
  db.collection(COLLECTIONS.counters).doc(`${kind}-${year}`).withConverter(typed<CounterDocument>());

const PREFIXES = { quote: 'Q', invoice: 'INV' } as const;

/**
 * Within `transaction`: the next number of `kind` for the Queensland year `now` falls in (`Q-2026-0001`), read now
 * and given out by `take()`, which the caller calls once its own reads are done (a transaction reads everything
 * before it writes). Two transactions that read the same counter conflict and one is retried, so every number is
 * given once and none is skipped.
 */
export async function nextDocumentNumber(
  transaction: Transaction,
  kind: 'quote' | 'invoice',
  now: Date,
): Promise<{ number: string; take: () => void }> {
  const year = Number(calendarDayOf(now).slice(0, 4));
  const ref = counterRef(kind, year);
  const last = (await transaction.get(ref)).data()?.last ?? 0;
  return {
    number: documentNumber(PREFIXES[kind], year, last + 1),
    take: () => transaction.set(ref, { last: last + 1 }),
  };
}
