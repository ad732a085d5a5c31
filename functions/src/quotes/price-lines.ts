import { HttpsError } from 'firebase-functions/v2/https';

import { catalogueLineProblem, priceQuoteLines, type QuoteLineItem } from '@agency/common';

import { gstRegistered } from '../config';

/**
 * A quote's lines with their amounts and totals, by common's one pricing rule and the agency's GST switch as it is
 * now (whether GST was charged is kept with the totals). Only the lines as written are taken: stored amounts are
 * never trusted, always worked out again. A line the rule cannot price is refused as the schema would refuse it,
 * and so is a line naming a monthly catalogue entry: a draft or an old quote may hold one from before they were
 * refused, and a quote is charged once.
 */
export function priceLines(lines: readonly QuoteLineItem[]) {
  lines.forEach(({ catalogueId }, index) => {
    const problem = catalogueLineProblem(catalogueId);
    if (problem) {
      throw new HttpsError('invalid-argument', `Line ${index + 1}: ${problem}.`, {
        fields: { [`lineItems[${index}].catalogueId`]: problem },
      });
    }
  });
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
