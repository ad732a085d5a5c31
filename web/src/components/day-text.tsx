import { formatAustralianDate, isoDate } from '@/lib/dates';

/** A Queensland date as Australians write it (23/11/2026) in a `<time>`; a dash for none (not sent, not set). */
export function DayText({ date }: { date: Date | null }) {
  if (!date) return <span>—</span>;
  return <time dateTime={isoDate(date)}>{formatAustralianDate(date)}</time>;
}
