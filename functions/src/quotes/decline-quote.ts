import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';

import { declineQuoteSchema, roleOf } from '@agency/common';

import { agencyNotifyEmail } from '../config';
import { clientActor, clientNameOf, projectNameOf, recordActivity } from '../lib/activity';
import { db } from '../lib/admin';
import { signedInCaller } from '../lib/callable-auth';
import { parseCallableData } from '../lib/callable-input';
import { clientRef } from '../lib/firestore/clients';
import { mailRef } from '../lib/firestore/mail';
import { quoteRef } from '../lib/firestore/quotes';

import { openQuoteFor } from './open-quote';
import { agencyQuoteAnsweredMail, clientNamed } from './quote-mail';

/**
 * The client declines a sent quote that is still open, saying why if they like. The quote closes, their timeline
 * says so, and the agency is emailed the reason.
 */
export const declineQuote = onCall({ cors: true }, async (request): Promise<{ ok: true }> => {
  const caller = await signedInCaller(request);
  // Both the token and the Auth record as it is now must say client: a role changed since sign-in counts for nothing.
  if (roleOf(request.auth?.token) !== 'client' || roleOf(caller.user.customClaims) !== 'client') {
    throw new HttpsError('permission-denied', 'Only the client a quote was sent to can decline it.');
  }
  const input = await parseCallableData(declineQuoteSchema, request.data);
  const reason = input.reason || null;
  const profile = (await clientRef(caller.uid).get()).data();
  const client = clientNamed(profile);
  const ref = quoteRef(input.quoteId);

  await db.runTransaction(async (transaction) => {
    const quote = openQuoteFor((await transaction.get(ref)).data(), caller.uid, new Date());
    const projectName = await projectNameOf(quote.projectId, transaction);
    const now = FieldValue.serverTimestamp();
    transaction.update(ref, { status: 'declined', declineReason: reason, closedAt: now, updatedAt: now });
    recordActivity(
      transaction,
      {
        type: 'quote_declined',
        ...clientActor(caller.uid, profile),
        subjectUid: caller.uid,
        clientId: caller.uid,
        clientName: clientNameOf(profile),
        projectId: quote.projectId,
        projectName,
        clientVisible: true,
        details: { quoteId: input.quoteId, number: quote.number ?? '', title: quote.title, reason },
      },
      `quote-declined-${input.quoteId}`,
    );
    transaction.set(
      mailRef(`quote-declined-${input.quoteId}`),
      agencyQuoteAnsweredMail(agencyNotifyEmail.value(), client, quote, { accepted: false, reason }),
    );
  });
  return { ok: true };
});
