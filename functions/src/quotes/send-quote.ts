import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';

import { quoteIdSchema, type SendQuoteResult } from '@agency/common';

import { agencyNotifyEmail } from '../config';
import { adminActor, clientNameOf, projectNameOf, recordActivity } from '../lib/activity';
import { db } from '../lib/admin';
import { endOfCalendarDayAfter } from '../lib/calendar';
import { adminCaller } from '../lib/callable-auth';
import { parseCallableData } from '../lib/callable-input';
import { clientRef } from '../lib/firestore/clients';
import { nextDocumentNumber } from '../lib/firestore/counters';
import { mailRef } from '../lib/firestore/mail';
import { quoteRef } from '../lib/firestore/quotes';

import { priceLines } from './price-lines';
import { clientQuoteSentMail, mayMailClient } from './quote-mail';

/**
 * An administrator sends a draft to its client. In one transaction: the next number of the Queensland year
 * (`counters/quote-<year>`), the totals worked out again with the GST switch as it is now, `validUntil` = the end
 * of the Queensland day `validDays` days after today, the timeline entry and the client's email (a quote is mailed
 * whatever their preference: quote-mail.ts). Two sends of one draft at once conflict on the quote: one numbers it,
 * the other is retried, finds it sent and is refused, so no number is given twice or wasted.
 */
export const sendQuote = onCall({ cors: true }, async (request): Promise<SendQuoteResult> => {
  const admin = await adminCaller(request);
  const { quoteId } = await parseCallableData(quoteIdSchema, request.data);
  const ref = quoteRef(quoteId);

  return db.runTransaction(async (transaction) => {
    const now = new Date();
    const quote = (await transaction.get(ref)).data();
    if (!quote) throw new HttpsError('not-found', 'No quote has that id.');
    if (quote.status !== 'draft') {
      throw new HttpsError(
        'failed-precondition',
        quote.status === 'sent'
          ? 'This quote has already been sent.'
          : `This quote is ${quote.status}; only a draft can be sent.`,
      );
    }
    const [counter, profile, projectName] = await Promise.all([
      nextDocumentNumber(transaction, 'quote', now),
      transaction.get(clientRef(quote.clientId)).then((snapshot) => snapshot.data()),
      projectNameOf(quote.projectId, transaction),
    ]);
    const priced = priceLines(quote.lineItems);
    const validUntil = endOfCalendarDayAfter(now, quote.validDays);

    counter.take();
    transaction.update(ref, {
      ...priced,
      number: counter.number,
      status: 'sent',
      sentAt: Timestamp.fromDate(now),
      validUntil: Timestamp.fromDate(validUntil),
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordActivity(
      transaction,
      {
        type: 'quote_sent',
        ...adminActor(admin),
        subjectUid: quote.clientId,
        clientId: quote.clientId,
        clientName: clientNameOf(profile),
        projectId: quote.projectId,
        projectName,
        clientVisible: true,
        details: { quoteId, number: counter.number, title: quote.title, totalCents: priced.totalCents },
      },
      `quote-sent-${quoteId}`,
    );
    if (mayMailClient(profile)) {
      transaction.set(
        mailRef(`quote-sent-${quoteId}`),
        clientQuoteSentMail(
          profile.email,
          profile.name || profile.email,
          agencyNotifyEmail.value(),
          {
            number: counter.number,
            title: quote.title,
            totalCents: priced.totalCents,
            validUntil,
          },
          quoteId,
        ),
      );
    }
    return { number: counter.number };
  });
});
