import { FieldValue } from 'firebase-admin/firestore';

import { recordActivity } from '../lib/activity';
import { db } from '../lib/admin';
import { quoteRef, sentQuotesQuery } from '../lib/firestore/quotes';

/** Quotes per transaction: two writes each, well inside a transaction's limit of 500. */
const CHUNK = 100;

/**
 * Marks every sent quote whose last valid day ended before `now` as expired, with one timeline entry each
 * (`quote-expired-<id>`, so a second run adds none). A quote already counts as expired to acceptQuote once
 * `validUntil` passes; this makes the status say so. Each chunk is a transaction that reads its quotes again, so a
 * quote answered or withdrawn since the query is left alone. Returns how many it marked.
 */
export async function expireDueQuotes(now: Date): Promise<number> {
  const due = (await sentQuotesQuery().get()).docs
    .filter((doc) => {
      const validUntil = doc.data().validUntil;
      return validUntil !== null && validUntil.toMillis() < now.getTime();
    })
    .map((doc) => doc.id);
  let expired = 0;
  for (let start = 0; start < due.length; start += CHUNK) {
    const refs = due.slice(start, start + CHUNK).map((id) => quoteRef(id));
    expired += await db.runTransaction(async (transaction) => {
      const snapshots = await transaction.getAll(...refs);
      let marked = 0;
      for (const snapshot of snapshots) {
        const quote = snapshot.data();
        if (quote?.status !== 'sent' || !quote.validUntil || quote.validUntil.toMillis() >= now.getTime()) continue;
        const at = FieldValue.serverTimestamp();
        transaction.update(snapshot.ref, { status: 'expired', closedAt: at, updatedAt: at });
        recordActivity(
          transaction,
          {
            type: 'quote_expired',
            actor: 'system',
            subjectUid: quote.clientId,
            clientId: quote.clientId,
            projectId: quote.projectId,
            clientVisible: true,
            summary: `Quote ${quote.number}, “${quote.title}”, expired without an answer.`,
            details: { quoteId: snapshot.id, number: quote.number },
          },
          `quote-expired-${snapshot.id}`,
        );
        marked++;
      }
      return marked;
    });
  }
  return expired;
}
