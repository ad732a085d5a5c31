import { array, boolean, type InferType, mixed, number, object, string } from 'yup';

import { isCalendarDay } from '../calendar-days';
import { SERVICE_INTEREST_VALUES, type ServiceInterest } from '../onboarding';
import { lineProblem, MAX_LINE_QUANTITY } from '../pricing';
import { catalogueLineProblem } from '../quote-catalogue';
import { QUOTE_LIMITS } from '../quotes';

import { documentId } from './fields';

/**
 * What the agency and clients type about quotes, invoices and payments, checked by the forms and again by the
 * functions (functions/src/quotes, functions/src/invoices). Money arrives as integer cents.
 */

const centsField = (label: string) =>
  number()
    // Money arrives as a number of cents: a text such as "100" is refused, not read as one.
    .strict()
    .typeError(`${label} must be a number`)
    .integer(`${label} must be a whole number of cents`)
    .min(0, `${label} cannot be negative`)
    .max(Number.MAX_SAFE_INTEGER, `${label} is too large`);

export const quoteLineSchema = object({
  description: string()
    .trim()
    .max(QUOTE_LIMITS.descriptionMax, `Keep each description to ${QUOTE_LIMITS.descriptionMax} characters`)
    .required('Describe the line'),
  quantity: number()
    .typeError('Quantity must be a number')
    .integer('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY.toLocaleString('en-AU')}`)
    .required('Give a quantity'),
  unitPriceCents: centsField('Unit price').required('Give a unit price'),
  catalogueId: string()
    .trim()
    .max(QUOTE_LIMITS.catalogueIdMax, 'Not a catalogue entry')
    .matches(/^[a-z0-9/-]+$/, 'Not a catalogue entry')
    .nullable()
    .default(null)
    .test('one-off', 'A quote line is charged once', function (catalogueId) {
      const problem = catalogueLineProblem(catalogueId);
      return problem ? this.createError({ message: problem }) : true;
    }),
}).test('priced', 'This line cannot be priced', function (line) {
  const problem = line ? lineProblem(line) : null;
  return problem ? this.createError({ message: problem }) : true;
});

export const saveQuoteSchema = object({
  quoteId: documentId().nullable().default(null),
  clientId: documentId().required('Choose the client'),
  projectId: documentId().nullable().default(null),
  // The builder always sends one; a request without one (an older tab) takes its lines' (serviceOfLines).
  service: string<ServiceInterest>().oneOf(SERVICE_INTEREST_VALUES, 'Choose the service').nullable().default(null),
  title: string()
    .trim()
    .max(QUOTE_LIMITS.titleMax, `Keep the title to ${QUOTE_LIMITS.titleMax} characters`)
    .required('Give the quote a title'),
  lineItems: array(quoteLineSchema.required())
    .min(1, 'Add at least one line')
    .max(QUOTE_LIMITS.linesMax, `A quote can have at most ${QUOTE_LIMITS.linesMax} lines`)
    .required('Add at least one line'),
  validDays: number()
    .typeError('Valid for must be a number of days')
    .integer('Valid for must be a whole number of days')
    .min(QUOTE_LIMITS.validDaysMin, `Valid for at least ${QUOTE_LIMITS.validDaysMin} day`)
    .max(QUOTE_LIMITS.validDaysMax, `Valid for at most ${QUOTE_LIMITS.validDaysMax} days`)
    .default(QUOTE_LIMITS.validDaysDefault),
});
export type SaveQuoteInput = InferType<typeof saveQuoteSchema>;

export const quoteIdSchema = object({ quoteId: documentId().required('Say which quote') });
export const invoiceIdSchema = object({ invoiceId: documentId().required('Say which invoice') });

// eslint-disable-next-line no-control-regex
const CONTROL_OR_FORMAT = /[\u0000-\u001f\u007f-\u009f]|\p{Cf}/u;

/**
 * What is wrong with the full name a client types to accept a quote, or null. It is the signature on the
 * acceptance, so it must read as a name: at least two letters, and no control or invisible formatting characters
 * (a right-to-left override or zero-width space would make the stored name read other than it was typed).
 */
export function acceptanceNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if ((trimmed.match(/\p{L}/gu)?.length ?? 0) < 2) return 'Type your full name';
  if (trimmed.length > QUOTE_LIMITS.acceptNameMax)
    return `Name must be at most ${QUOTE_LIMITS.acceptNameMax} characters`;
  if (CONTROL_OR_FORMAT.test(trimmed)) return 'Type your name in plain letters';
  return null;
}

export const acceptQuoteSchema = object({
  quoteId: documentId().required('Say which quote'),
  name: string()
    .trim()
    .required('Type your full name')
    .test('name', 'Type your full name', function (name) {
      const problem = acceptanceNameProblem(name ?? '');
      return problem ? this.createError({ message: problem }) : true;
    }),
  termsAccepted: mixed<true>().oneOf([true], 'Tick to accept the terms').required('Tick to accept the terms'),
  contentHash: string()
    .matches(/^[0-9a-f]{64}$/, 'Reload the quote and try again')
    .required('Reload the quote and try again'),
});
export type AcceptQuoteInput = InferType<typeof acceptQuoteSchema>;

export const declineQuoteSchema = object({
  quoteId: documentId().required('Say which quote'),
  reason: string()
    .trim()
    .max(QUOTE_LIMITS.declineReasonMax, `Keep the reason to ${QUOTE_LIMITS.declineReasonMax} characters`)
    .default(''),
});

/** A key the payment form makes once (crypto.randomUUID), so the same payment sent twice is recorded once. */
const PAYMENT_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const recordPaymentSchema = object({
  invoiceId: documentId().required('Say which invoice'),
  paymentKey: string()
    .matches(PAYMENT_KEY, 'Close the form and record the payment again')
    .required('Close the form and record the payment again'),
  amountCents: centsField('Amount').min(1, 'The amount must be more than $0.00').required('Give the amount'),
  paidOn: string()
    .test('day', 'Give the date it was paid', (value) => value !== undefined && isCalendarDay(value))
    .required('Give the date it was paid'),
  reference: string()
    .trim()
    .max(QUOTE_LIMITS.paymentReferenceMax, `Keep the reference to ${QUOTE_LIMITS.paymentReferenceMax} characters`)
    .required('Give the bank reference'),
});
export type RecordPaymentInput = InferType<typeof recordPaymentSchema>;

export const voidInvoiceSchema = object({
  invoiceId: documentId().required('Say which invoice'),
  reason: string()
    .trim()
    .max(QUOTE_LIMITS.voidReasonMax, `Keep the reason to ${QUOTE_LIMITS.voidReasonMax} characters`)
    .required('Say why the invoice is void'),
  reissue: boolean().default(false),
});

export const requestQuoteSchema = object({
  selection: object({
    design: object({
      kind: string().oneOf(['plan', 'package'], 'Choose a design plan or a package').required(),
      id: string().required(),
    })
      .optional()
      .default(undefined),
    hostingPlanId: string().optional(),
    insightLab: array(object({ hours: number().required(), quantity: number().required() })).optional(),
  }).required('Say what you would like quoted'),
  note: string()
    .trim()
    .max(QUOTE_LIMITS.requestNoteMax, `Keep the note to ${QUOTE_LIMITS.requestNoteMax} characters`)
    .default(''),
});
