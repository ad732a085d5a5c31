import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';

import {
  type Ballpark,
  ballpark,
  ballparkProblem,
  type BallparkSelection,
  formatCents,
  type RequestQuoteResult,
  requestQuoteSchema,
  roleOf,
  THREAD_SUBCOLLECTIONS,
} from '@agency/common';

import { gstRegistered } from '../config';
import { takeFromBuckets } from '../leads/rate-limit';
import { clientActor, clientNameOf, recordActivity } from '../lib/activity';
import { db } from '../lib/admin';
import { signedInCaller } from '../lib/callable-auth';
import { parseCallableData } from '../lib/callable-input';
import { clientRef } from '../lib/firestore/clients';
import { messageRef, threadRef } from '../lib/firestore/threads';
import { ensureThread } from '../messages/ensure-thread';

/** At most this many requests per client in a day: enough for a client comparing options, not a flood. */
const REQUESTS_PER_DAY = 5;

/** The message the agency reads: every line of the calculator's selection, the totals, and the client's note. */
function requestBody(estimate: Ballpark, note: string): string {
  const amounts = ({ exGstCents, gstCents, totalCents }: Ballpark['oneTime']) =>
    `${formatCents(exGstCents)} before GST, ${formatCents(gstCents)} GST, ${formatCents(totalCents)} in total`;
  // A monthly line says so in its description ("Essential hosting, per month").
  const lines = estimate.lines.map(
    (line) =>
      `- ${line.description}${line.quantity > 1 ? ` × ${line.quantity}` : ''}: ${formatCents(line.exGstCents)} before GST`,
  );
  const hasMonthly = estimate.lines.some((line) => line.recurrence === 'monthly');
  const hasOneTime = estimate.lines.some((line) => line.recurrence === 'one-time');
  return [
    'Please send me a quote for:',
    ...lines,
    '',
    ...(hasOneTime ? [`One-time: ${amounts(estimate.oneTime)}.`] : []),
    ...(hasMonthly ? [`Monthly: ${amounts(estimate.monthly)}.`] : []),
    '(Ballpark from the services calculator.)',
    ...(note ? ['', `Note: ${note}`] : []),
  ].join('\n');
}

/**
 * A client asks for a quote from the services calculator's selection: the selection is checked and priced by the
 * catalogue (never by the browser's figures), and sent as their message in their general conversation, so the
 * agency answers it where they already talk (the message trigger counts it, previews it and emails the agency).
 * Limited to REQUESTS_PER_DAY per client per day; a refused request counts nothing.
 */
export const requestQuote = onCall({ cors: true }, async (request): Promise<RequestQuoteResult> => {
  const caller = await signedInCaller(request);
  // Both the token and the Auth record as it is now must say client: a role changed since sign-in counts for nothing.
  if (roleOf(request.auth?.token) !== 'client' || roleOf(caller.user.customClaims) !== 'client') {
    throw new HttpsError('permission-denied', 'Only clients can ask for a quote here.');
  }
  const input = await parseCallableData(requestQuoteSchema, request.data);
  const selection = input.selection as BallparkSelection;
  const problem =
    ballparkProblem(selection) ??
    (!selection.design && selection.hostingPlanId === undefined && !selection.insightLab?.length
      ? 'Choose something to quote'
      : null);
  if (problem) throw new HttpsError('invalid-argument', problem, { fields: { selection: problem } });
  const estimate = ballpark(selection, { gstRegistered: gstRegistered.value() });
  const body = requestBody(estimate, input.note);

  // The limit first, in its own transaction: a transaction reads everything before it writes, and both the limit
  // and the thread read, then write. A request that fails after this still counts, which errs on the safe side.
  const refusal = await db.runTransaction((transaction) =>
    takeFromBuckets(transaction, [
      {
        name: 'quote-requests',
        id: `quote-requests-${caller.uid}`,
        rule: { max: REQUESTS_PER_DAY, windowSeconds: 24 * 60 * 60 },
      },
    ]),
  );
  if (refusal) {
    const hours = Math.ceil(refusal.retryAfterSeconds / 3600);
    throw new HttpsError(
      'resource-exhausted',
      `You can ask for ${REQUESTS_PER_DAY} quotes a day; please try again in ${hours} hour${hours === 1 ? '' : 's'}, or write to us in Messages.`,
    );
  }

  const profile = (await clientRef(caller.uid).get()).data();
  return db.runTransaction(async (transaction) => {
    const { threadId } = await ensureThread(transaction, { clientId: caller.uid, projectId: null });
    const message = messageRef(threadId, threadRef(threadId).collection(THREAD_SUBCOLLECTIONS.messages).doc().id);
    transaction.create(message, {
      senderId: caller.uid,
      senderRole: 'client',
      body,
      createdAt: FieldValue.serverTimestamp(),
      fileIds: [],
      removed: false,
    });
    recordActivity(
      transaction,
      {
        type: 'quote_requested',
        ...clientActor(caller.uid, profile),
        subjectUid: caller.uid,
        clientId: caller.uid,
        clientName: clientNameOf(profile),
        projectId: null,
        projectName: null,
        clientVisible: true,
        details: {
          threadId,
          messageId: message.id,
          oneTimeTotalCents: estimate.oneTime.totalCents,
          monthlyTotalCents: estimate.monthly.totalCents,
        },
      },
      `quote-requested-${message.id}`,
    );
    return { threadId };
  });
});
