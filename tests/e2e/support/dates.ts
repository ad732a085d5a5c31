/**
 * A Queensland day as the product writes it (24 Nov 2026, docs/decisions/029-time-house-style.md). Spelled out
 * here with Intl rather than taken from common's formatter, so the tests do not check the formatter against itself.
 */
export function brisbaneDay(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Australia/Brisbane',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('day')} ${part('month').slice(0, 3)} ${part('year')}`;
}
