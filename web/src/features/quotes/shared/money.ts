/**
 * `formatCents(123456)` → "$1,234.56": common's one formatter for dollars and cents (pricing.ts), re-exported here
 * so the quote screens import their money helpers from one place. Quotes and invoices keep money in integer cents;
 * formatting is only ever for showing it.
 */
export { formatCents } from '@agency/common';

/**
 * Dollars as a person types them ("1234.5", "$1,234.56", "12") to integer cents, read digit by digit so no float
 * slips in ("0.29" is 29, never 28.999…). Null for anything that is not a non-negative amount with at most two
 * decimals; commas and a leading $ are allowed.
 */
export function parseDollarsToCents(text: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match || (match[1] === undefined && !match[2])) return null;
  const dollars = (match[1] ?? '0').replace(/,/g, '');
  const cents = (match[2] ?? '').padEnd(2, '0');
  const value = Number(dollars) * 100 + Number(cents);
  return Number.isSafeInteger(value) ? value : null;
}

/** Integer cents as a field shows them for editing: 1234 → "12.34" (no $ or commas, so parsing it gives it back). */
export function centsToDollarsText(cents: number): string {
  const whole = Math.trunc(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}
