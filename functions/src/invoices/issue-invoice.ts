import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

import { type AgencyDetails, clientNamesOf, type InvoiceBuyer, paymentReferenceFor, TERMS } from '@agency/common';

import {
  AGENCY_NAME,
  agencyAbn,
  agencyAccountNumber,
  agencyAddress,
  agencyBankAccountName,
  agencyBsb,
  agencyInvoiceEmail,
  agencyLegalName,
  agencyPayId,
} from '../config';
import { type Actor, clientNameOf, projectNameOf, recordActivity, SYSTEM_ACTOR } from '../lib/activity';
import { endOfCalendarDayAfter } from '../lib/calendar';
import { clientRef } from '../lib/firestore/clients';
import { nextDocumentNumber } from '../lib/firestore/counters';
import { invoiceRef, type StoredInvoice } from '../lib/firestore/invoices';
import type { StoredQuote } from '../lib/firestore/quotes';
import { quoteRef } from '../lib/firestore/quotes';

export interface IssueInvoiceInput {
  quoteId: string;
  /** The quote as the caller read it in the same transaction (accepted, or about to be). */
  quote: StoredQuote;
  /** The time of issue: `issuedAt`, and the day `dueAt` counts from. */
  now: Date;
  /** The voided invoice this one replaces ("void and reissue", "Issue a new invoice"), if any. */
  replaces?: { invoiceId: string };
  /** Who issued it, for the timeline: the administrator who asked, or the system on acceptance. */
  actor?: Actor;
}

export interface IssuedInvoice {
  invoiceId: string;
  number: string;
}

/** The invoice's reads done and its document built: `write()` stores it (call it once, after your own reads). */
export interface PreparedInvoice extends IssuedInvoice {
  invoice: StoredInvoice;
  write: () => void;
}

/** The agency's details as the configuration says now (snapshotted on each invoice: later changes never reach it). */
const sellerNow = (): AgencyDetails => ({
  legalName: agencyLegalName.value(),
  tradingName: AGENCY_NAME,
  abn: agencyAbn.value(),
  address: agencyAddress.value(),
  email: agencyInvoiceEmail.value(),
  bankAccountName: agencyBankAccountName.value(),
  bsb: agencyBsb.value(),
  accountNumber: agencyAccountNumber.value(),
  payId: agencyPayId.value(),
});

/**
 * The read half of issuing an invoice for a quote within `transaction`: it reads the year's invoice counter and the
 * client's profile (the buyer) and returns the invoice it would store, with `write()` to store it. A transaction
 * reads everything before it writes, so a caller that must write other things does its own reads, then this, then
 * `write()` and its own writes.
 *
 * `write()` creates `invoices/{invoiceId}` (number from `counters/invoice-<year>`, `issuedAt` = now, `dueAt` = end
 * of the Queensland day TERMS.invoiceDueDays later, lines, totals and GST switch copied from the quote, nothing paid,
 * the agency's details and the buyer's as they are now), takes the number, points the quote's `invoiceId` at it,
 * sets the replaced invoice's `replacedByInvoiceId` (the caller voids that one), and logs `invoice_issued` on the
 * client's timeline under `invoice-issued-<invoiceId>`. Mails are the caller's.
 */
export async function prepareInvoice(transaction: Transaction, input: IssueInvoiceInput): Promise<PreparedInvoice> {
  const { quoteId, quote, now, replaces, actor = SYSTEM_ACTOR } = input;
  const [counter, profile, projectName] = await Promise.all([
    nextDocumentNumber(transaction, 'invoice', now),
    transaction.get(clientRef(quote.clientId)).then((snapshot) => snapshot.data()),
    projectNameOf(quote.projectId, transaction),
  ]);
  if (!profile?.email) {
    throw new HttpsError('failed-precondition', 'The client has no profile to address the invoice to.');
  }
  const buyer: InvoiceBuyer = {
    name: profile.name || profile.email,
    businessName: profile.businessName?.trim() || null,
    email: profile.email,
  };
  const ref = invoiceRef();
  const invoice: StoredInvoice = {
    number: counter.number,
    quoteId,
    clientId: quote.clientId,
    // The lists' copy (kept in step with renames); `buyer` is the tax invoice's, as it was at issue.
    ...clientNamesOf(profile),
    projectId: quote.projectId,
    title: quote.title,
    issuedAt: Timestamp.fromDate(now),
    dueAt: Timestamp.fromDate(endOfCalendarDayAfter(now, TERMS.invoiceDueDays)),
    lineItems: quote.lineItems,
    subtotalCents: quote.subtotalCents,
    gstCents: quote.gstCents,
    totalCents: quote.totalCents,
    gstRegistered: quote.gstRegistered,
    amountPaidCents: 0,
    status: 'issued',
    paymentReference: paymentReferenceFor(counter.number),
    payments: [],
    seller: sellerNow(),
    buyer,
    voidReason: null,
    voidedAt: null,
    replacesInvoiceId: replaces?.invoiceId ?? null,
    replacedByInvoiceId: null,
    createdAt: Timestamp.fromDate(now),
  };
  const write = () => {
    counter.take();
    transaction.create(ref, { ...invoice, createdAt: FieldValue.serverTimestamp() });
    transaction.update(quoteRef(quoteId), { invoiceId: ref.id, updatedAt: FieldValue.serverTimestamp() });
    if (replaces) transaction.update(invoiceRef(replaces.invoiceId), { replacedByInvoiceId: ref.id });
    recordActivity(
      transaction,
      {
        type: 'invoice_issued',
        ...actor,
        subjectUid: quote.clientId,
        clientId: quote.clientId,
        clientName: clientNameOf(profile),
        projectId: quote.projectId,
        projectName,
        clientVisible: true,
        details: {
          invoiceId: ref.id,
          quoteId,
          number: counter.number,
          title: quote.title,
          totalCents: quote.totalCents,
          replacesInvoiceId: replaces?.invoiceId ?? null,
        },
      },
      `invoice-issued-${ref.id}`,
    );
  };
  return { invoiceId: ref.id, number: counter.number, invoice, write };
}

/**
 * Issues an invoice for a quote within `transaction` (prepareInvoice, then its write): for a caller whose own reads
 * are done and whose own writes come after. Returns the new invoice's id and number.
 */
export async function issueInvoice(transaction: Transaction, input: IssueInvoiceInput): Promise<IssuedInvoice> {
  const { invoiceId, number, write } = await prepareInvoice(transaction, input);
  write();
  return { invoiceId, number };
}
