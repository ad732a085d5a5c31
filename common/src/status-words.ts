import {
  type InvoiceDocument,
  invoiceIsOverdue,
  type InvoiceStatus,
  type QuoteDocument,
  quoteIsOpen,
  type QuoteStatus,
} from './quotes';

/**
 * One status vocabulary per reader, defined once. The agency reads its own workflow ("Sent", "Issued"); a client
 * reads what the status asks of them ("Awaiting your decision", "Due"). Every screen, PDF and mail that shows a
 * quote's or an invoice's status takes its word from here, for the reader it is shown to.
 */
export type StatusReader = 'client' | 'agency';

/** A quote's status as shown: a sent quote past its last valid day shows as expired before the daily job marks it. */
export const quoteDisplayStatus = (quote: Pick<QuoteDocument<Date | null>, 'status' | 'validUntil'>, now: Date) =>
  quote.status === 'sent' && !quoteIsOpen({ status: quote.status, validUntil: quote.validUntil }, now)
    ? 'expired'
    : quote.status;

/** `overdue` is shown, never stored: an issued invoice past its due date (invoiceIsOverdue). */
export type InvoiceDisplayStatus = InvoiceStatus | 'overdue';

export const invoiceDisplayStatus = (
  invoice: Pick<InvoiceDocument<Date>, 'status' | 'dueAt'>,
  now: Date,
): InvoiceDisplayStatus => (invoiceIsOverdue(invoice, now) ? 'overdue' : invoice.status);

/**
 * When an invoice was paid in full: the day of the payment that settled it (its last), once it is paid; undefined
 * before then, and for a paid invoice that records no payment.
 */
export const invoicePaidAt = <T>(invoice: { status: InvoiceStatus; payments: readonly { at: T }[] }): T | undefined =>
  invoice.status === 'paid' ? invoice.payments.at(-1)?.at : undefined;

export const QUOTE_STATUS_WORDS: Record<StatusReader, Record<QuoteStatus, string>> = {
  agency: {
    draft: 'Draft',
    sent: 'Sent',
    accepted: 'Accepted',
    declined: 'Declined',
    expired: 'Expired',
    withdrawn: 'Withdrawn',
  },
  client: {
    // A client never reads a draft (the rules refuse it); the word is here so every status has one.
    draft: 'Being prepared',
    sent: 'Awaiting your decision',
    accepted: 'Accepted',
    declined: 'Declined',
    expired: 'Expired',
    withdrawn: 'Withdrawn',
  },
};

export const INVOICE_STATUS_WORDS: Record<StatusReader, Record<InvoiceDisplayStatus, string>> = {
  agency: { issued: 'Issued', overdue: 'Overdue', paid: 'Paid', void: 'Void' },
  client: { issued: 'Due', overdue: 'Overdue', paid: 'Paid', void: 'Cancelled' },
};
