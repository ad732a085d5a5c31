import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';

import { quoteIdSchema } from '@agency/common';

import { adminActor, clientNameOf, projectNameOf, recordActivity } from '../lib/activity';
import { db } from '../lib/admin';
import { adminCaller } from '../lib/callable-auth';
import { parseCallableData } from '../lib/callable-input';
import { clientRef } from '../lib/firestore/clients';
import { quoteRef } from '../lib/firestore/quotes';

/**
 * An administrator takes back a sent quote the client has not answered (a mistake, or the work changed): it can no
 * longer be accepted, and the client's timeline says so. A draft is simply left unsent; an answered quote stays
 * answered.
 */
export const withdrawQuote = onCall({ cors: true }, async (request): Promise<{ ok: true }> => {
  const admin = await adminCaller(request);
  const { quoteId } = await parseCallableData(quoteIdSchema, request.data);
  const ref = quoteRef(quoteId);

  await db.runTransaction(async (transaction) => {
    const quote = (await transaction.get(ref)).data();
    if (!quote) throw new HttpsError('not-found', 'No quote has that id.');
    if (quote.status !== 'sent') {
      throw new HttpsError(
        'failed-precondition',
        quote.status === 'draft'
          ? 'This quote has not been sent; there is nothing to withdraw.'
          : `This quote is ${quote.status}; only a sent quote can be withdrawn.`,
      );
    }
    const [profile, projectName] = await Promise.all([
      transaction.get(clientRef(quote.clientId)).then((snapshot) => snapshot.data()),
      projectNameOf(quote.projectId, transaction),
    ]);
    const now = FieldValue.serverTimestamp();
    transaction.update(ref, { status: 'withdrawn', closedAt: now, updatedAt: now });
    recordActivity(
      transaction,
      {
        type: 'quote_withdrawn',
        ...adminActor(admin),
        subjectUid: quote.clientId,
        clientId: quote.clientId,
        clientName: clientNameOf(profile),
        projectId: quote.projectId,
        projectName,
        clientVisible: true,
        details: { quoteId, number: quote.number ?? '', title: quote.title },
      },
      `quote-withdrawn-${quoteId}`,
    );
  });
  return { ok: true };
});
