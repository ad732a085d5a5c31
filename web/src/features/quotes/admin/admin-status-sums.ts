import { QUOTE_STATUSES, type QuoteStatus } from '@agency/common';

export interface StatusSum {
  status: QuoteStatus;
  count: number;
  totalCents: number;
}

/** Count and total (GST inclusive, integer cents) per status, in the statuses' own order; statuses with none left out. */
export function statusSums(quotes: readonly { status: QuoteStatus; totalCents: number }[]): StatusSum[] {
  return QUOTE_STATUSES.map((status) => {
    const of = quotes.filter((quote) => quote.status === status);
    return { status, count: of.length, totalCents: of.reduce((sum, quote) => sum + quote.totalCents, 0) };
  }).filter((sum) => sum.count > 0);
}
