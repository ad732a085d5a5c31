/** The agency's own time zone: dates on the site and in the admin area are Queensland dates. */
const TIME_ZONE = 'Australia/Brisbane';

const australianDate = new Intl.DateTimeFormat('en-AU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const year = new Intl.DateTimeFormat('en-AU', { year: 'numeric', timeZone: TIME_ZONE });
// en-CA writes dates as YYYY-MM-DD.
const iso = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE });

/** Australian date format in Queensland time, e.g. 21/11/2026. */
export const formatAustralianDate = (date: Date) => australianDate.format(date);

export const formatYear = (date: Date) => year.format(date);

/** YYYY-MM-DD in Queensland time, for a `<time dateTime>`. */
export const isoDate = (date: Date) => iso.format(date);

const australianDateTime = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

/** A moment in Queensland time, e.g. 23 Nov 2026, 3:04 pm. */
export const formatAustralianDateTime = (date: Date) => australianDateTime.format(date);

const time = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE });
const longDay = new Intl.DateTimeFormat('en-AU', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const shortDay = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: TIME_ZONE });

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
