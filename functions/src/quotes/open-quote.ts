import type { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

import { formatDay, quoteIsOpen } from '@agency/common';

import type { StoredQuote } from '../lib/firestore/quotes';

/**
 * The quote a client is answering, or the refusal that says why it cannot be answered: it is not theirs (or is a
 * draft, which they cannot see), or it is no longer open (answered, withdrawn, or past its last valid day, even
 * before the nightly job marks it expired).
 */
export function openQuoteFor(quote: StoredQuote | undefined, clientId: string, now: Date): StoredQuote {
  if (!quote || quote.status === 'draft') throw new HttpsError('not-found', 'No quote has that id.');
  if (quote.clientId !== clientId) throw new HttpsError('permission-denied', 'You can only answer your own quotes.');
  const validUntil = quote.validUntil?.toDate() ?? null;
  if (quoteIsOpen({ status: quote.status, validUntil }, now)) return quote;
  switch (quote.status) {
    case 'accepted':
      throw new HttpsError('failed-precondition', 'This quote has already been accepted.');
    case 'declined':
      throw new HttpsError('failed-precondition', 'This quote has already been declined; ask us for a new one.');
    case 'withdrawn':
      throw new HttpsError('failed-precondition', 'This quote was withdrawn; ask us for a new one.');
    default:
      throw new HttpsError(
        'failed-precondition',
        `This quote expired on ${expiredOn(quote.validUntil)}; ask us for a new one.`,
      );
  }
}

/** The last valid day in the house style (23 Nov 2026). */
const expiredOn = (validUntil: Timestamp | null) =>
  validUntil ? formatDay(validUntil.toDate()) : 'its last valid day';
