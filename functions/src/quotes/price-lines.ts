import { HttpsError } from 'firebase-functions/v2/https';

import { priceQuoteLines, type QuoteLineItem } from '@agency/common';

import { gstRegistered } from '../config';

/**
 * A quote's lines with their amounts and totals, by common's one pricing rule and the agency's GST switch as it is
 * now (whether GST was charged is kept with the totals). Only the lines as written are taken: stored amounts are
 * never trusted, always worked out again. A line the rule cannot price is refused as the schema would refuse it.
 */
export function priceLines(lines: readonly QuoteLineItem[]) {
  const registered = gstRegistered.value();
  try {
    const written = lines.map(({ description, quantity, unitPriceCents, catalogueId }) => ({
      description,
      quantity,
      unitPriceCents,
      catalogueId,
    }));
    return { ...priceQuoteLines(written, { gstRegistered: registered }), gstRegistered: registered };
  } catch (error) {
    if (error instanceof RangeError) {
      throw new HttpsError('invalid-argument', error.message, { fields: { lineItems: error.message } });
    }
    throw error;
  }
}
