import { CURRENCY, TERMS } from './catalogue';
import type { ClientNames } from './client-names';
import type { ServiceInterest } from './onboarding';
import type { BallparkSelection } from './pricing';
import { type Amounts, lineTotals, type PricingOptions } from './pricing';

/**
 * Quotes and tax invoices (`quotes/{quoteId}`, `invoices/{invoiceId}`, ../shared/PORTAL.md). Functions write both;
 * nobody writes them through the SDKs (docs/decisions/017-quotes-and-invoices.md).
 */

export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** `overdue` is not stored: it is an `issued` invoice past its `dueAt` (invoiceIsOverdue). */
export const INVOICE_STATUSES = ['issued', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const PAYMENT_METHODS = ['bank', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** How a sentence says a payment was made ("received $500.00 by bank transfer"). */
export const PAYMENT_METHOD_WORDS: Record<PaymentMethod, string> = { bank: 'by bank transfer', card: 'by card' };

export const QUOTE_LIMITS = {
  titleMax: 120,
  descriptionMax: 300,
  catalogueIdMax: 60,
  linesMax: 50,
  /** A sent quote is valid for this many days unless the agency says otherwise. */
  validDaysDefault: 30,
  validDaysMin: 1,
  validDaysMax: 180,
  declineReasonMax: 1000,
  acceptNameMax: 100,
  voidReasonMax: 500,
  paymentReferenceMax: 60,
  requestNoteMax: 1000,
  /** The most quotes or invoices a list shows. */
  page: 100,
} as const;

/** The ATO asks a tax invoice of $1,000 or more (GST inclusive) to name the buyer's identity or ABN. */
export const BUYER_IDENTITY_THRESHOLD_CENTS = 100_000;

/** A line as the agency writes it (PORTAL.md); `catalogueId` names the catalogue entry it came from, or null. */
export interface QuoteLineItem {
  description: string;
  quantity: number;
  unitPriceCents: number;
  catalogueId: string | null;
}

/** A line with its amounts, as functions store it on quotes and invoices (computed by `lineTotals`). */
export type PricedLineItem = QuoteLineItem & Amounts;

export interface QuoteAcceptance<Time> {
  /** The full name the client typed. */
  name: string;
  at: Time;
  uid: string;
  /** SHA-256 (hex) of `quoteContentText` of the quote as accepted. */
  contentHash: string;
}

export interface QuoteDocument<Time> extends Partial<ClientNames> {
  /** `Q-YYYY-NNNN`, assigned when sent; null for a draft. */
  number: string | null;
  clientId: string;
  projectId: string | null;
  /**
   * The service the work is (PORTAL.md, quotes (add)): it picks the project template when the accepted quote
   * becomes a project. Set in the builder, defaulted from the catalogue lines; a quote saved before it existed has
   * none (absent or null) and is asked for one when a project is made from it.
   */
  service?: ServiceInterest | null;
  title: string;
  lineItems: PricedLineItem[];
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
  /** Whether GST was charged (the agency's GST_REGISTERED switch when the totals were computed). */
  gstRegistered: boolean;
  status: QuoteStatus;
  /** How long the quote stays open once sent. */
  validDays: number;
  /** The end of the last valid day (Queensland), set when sent. */
  validUntil: Time | null;
  sentAt: Time | null;
  acceptance: QuoteAcceptance<Time> | null;
  declineReason: string | null;
  /** When it was accepted, declined, withdrawn or expired. */
  closedAt: Time | null;
  invoiceId: string | null;
  createdBy: string;
  createdAt: Time;
  updatedAt: Time;
}

/** The agency's details as a tax invoice states them (functions' configuration, snapshotted on each invoice). */
export interface AgencyDetails {
  legalName: string;
  tradingName: string;
  abn: string;
  address: string;
  email: string;
  bankAccountName: string;
  bsb: string;
  accountNumber: string;
  payId: string;
}

/** Who the invoice is to, as the client's profile said at issue. */
export interface InvoiceBuyer {
  name: string;
  businessName: string | null;
  email: string;
}

export interface InvoicePayment<Time> {
  /** Unique on the invoice: a recorded bank payment's id, or the Stripe Checkout session's id. */
  id: string;
  amountCents: number;
  method: PaymentMethod;
  /** When it was paid (a bank payment's date is the start of the Queensland day the agency gave). */
  at: Time;
  /** The administrator's uid, or 'stripe'. */
  recordedBy: string;
  reference: string;
}

export interface InvoiceDocument<Time> extends Partial<ClientNames> {
  /** `INV-YYYY-NNNN`. */
  number: string;
  quoteId: string;
  clientId: string;
  projectId: string | null;
  title: string;
  issuedAt: Time;
  /** Issue date + TERMS.invoiceDueDays (end of that Queensland day). */
  dueAt: Time;
  lineItems: PricedLineItem[];
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
  gstRegistered: boolean;
  amountPaidCents: number;
  status: InvoiceStatus;
  /** Short and unique, for a bank transfer's description (paymentReferenceFor). */
  paymentReference: string;
  payments: InvoicePayment<Time>[];
  seller: AgencyDetails;
  buyer: InvoiceBuyer;
  voidReason: string | null;
  voidedAt: Time | null;
  /** The invoice this one corrects (it was voided), and the one that corrects this. */
  replacesInvoiceId: string | null;
  replacedByInvoiceId: string | null;
  createdAt: Time;
}

/** `counters/{name}`: the last number given, per kind and year (`quote-2026`), written only by functions. */
export interface CounterDocument {
  last: number;
}

/** `Q-2026-0001`, `INV-2026-0012`: four digits at least, more after 9,999. */
export const documentNumber = (prefix: 'Q' | 'INV', year: number, sequence: number) =>
  `${prefix}-${year}-${String(sequence).padStart(4, '0')}`;

/**
 * A bank transfer reference people can type: the invoice number's letters and digits and one Luhn check digit
 * (`INV-2026-0001` → `INV202600013`), so a transposed digit is caught when the agency matches a payment. Unique
 * because invoice numbers are; 12 characters fit every Australian bank's description field (18).
 */
export function paymentReferenceFor(invoiceNumber: string): string {
  const compact = invoiceNumber.replace(/-/g, '');
  const digits = compact.replace(/\D/g, '');
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  });
  return `${compact}${(10 - (sum % 10)) % 10}`;
}

/** What the document is called: only a GST-registered agency issues a "Tax invoice". */
export const invoiceHeading = (gstRegistered: boolean) => (gstRegistered ? 'Tax invoice' : 'Invoice');

export const outstandingCents = (invoice: Pick<InvoiceDocument<unknown>, 'totalCents' | 'amountPaidCents'>) =>
  Math.max(0, invoice.totalCents - invoice.amountPaidCents);

export function invoiceIsOverdue(invoice: Pick<InvoiceDocument<Date>, 'status' | 'dueAt'>, now: Date): boolean {
  return invoice.status === 'issued' && now.getTime() > invoice.dueAt.getTime();
}

/** A quote that is sent and past its last valid day counts as expired even before the scheduled job marks it. */
export function quoteIsOpen(quote: Pick<QuoteDocument<Date>, 'status' | 'validUntil'>, now: Date): boolean {
  return quote.status === 'sent' && quote.validUntil !== null && now.getTime() <= quote.validUntil.getTime();
}

/** The terms every quote states and the client accepts (spec §9). */
export const QUOTE_TERMS: readonly string[] = [
  `Prices are in Australian dollars (${CURRENCY}); GST is shown where it applies.`,
  `Invoices are payable within ${TERMS.invoiceDueDays} days of issue.`,
  `Interest of ${TERMS.overdueInterestPercentPerMonth}% per month applies to overdue amounts.`,
  `Either party may cancel ongoing services with ${TERMS.cancellationNoticeDays} days' written notice.`,
];

/** Quote lines priced by the one rule (pricing.ts); throws a RangeError naming a bad line. */
export function priceQuoteLines(lines: readonly QuoteLineItem[], options: PricingOptions) {
  const priced = lineTotals(lines, options);
  return {
    lineItems: priced.lines.map(
      ({ description, quantity, unitPriceCents, catalogueId, exGstCents, gstCents, totalCents }): PricedLineItem => ({
        description,
        quantity,
        unitPriceCents,
        catalogueId,
        exGstCents,
        gstCents,
        totalCents,
      }),
    ),
    subtotalCents: priced.subtotalCents,
    gstCents: priced.gstCents,
    totalCents: priced.totalCents,
  };
}

/**
 * The exact content a client accepts, as one text whose SHA-256 is stamped on the acceptance: the quote's number,
 * title, every line and amount, the totals, the terms and the last valid day. Keys are written in one fixed order,
 * so the same quote always gives the same text, in the browser and in functions.
 */
export function quoteContentText(
  quote: Pick<
    QuoteDocument<Date>,
    'number' | 'title' | 'lineItems' | 'subtotalCents' | 'gstCents' | 'totalCents' | 'gstRegistered' | 'validUntil'
  >,
): string {
  return JSON.stringify([
    ['number', quote.number],
    ['title', quote.title],
    ['currency', CURRENCY],
    ['gstRegistered', quote.gstRegistered],
    [
      'lines',
      quote.lineItems.map((line) => [
        line.description,
        line.quantity,
        line.unitPriceCents,
        line.catalogueId,
        line.exGstCents,
        line.gstCents,
        line.totalCents,
      ]),
    ],
    ['subtotalCents', quote.subtotalCents],
    ['gstCents', quote.gstCents],
    ['totalCents', quote.totalCents],
    ['terms', QUOTE_TERMS],
    ['validUntil', quote.validUntil ? quote.validUntil.toISOString() : null],
  ]);
}

/** SHA-256 of a text as lowercase hex, by Web Crypto (the browser's, and Node's global `crypto` in functions). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

// Callables (CALLABLES in accounts.ts names them).

/** `saveQuote` (admin): a new draft (quoteId null) or the whole of an existing draft. */
export interface SaveQuoteRequest {
  quoteId: string | null;
  clientId: string;
  projectId: string | null;
  /** The quote's service; none takes the one its catalogue lines suggest (serviceOfLines). */
  service?: ServiceInterest | null;
  title: string;
  lineItems: QuoteLineItem[];
  validDays: number;
}
export interface QuoteIdRequest {
  quoteId: string;
}
export interface SaveQuoteResult {
  quoteId: string;
}
export interface SendQuoteResult {
  number: string;
}
/** `acceptQuote` (client): `contentHash` is sha256Hex(quoteContentText(quote)) of the quote the client read. */
export interface AcceptQuoteRequest {
  quoteId: string;
  name: string;
  termsAccepted: true;
  contentHash: string;
}
export interface AcceptQuoteResult {
  invoiceId: string;
  invoiceNumber: string;
}
export interface DeclineQuoteRequest {
  quoteId: string;
  reason?: string;
}
/** `requestQuote` (client): the calculator's selection, sent to the agency in the client's general conversation. */
export interface RequestQuoteRequest {
  selection: BallparkSelection;
  note?: string;
}
export interface RequestQuoteResult {
  threadId: string;
}
/**
 * `recordPayment` (admin): a bank payment; `paidOn` is a Queensland day, YYYY-MM-DD. `paymentKey` is a UUID the
 * payment form makes once: the same key again records nothing and answers as the first call did.
 */
export interface RecordPaymentRequest {
  invoiceId: string;
  paymentKey: string;
  amountCents: number;
  paidOn: string;
  reference: string;
}
export interface RecordPaymentResult {
  status: InvoiceStatus;
  amountPaidCents: number;
}
/** `voidInvoice` (admin): with `reissue`, a new invoice for the same quote with today's details replaces it. */
export interface VoidInvoiceRequest {
  invoiceId: string;
  reason: string;
  reissue: boolean;
}
export interface VoidInvoiceResult {
  replacementInvoiceId: string | null;
}
/**
 * `issueNewInvoice` (admin, with the quote's id): a new invoice for an accepted quote whose invoice is void. While the
 * quote's invoice is live it issues nothing (`issued` false) and names that invoice.
 */
export interface IssueNewInvoiceResult {
  invoiceId: string;
  number: string;
  issued: boolean;
}
export interface InvoiceIdRequest {
  invoiceId: string;
}
/** `paymentOptions` (signed in): whether card payment is set up. */
export interface PaymentOptionsResult {
  card: boolean;
}
/** `createCheckoutSession` (client): a Stripe Checkout page for the invoice's outstanding amount. */
export interface CheckoutSessionResult {
  url: string;
}
