import { FirebaseError } from 'firebase/app';
import { type FormikErrors, setIn } from 'formik';
import { array, type NumberSchema, object, string } from 'yup';

import {
  type Amounts,
  priceQuoteLines,
  QUOTE_LIMITS,
  type QuoteLineItem,
  quoteLineSchema,
  type SaveQuoteRequest,
  saveQuoteSchema,
  type ServiceInterest,
  serviceOfLines,
} from '@agency/common';

import { centsToDollarsText, parseDollarsToCents } from '@/features/quotes/shared/money';
import type { Quote } from '@/lib/firestore/quotes';

/**
 * The quote builder's form: what the agency types (quantities and dollar prices as text, as fields hold them),
 * checked with saveQuoteSchema's own field rules, and turned into the `saveQuote` request in integer cents.
 */

export interface LineValues {
  /** Keeps React's rows steady while lines are removed; never sent. */
  key: string;
  catalogueId: string | null;
  description: string;
  quantity: string;
  /** Dollars as typed ("1234.50"); read to cents by parseDollarsToCents, never through a float. */
  unitPrice: string;
}

export interface QuoteFormValues {
  clientId: string;
  projectId: string;
  /** The service chosen, or '' to take the one the catalogue lines suggest (serviceOfForm). */
  service: ServiceInterest | '';
  title: string;
  validDays: string;
  lineItems: LineValues[];
}

/** The quote's service: the one chosen, else its catalogue lines' (PORTAL.md: defaulted from them), else none. */
export const serviceOfForm = (values: Pick<QuoteFormValues, 'service' | 'lineItems'>): ServiceInterest | null =>
  values.service || serviceOfLines(values.lineItems);

const newKey = () => crypto.randomUUID().slice(0, 8);

export const emptyLine = (): LineValues => ({
  key: newKey(),
  catalogueId: null,
  description: '',
  quantity: '1',
  unitPrice: '',
});

/** An existing draft as the form holds it, or an empty quote (for a client, when one is chosen already). */
export function quoteFormValues(quote: Quote | null, clientId = ''): QuoteFormValues {
  if (!quote) {
    return {
      clientId,
      projectId: '',
      service: '',
      title: '',
      validDays: String(QUOTE_LIMITS.validDaysDefault),
      lineItems: [emptyLine()],
    };
  }
  return {
    clientId: quote.clientId,
    projectId: quote.projectId ?? '',
    // A draft saved before quotes named a service takes its lines' until one is chosen.
    service: quote.service ?? '',
    title: quote.title,
    validDays: String(quote.validDays),
    lineItems: quote.lineItems.map((line) => ({
      key: newKey(),
      catalogueId: line.catalogueId,
      description: line.description,
      quantity: String(line.quantity),
      unitPrice: centsToDollarsText(line.unitPriceCents),
    })),
  };
}

const { catalogueId, description, quantity } = quoteLineSchema.fields;

/** saveQuoteSchema's rules over the form's fields; the price is text here, so it is checked as dollars. */
export const quoteFormSchema = object({
  clientId: saveQuoteSchema.fields.clientId,
  title: saveQuoteSchema.fields.title,
  service: string().test('service', 'Choose the service', function () {
    return serviceOfForm(this.parent as QuoteFormValues) !== null;
  }),
  // The request's default (30 days) is the form's starting value; a field emptied on purpose is a mistake to show.
  validDays: (saveQuoteSchema.fields.validDays as NumberSchema<number | undefined>)
    .default(undefined)
    .required('Give the number of days the quote is valid for'),
  lineItems: array(
    object({
      catalogueId,
      description,
      quantity,
      unitPrice: string()
        .trim()
        .required('Give a unit price')
        // A discount is not a line: said plainly, rather than as a price typed wrongly.
        .test('negative', 'Unit price cannot be negative', (value) => !value?.trim().startsWith('-'))
        .test(
          'dollars',
          'Type dollars and cents, like 1250 or 1250.50',
          (value) => value !== undefined && parseDollarsToCents(value) !== null,
        ),
    }),
  )
    .min(1, 'Add at least one line')
    .max(QUOTE_LIMITS.linesMax, `A quote can have at most ${QUOTE_LIMITS.linesMax} lines`),
});

const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

/** A line in cents, or null while its quantity or price is not a number yet. */
export function lineFromValues(line: LineValues): QuoteLineItem | null {
  const quantityValue = wholeNumber(line.quantity);
  const unitPriceCents = parseDollarsToCents(line.unitPrice);
  if (quantityValue === null || unitPriceCents === null) return null;
  return {
    description: line.description.trim(),
    quantity: quantityValue,
    unitPriceCents,
    catalogueId: line.catalogueId,
  };
}

/** What `saveQuote` takes, from values the form has checked. */
export function saveRequestFrom(values: QuoteFormValues, quoteId: string | null): SaveQuoteRequest {
  return {
    quoteId,
    clientId: values.clientId,
    projectId: values.projectId || null,
    service: serviceOfForm(values),
    title: values.title.trim(),
    validDays: Number(values.validDays),
    lineItems: values.lineItems.map((line) => {
      const priced = lineFromValues(line);
      if (!priced) throw new RangeError('A line has no price yet');
      return priced;
    }),
  };
}

export interface LivePrices {
  /** Each line's amounts, or null for a line that cannot be priced yet. */
  lines: (Amounts | null)[];
  /** The quote's totals, once every line can be priced. */
  totals: { subtotalCents: number; gstCents: number; totalCents: number } | null;
}

/**
 * The totals as the quote will show them, by common's one rule (priceQuoteLines). Shown as if the agency is
 * registered for GST: the `saveQuote` function recomputes them with the agency's GST_REGISTERED switch, and the
 * stored quote is what the client sees.
 */
export function livePrices(values: QuoteFormValues): LivePrices {
  const lines = values.lineItems.map((line) => {
    const priced = lineFromValues(line);
    if (!priced) return null;
    try {
      const [amounts] = priceQuoteLines([priced], { gstRegistered: true }).lineItems;
      return amounts
        ? { exGstCents: amounts.exGstCents, gstCents: amounts.gstCents, totalCents: amounts.totalCents }
        : null;
    } catch {
      return null;
    }
  });
  if (lines.some((line) => line === null)) return { lines, totals: null };
  try {
    const { subtotalCents, gstCents, totalCents } = priceQuoteLines(
      values.lineItems.map((line) => lineFromValues(line)!),
      { gstRegistered: true },
    );
    return { lines, totals: { subtotalCents, gstCents, totalCents } };
  } catch {
    return { lines, totals: null };
  }
}

/** `details.fields` of a callable's refusal (functions/src/lib/input.ts): one message per field path. */
export function refusedFields(error: unknown): Record<string, string> | null {
  if (!(error instanceof FirebaseError)) return null;
  const details = (error as FirebaseError & { details?: { fields?: Record<string, string> } }).details;
  return details?.fields && Object.keys(details.fields).length ? details.fields : null;
}

/**
 * A function's field messages as Formik errors on the form's own fields: `lineItems[2].unitPriceCents` is the
 * third line's price field. Messages for fields the form does not have are returned as `other`.
 */
export function formErrorsFrom(
  fields: Record<string, string>,
  known: readonly string[],
): { errors: FormikErrors<QuoteFormValues>; other: string[] } {
  let errors: FormikErrors<QuoteFormValues> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const formPath = path.replace(/\[(\d+)\]/g, '.$1').replace(/\.unitPriceCents$/, '.unitPrice');
    const line = /^lineItems\.\d+(\.(catalogueId|description|quantity|unitPrice))?$/.test(formPath);
    if (known.includes(formPath) || line) {
      // A message about a line as a whole (it cannot be priced) goes under its price.
      errors = setIn(errors, /^lineItems\.\d+$/.test(formPath) ? `${formPath}.unitPrice` : formPath, message);
    } else other.push(message);
  }
  return { errors, other };
}
