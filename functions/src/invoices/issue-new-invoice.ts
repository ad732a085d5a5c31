import { HttpsError, onCall } from 'firebase-functions/v2/https';

import { type IssueNewInvoiceResult, quoteIdSchema } from '@agency/common';

import { adminActor } from '../lib/activity';
import { db } from '../lib/admin';
import { adminCaller } from '../lib/callable-auth';
import { parseCallableData } from '../lib/callable-input';
import { invoiceRef } from '../lib/firestore/invoices';
import { quoteRef } from '../lib/firestore/quotes';

import { prepareInvoice } from './issue-invoice';

/**
 * "Issue a new invoice": an accepted quote whose invoice was voided without a replacement gets a new one (today's
 * number, dates and details, naming the void one it replaces), as voidInvoice's reissue would have made it. Logged
 * on the client's timeline as issued by the administrator. Idempotent: while the quote's invoice is live, asking
 * again issues nothing and answers with that invoice, so a double click or two tabs make one invoice, never two.
 */
export const issueNewInvoice = onCall({ cors: true }, async (request): Promise<IssueNewInvoiceResult> => {
  const caller = await adminCaller(request);
  const { quoteId } = await parseCallableData(quoteIdSchema, request.data);

  return db.runTransaction(async (transaction) => {
    const quote = (await transaction.get(quoteRef(quoteId))).data();
    if (!quote) throw new HttpsError('not-found', 'No quote has that id.');
    if (quote.status !== 'accepted' || !quote.invoiceId) {
      throw new HttpsError('failed-precondition', 'Only an accepted quote has invoices; this one is not accepted.');
    }
    const current = (await transaction.get(invoiceRef(quote.invoiceId))).data();
    if (current && current.status !== 'void') {
      return { invoiceId: quote.invoiceId, number: current.number, issued: false };
    }
    const invoice = await prepareInvoice(transaction, {
      quoteId,
      quote,
      now: new Date(),
      replaces: current ? { invoiceId: quote.invoiceId } : undefined,
      actor: adminActor(caller),
    });
    invoice.write();
    return { invoiceId: invoice.invoiceId, number: invoice.number, issued: true };
  });
});
