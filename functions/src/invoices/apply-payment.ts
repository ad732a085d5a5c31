import { Timestamp } from 'firebase-admin/firestore';

import { calendarDayOf, formatCents, type InvoicePayment, type InvoiceStatus, outstandingCents } from '@agency/common';

import { actorOf, clientNameOf, projectOfInvoice, recordActivity, SYSTEM_ACTOR } from '../lib/activity';
import { db } from '../lib/admin';
import { clientRef } from '../lib/firestore/clients';
import { invoiceRef } from '../lib/firestore/invoices';
import { mailRef } from '../lib/firestore/mail';

import { paymentReceiptMail } from './payment-receipt-mail';

/**
 * Why a payment was not recorded. A bank payment the agency types is refused with the reason; a card payment
 * Stripe reports is money already taken, so only a void or missing invoice stops it (the agency refunds it).
 */
export class PaymentRefused extends Error {
  constructor(
    readonly reason: 'no-invoice' | 'void' | 'paid' | 'exceeds' | 'other-client' | 'before-issue',
    message: string,
  ) {
    super(message);
  }
}

export interface PaymentResult {
  /**
   * False when a payment with this id was recorded before (Stripe delivering the same event again, or a bank
   * payment's form sent twice): then the figures are those the first time answered, and `first` is that payment.
   */
  recorded: boolean;
  first?: InvoicePayment<Date>;
  status: InvoiceStatus;
  amountPaidCents: number;
  /** What is still to pay after this payment (0 when paid in full or over). */
  outstandingCents: number;
  /** What was paid beyond the total (only a card payment can be recorded so), for the agency to refund. */
  overpaidCents: number;
}

const totals = (totalCents: number, amountPaidCents: number) => ({
  amountPaidCents,
  outstandingCents: outstandingCents({ totalCents, amountPaidCents }),
  overpaidCents: Math.max(0, amountPaidCents - totalCents),
});

/**
 * Records one payment on an issued invoice, in one transaction with its timeline entries and the client's
 * receipt: the payment is appended, `amountPaidCents` grows by it, and the invoice is `paid` once that reaches the
 * total. A payment whose id the invoice already holds is recorded once only, whoever asks again. `takenAlready`
 * (a card payment) records money that arrived even on a paid invoice or beyond what was outstanding (`overpaidCents`).
 */
export async function applyPayment(
  invoiceId: string,
  payment: InvoicePayment<Date>,
  { takenAlready, clientId }: { takenAlready: boolean; clientId?: string },
): Promise<PaymentResult> {
  const ref = invoiceRef(invoiceId);
  // Who recorded it, named in its entries: the administrator who typed it, or nobody for a card payment Stripe
  // reported.
  const recorder =
    payment.recordedBy === 'stripe'
      ? SYSTEM_ACTOR
      : await actorOf(payment.recordedBy, { fallbackName: 'An administrator', fallbackRole: 'admin' });
  return db.runTransaction(async (transaction) => {
    const invoice = (await transaction.get(ref)).data();
    if (!invoice) throw new PaymentRefused('no-invoice', 'No invoice has that id.');
    // A card payment names the client it was taken for: it never lands on another client's invoice.
    if (clientId !== undefined && clientId !== invoice.clientId) {
      throw new PaymentRefused('other-client', 'This payment was taken for another client.');
    }
    if (calendarDayOf(payment.at) < calendarDayOf(invoice.issuedAt.toDate())) {
      throw new PaymentRefused('before-issue', 'A payment cannot be dated before the invoice was issued.');
    }
    const outstanding = outstandingCents(invoice);
    const earlier = invoice.payments.findIndex((recorded) => recorded.id === payment.id);
    if (earlier !== -1) {
      // What the invoice stood at once that payment was added: the answer its first recording gave.
      const paidThen = invoice.payments.slice(0, earlier + 1).reduce((sum, each) => sum + each.amountCents, 0);
      const first = invoice.payments[earlier]!;
      return {
        recorded: false,
        first: { ...first, at: first.at.toDate() },
        ...totals(invoice.totalCents, paidThen),
        status: paidThen >= invoice.totalCents ? 'paid' : 'issued',
      };
    }
    if (invoice.status === 'void') throw new PaymentRefused('void', 'This invoice is void.');
    if (!takenAlready) {
      if (invoice.status === 'paid' || outstanding === 0) {
        throw new PaymentRefused('paid', 'This invoice is already paid.');
      }
      if (payment.amountCents > outstanding) {
        throw new PaymentRefused(
          'exceeds',
          `The amount is more than the ${formatCents(outstanding)} outstanding on this invoice.`,
        );
      }
    }
    const [profile, project] = await Promise.all([
      transaction.get(clientRef(invoice.clientId)).then((snapshot) => snapshot.data()),
      projectOfInvoice(invoice, transaction),
    ]);

    const amountPaidCents = invoice.amountPaidCents + payment.amountCents;
    const paid = amountPaidCents >= invoice.totalCents;
    const status = paid ? 'paid' : invoice.status;
    const stored: InvoicePayment<Timestamp> = { ...payment, at: Timestamp.fromDate(payment.at) };
    transaction.update(ref, { payments: [...invoice.payments, stored], amountPaidCents, status });

    const left = outstandingCents({ totalCents: invoice.totalCents, amountPaidCents });
    const about = {
      ...recorder,
      subjectUid: invoice.clientId,
      clientId: invoice.clientId,
      clientName: clientNameOf(profile),
      ...project,
      clientVisible: true,
    };
    recordActivity(
      transaction,
      {
        ...about,
        type: 'payment_recorded',
        details: {
          invoiceId,
          quoteId: invoice.quoteId,
          number: invoice.number,
          paymentId: payment.id,
          amountCents: payment.amountCents,
          method: payment.method,
          amountPaidCents,
          outstandingCents: left,
        },
      },
      `payment-${invoiceId}-${payment.id}`,
    );
    if (paid && invoice.status !== 'paid') {
      recordActivity(
        transaction,
        {
          ...about,
          type: 'invoice_paid',
          details: { invoiceId, quoteId: invoice.quoteId, number: invoice.number, totalCents: invoice.totalCents },
        },
        `invoice-paid-${invoiceId}`,
      );
    }
    // A receipt is a record of money received, not news: it goes whatever the client's digest setting, as quotes and
    // invoices do (functions/src/quotes/quote-mail.ts); none for a disabled account or one without an address.
    if (profile?.email && profile.status !== 'disabled') {
      transaction.set(
        mailRef(`receipt-${invoiceId}-${payment.id}`),
        paymentReceiptMail(profile.email, profile.name, invoice, payment, amountPaidCents),
      );
    }
    return { recorded: true, ...totals(invoice.totalCents, amountPaidCents), status };
  });
}
