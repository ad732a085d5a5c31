import { formatAustralianDate, isoDate } from '@/lib/dates';

/** A date in Australian format; a dash for the moment before the server has stamped it. */
export function DateText({ date }: { date: Date | null }) {
  if (!date) return <span>—</span>;
  return <time dateTime={isoDate(date)}>{formatAustralianDate(date)}</time>;
}
