import {
  formatDay,
  INVOICE_STATUS_WORDS,
  invoiceDisplayStatus,
  invoiceIsOverdue,
  invoicePaidAt,
  outstandingCents,
  overdueInterestCents,
  TERMS,
} from '@agency/common';

import { formatCents } from '@/features/quotes/shared/money';
import type { Invoice } from '@/lib/firestore/quotes';

/**
 * What an invoice says, worked out once for the screen (invoice-view.tsx) and the PDF (invoice-pdf.ts), so the two
 * can never disagree on a figure, a date or a word. Nothing here knows React or jsPDF.
 */

/** The invoice fields the content needs (the web's Invoice, or a test's fixture). */
export type InvoiceLike = Pick<
  Invoice,
  | 'number'
  | 'title'
  | 'issuedAt'
  | 'dueAt'
  | 'lineItems'
  | 'subtotalCents'
  | 'gstCents'
  | 'totalCents'
  | 'gstRegistered'
  | 'amountPaidCents'
  | 'status'
  | 'paymentReference'
  | 'payments'
  | 'seller'
  | 'buyer'
  | 'voidReason'
  | 'voidedAt'
>;

export interface LabelledValue {
  label: string;
  value: string;
}

const WORDS = INVOICE_STATUS_WORDS.client;

/**
 * One sentence saying where the invoice stands, for the client it is addressed to: it opens with the client's word
 * for its status (Due, Overdue, Paid or Cancelled), as the status chip says it.
 */
export function invoiceStandingText(invoice: InvoiceLike, now: Date): string {
  switch (invoiceDisplayStatus(invoice, now)) {
    case 'paid': {
      const paidAt = invoicePaidAt(invoice);
      return `${WORDS.paid} in full${paidAt ? ` on ${formatDay(paidAt)}` : ''}.`;
    }
    case 'void':
      // A reason typed with its own full stop keeps just the one.
      return `${WORDS.void}${invoice.voidedAt ? ` on ${formatDay(invoice.voidedAt)}` : ''}: ${(
        invoice.voidReason ?? 'cancelled by the agency'
      ).replace(/[.\s]+$/, '')}. Nothing is payable on this invoice.`;
    case 'overdue':
      return `${WORDS.overdue}: payment was due by ${formatDay(invoice.dueAt)}.`;
    case 'issued':
      return `${WORDS.issued} by ${formatDay(invoice.dueAt)}.`;
  }
}

/** Number and dates, in the order the invoice states them. */
export const invoiceFacts = (invoice: InvoiceLike): LabelledValue[] => [
  { label: 'Invoice number', value: invoice.number },
  { label: 'Issue date', value: formatDay(invoice.issuedAt) },
  { label: 'Due date', value: formatDay(invoice.dueAt) },
];

/** The seller's lines as the invoice's snapshot gives them (the agency's details when it was issued). */
export function sellerLines(invoice: InvoiceLike): string[] {
  const { legalName, tradingName, abn, address, email } = invoice.seller;
  return [
    legalName,
    ...(tradingName && tradingName !== legalName ? [`Trading as ${tradingName}`] : []),
    `ABN ${abn}`,
    address,
    email,
  ];
}

/**
 * The buyer's lines. The ATO asks a tax invoice of $1,000 or more (BUYER_IDENTITY_THRESHOLD_CENTS) to name the
 * buyer's identity; we always show it, whatever the total, so an invoice never changes shape at that line.
 */
export function buyerLines(invoice: InvoiceLike): string[] {
  const { name, businessName, email } = invoice.buyer;
  return [name, ...(businessName ? [businessName] : []), email];
}

/** The line table's columns: the GST ones only on a tax invoice. */
export function lineColumns(invoice: InvoiceLike): { label: string; numeric: boolean }[] {
  return invoice.gstRegistered
    ? [
        { label: 'Description', numeric: false },
        { label: 'Quantity', numeric: true },
        { label: 'Unit price', numeric: true },
        { label: 'Amount ex GST', numeric: true },
        { label: 'GST', numeric: true },
        { label: 'Total', numeric: true },
      ]
    : [
        { label: 'Description', numeric: false },
        { label: 'Quantity', numeric: true },
        { label: 'Unit price', numeric: true },
        { label: 'Amount', numeric: true },
      ];
}

/** Each line's cells, in lineColumns' order. */
export const lineRows = (invoice: InvoiceLike): string[][] =>
  invoice.lineItems.map((line) =>
    invoice.gstRegistered
      ? [
          line.description,
          String(line.quantity),
          formatCents(line.unitPriceCents),
          formatCents(line.exGstCents),
          formatCents(line.gstCents),
          formatCents(line.totalCents),
        ]
      : [line.description, String(line.quantity), formatCents(line.unitPriceCents), formatCents(line.totalCents)],
  );

/** What nothing is payable on: a void invoice. */
export const amountPayableCents = (invoice: InvoiceLike) => (invoice.status === 'void' ? 0 : outstandingCents(invoice));

/** The totals under the lines; the last is what is left to pay. */
export function totalRows(invoice: InvoiceLike): LabelledValue[] {
  const rows: LabelledValue[] = invoice.gstRegistered
    ? [
        { label: 'Subtotal (ex GST)', value: formatCents(invoice.subtotalCents) },
        { label: 'GST', value: formatCents(invoice.gstCents) },
        { label: 'Total (incl. GST)', value: formatCents(invoice.totalCents) },
      ]
    : [{ label: 'Total', value: formatCents(invoice.totalCents) }];
  rows.push(
    { label: 'Amount paid', value: formatCents(invoice.amountPaidCents) },
    { label: 'Amount payable', value: formatCents(amountPayableCents(invoice)) },
  );
  return rows;
}

/** How interest accrues (pricing.ts's overdueInterestCents), in one sentence. */
export const INTEREST_EXPLANATION =
  `Interest of ${TERMS.overdueInterestPercentPerMonth}% per month is charged as simple interest on the overdue ` +
  'amount, for each day after the due date (18% a year, worked out per day).';

export interface AmountDue {
  outstandingCents: number;
  /** Interest to `now` on an overdue invoice, else 0. */
  interestCents: number;
  totalCents: number;
  overdue: boolean;
}

/** What is owed today: the outstanding amount and, once overdue, its interest to today. */
export function amountDue(invoice: InvoiceLike, now: Date): AmountDue {
  const outstanding = amountPayableCents(invoice);
  const overdue = invoiceIsOverdue(invoice, now) && outstanding > 0;
  const interestCents = overdue ? overdueInterestCents(outstanding, invoice.dueAt, now) : 0;
  return { outstandingCents: outstanding, interestCents, totalCents: outstanding + interestCents, overdue };
}

/** Whether the invoice asks for a payment now: issued and not yet paid in full. */
export const invoiceIsPayable = (invoice: InvoiceLike) => invoice.status === 'issued' && outstandingCents(invoice) > 0;

export interface BankDetail extends LabelledValue {
  /** The copy button's accessible name: "Copy BSB". */
  copyLabel: string;
}

/** Bank transfer details from the invoice's snapshot, and the reference that lets the agency match the payment. */
export function bankDetails(invoice: InvoiceLike): BankDetail[] {
  const { bankAccountName, bsb, accountNumber } = invoice.seller;
  return [
    { label: 'Account name', value: bankAccountName, copyLabel: 'Copy account name' },
    { label: 'BSB', value: bsb, copyLabel: 'Copy BSB' },
    { label: 'Account number', value: accountNumber, copyLabel: 'Copy account number' },
    { label: 'Reference', value: invoice.paymentReference, copyLabel: 'Copy reference' },
  ];
}

/** The terms an invoice states (spec §9). */
export const INVOICE_TERMS: readonly string[] = [
  `Payable within ${TERMS.invoiceDueDays} days of issue.`,
  `Interest of ${TERMS.overdueInterestPercentPerMonth}% per month applies to overdue amounts.`,
  'Please use the reference with every payment, so we can match it to this invoice.',
  'Prices are in Australian dollars (AUD).',
];
