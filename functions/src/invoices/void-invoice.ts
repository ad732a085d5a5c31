import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { InferType } from 'yup';

import { formatCents, type VoidInvoiceResult, voidInvoiceSchema } from '@agency/common';

import { adminActor, clientNameOf, projectOfInvoice, recordActivity } from '../lib/activity';
import { db } from '../lib/admin';
import { adminCaller } from '../lib/callable-auth';
import { parseCallableData } from '../lib/callable-input';
import { clientRef } from '../lib/firestore/clients';
import { invoiceRef } from '../lib/firestore/invoices';
import { quoteRef } from '../lib/firestore/quotes';

import { type PreparedInvoice, prepareInvoice } from './issue-invoice';

/**
 * The agency voids an issued invoice that nothing has been paid on, saying why: it stays on record, marked void,
 * and can no longer be paid. With `reissue`, a new invoice for the same quote (today's number, dates and details)
 * replaces it in the same transaction, each naming the other, and the quote points at the new one. An invoice with
 * payments on it is never voided: money received stays against the invoice it paid.
 */
export const voidInvoice = onCall({ cors: true }, async (request): Promise<VoidInvoiceResult> => {
  const caller = await adminCaller(request);
  const input: InferType<typeof voidInvoiceSchema> = await parseCallableData(voidInvoiceSchema, request.data);
  const ref = invoiceRef(input.invoiceId);

  return db.runTransaction(async (transaction) => {
    const invoice = (await transaction.get(ref)).data();
    if (!invoice) throw new HttpsError('not-found', 'No invoice has that id.');
    if (invoice.status === 'void') throw new HttpsError('failed-precondition', 'This invoice is already void.');
    if (invoice.payments.length || invoice.amountPaidCents > 0) {
      throw new HttpsError(
        'failed-precondition',
        `${formatCents(invoice.amountPaidCents)} has been paid on this invoice, so it cannot be voided. Refund the payments first.`,
      );
    }
    const [profile, project] = await Promise.all([
      transaction.get(clientRef(invoice.clientId)).then((snapshot) => snapshot.data()),
      projectOfInvoice(invoice, transaction),
    ]);
    let replacement: PreparedInvoice | null = null;
    if (input.reissue) {
      const quote = (await transaction.get(quoteRef(invoice.quoteId))).data();
      if (!quote) throw new HttpsError('failed-precondition', 'The quote this invoice was issued for is gone.');
      replacement = await prepareInvoice(transaction, {
        quoteId: invoice.quoteId,
        quote,
        now: new Date(),
        replaces: { invoiceId: input.invoiceId },
        actor: adminActor(caller),
      });
    }

    transaction.update(ref, { status: 'void', voidReason: input.reason, voidedAt: FieldValue.serverTimestamp() });
    recordActivity(
      transaction,
      {
        type: 'invoice_voided',
        ...adminActor(caller),
        subjectUid: invoice.clientId,
        clientId: invoice.clientId,
        clientName: clientNameOf(profile),
        ...project,
        clientVisible: true,
        details: {
          invoiceId: input.invoiceId,
          quoteId: invoice.quoteId,
          number: invoice.number,
          reason: input.reason,
          replacementInvoiceId: replacement?.invoiceId ?? null,
          replacementNumber: replacement?.number ?? null,
        },
      },
      `invoice-voided-${input.invoiceId}`,
    );
    replacement?.write();
    return { replacementInvoiceId: replacement?.invoiceId ?? null };
  });
});
