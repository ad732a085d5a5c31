import { HttpsError, onCall } from 'firebase-functions/v2/https';

import { QUOTE_LIMITS, quoteIdSchema, type SaveQuoteResult, serviceOfQuote } from '@agency/common';

import { db } from '../lib/admin';
import { adminCaller } from '../lib/callable-auth';
import { parseCallableData } from '../lib/callable-input';
import { clientNamesFor } from '../lib/client-names';
import { quoteRef } from '../lib/firestore/quotes';

import { newDraftFields } from './new-draft';
import { priceLines } from './price-lines';

const COPY = ' (copy)';

/** The copy's title: the original's and " (copy)", the original cut short where both would pass the limit. */
const copyTitle = (title: string) =>
  title.length + COPY.length <= QUOTE_LIMITS.titleMax
    ? `${title}${COPY}`
    : `${title.slice(0, QUOTE_LIMITS.titleMax - COPY.length).trimEnd()}${COPY}`;

/**
 * An administrator starts a new draft from any quote (a withdrawn or expired one to send again, or a similar job):
 * the same client, project, lines and validity, priced again with today's GST switch, with nothing of the
 * original's number, dates or answers.
 */
export const duplicateQuote = onCall({ cors: true }, async (request): Promise<SaveQuoteResult> => {
  const admin = await adminCaller(request);
  const { quoteId } = await parseCallableData(quoteIdSchema, request.data);
  const original = (await quoteRef(quoteId).get()).data();
  if (!original) throw new HttpsError('not-found', 'No quote has that id.');

  const ref = quoteRef();
  // The client's names as they are now, read in the transaction that writes them (the original's may be older).
  await db.runTransaction(async (transaction) =>
    transaction.create(ref, {
      clientId: original.clientId,
      ...(await clientNamesFor(original.clientId, transaction)),
      projectId: original.projectId,
      service: serviceOfQuote(original),
      title: copyTitle(original.title),
      validDays: original.validDays,
      ...priceLines(original.lineItems),
      ...newDraftFields(admin.uid),
    }),
  );
  return { quoteId: ref.id };
});
