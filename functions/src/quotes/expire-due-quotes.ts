import { FieldValue } from 'firebase-admin/firestore';

import { clientNameOf, projectNameOf, recordActivity, SYSTEM_ACTOR } from '../lib/activity';
import { db } from '../lib/admin';
import { clientRef } from '../lib/firestore/clients';
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
      const expiring = snapshots.flatMap((snapshot) => {
        const quote = snapshot.data();
        const lapsed = quote?.status === 'sent' && quote.validUntil && quote.validUntil.toMillis() < now.getTime();
        return lapsed ? [{ snapshot, quote }] : [];
      });
      // The names its entries copy, read before the transaction writes: each client and project once.
      const clientIds = [...new Set(expiring.map(({ quote }) => quote.clientId))];
      const projectIds = [...new Set(expiring.flatMap(({ quote }) => (quote.projectId ? [quote.projectId] : [])))];
      const [profiles, projects] = await Promise.all([
        clientIds.length ? transaction.getAll(...clientIds.map((id) => clientRef(id))) : [],
        Promise.all(projectIds.map(async (id) => [id, await projectNameOf(id, transaction)] as const)),
      ]);
      const clientNames = new Map(profiles.map((profile) => [profile.id, clientNameOf(profile.data())]));
      const projectNames = new Map(projects);
      let marked = 0;
      for (const { snapshot, quote } of expiring) {
        const at = FieldValue.serverTimestamp();
        transaction.update(snapshot.ref, { status: 'expired', closedAt: at, updatedAt: at });
        recordActivity(
          transaction,
          {
            type: 'quote_expired',
            ...SYSTEM_ACTOR,
            subjectUid: quote.clientId,
            clientId: quote.clientId,
            clientName: clientNames.get(quote.clientId) ?? clientNameOf(undefined),
            projectId: quote.projectId,
            projectName: (quote.projectId && projectNames.get(quote.projectId)) ?? null,
            clientVisible: true,
            details: { quoteId: snapshot.id, number: quote.number ?? '', title: quote.title },
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
