/** The agency's own time zone: dates on the site and in the admin area are Queensland dates. */
const TIME_ZONE = 'Australia/Brisbane';

/**
 * A formatter made on its first use: building one with a time zone costs milliseconds, and public pages load this
 * module with their first scripts, when no date has been formatted yet.
 */
function dateFormat(options: Intl.DateTimeFormatOptions, locale = 'en-AU'): Pick<Intl.DateTimeFormat, 'format'> {
  let format: Intl.DateTimeFormat | undefined;
  return {
    format: (date?: Date | number) =>
      (format ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: TIME_ZONE })).format(date),
  };
}

/**
 * Queensland keeps UTC+10 all year (no daylight saving since 1992), so its calendar date is the UTC date ten hours
 * on. The dates public pages show (the footer's year, a policy's effective date) are computed from that, without
 * building an Intl formatter while the page hydrates (docs/decisions/021-public-page-performance.md).
 */
const QUEENSLAND_OFFSET_MS = 10 * 60 * 60 * 1000;

function queenslandDay(date: Date): { year: string; month: string; day: string } {
  const shifted = new Date(date.getTime() + QUEENSLAND_OFFSET_MS);
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return {
    year: String(shifted.getUTCFullYear()),
    month: twoDigits(shifted.getUTCMonth() + 1),
    day: twoDigits(shifted.getUTCDate()),
  };
}

/** Australian date format in Queensland time, e.g. 21/11/2026. */
export function formatAustralianDate(date: Date): string {
  const { year, month, day } = queenslandDay(date);
  return `${day}/${month}/${year}`;
}

export const formatYear = (date: Date) => queenslandDay(date).year;

/** YYYY-MM-DD in Queensland time, for a `<time dateTime>`. */
export function isoDate(date: Date): string {
  const { year, month, day } = queenslandDay(date);
  return `${year}-${month}-${day}`;
}

const australianDateTime = dateFormat({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A moment in Queensland time, e.g. 23 Nov 2026, 3:04 pm. */
export const formatAustralianDateTime = (date: Date) => australianDateTime.format(date);

const time = dateFormat({ hour: 'numeric', minute: '2-digit' });
const longDay = dateFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDay = dateFormat({ day: 'numeric', month: 'short' });

/** A time of day in Queensland, e.g. 3:04 pm. */
export const formatTime = (date: Date) => time.format(date);

const DAY_MS = 24 * 60 * 60 * 1000;

/** A Queensland day as a heading: "Today", "Yesterday", else e.g. "Monday 23 November 2026". */
export function formatDayHeading(date: Date, now = new Date()): string {
  const day = isoDate(date);
  if (day === isoDate(now)) return 'Today';
  if (day === isoDate(new Date(now.getTime() - DAY_MS))) return 'Yesterday';
  return longDay.format(date);
}

/** When something last happened, as short as it can be: a time today, else a date (e.g. 21 Nov). */
export const formatRecent = (date: Date, now = new Date()) =>
  isoDate(date) === isoDate(now) ? time.format(date) : shortDay.format(date);
