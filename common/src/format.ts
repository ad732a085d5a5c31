import { calendarDayOf, isCalendarDay, startOfCalendarDay } from './calendar-days';

/**
 * The house style for time (docs/decisions/029-time-house-style.md): every date and time a person reads, on screen,
 * in a mail, in a PDF or in an export, is Queensland time and is written by one of these named formats. They count
 * on the Queensland calendar of calendar-days.ts (UTC+10 all year, no daylight saving) rather than on Intl, so the
 * web, the functions and a prerendered page write the same text on any machine, in any time zone, without
 * building a formatter while a page hydrates (docs/decisions/021-public-page-performance.md).
 */

const BRISBANE_OFFSET_MS = 10 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Said once wherever a clock time stands without the screen around it (a mail, a title, a refusal). */
export const TIME_ZONE_NAME = 'Brisbane time';

/** A moment, or a Queensland day as `YYYY-MM-DD` (a project's due date, a payment's day). */
export type Moment = Date | string;

function toDate(when: Moment): Date {
  if (typeof when !== 'string') return when;
  if (!isCalendarDay(when)) throw new RangeError(`not a YYYY-MM-DD day: ${when}`);
  return startOfCalendarDay(when);
}

/** The wall clock in Brisbane: the UTC fields of the instant ten hours on. */
function brisbane(when: Moment) {
  const shifted = new Date(toDate(when).getTime() + BRISBANE_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    weekday: WEEKDAYS[shifted.getUTCDay()]!,
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
  };
}

/** The time of day, as under a day heading: `3:04 pm`, `12:00 am` (midnight), `12:30 pm` (just after noon). */
export function formatTime(when: Date): string {
  const { hours, minutes } = brisbane(when);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** A day: `27 Nov 2026`. */
export function formatDay(when: Moment): string {
  const { year, month, day } = brisbane(when);
  return `${day} ${MONTHS[month]!.slice(0, 3)} ${year}`;
}

/** A moment: `27 Nov 2026, 3:04 pm`. */
export const formatMoment = (when: Date) => `${formatDay(when)}, ${formatTime(when)}`;

/** The Queensland day's name, from today backwards: 0 today, 1 yesterday, … (negative for days to come). */
const daysAgo = (when: Date, now: Date) =>
  Math.round((Date.parse(calendarDayOf(now)) - Date.parse(calendarDayOf(when))) / DAY_MS);

/**
 * A recent moment, as short as it can be read without a calendar: `Today 3:04 pm`, `Yesterday 9:10 am`, the
 * weekday within six days (`Monday 3:04 pm`: a week ago would name today's weekday), else the moment. Inside a
 * sentence (`inSentence`), today and yesterday are lower case: "since yesterday 9:10 am".
 */
export function formatRecent(when: Date, now: Date = new Date(), inSentence = false): string {
  const ago = daysAgo(when, now);
  if (ago === 0) return `${inSentence ? 'today' : 'Today'} ${formatTime(when)}`;
  if (ago === 1) return `${inSentence ? 'yesterday' : 'Yesterday'} ${formatTime(when)}`;
  if (ago > 1 && ago <= 6) return `${brisbane(when).weekday} ${formatTime(when)}`;
  return formatMoment(when);
}

/** A day as a heading over its messages: `Today`, `Yesterday`, else in full, `Friday 27 November 2026`. */
export function formatDayHeading(when: Date, now: Date = new Date()): string {
  const ago = daysAgo(when, now);
  if (ago === 0) return 'Today';
  if (ago === 1) return 'Yesterday';
  const { year, month, day, weekday } = brisbane(when);
  return `${weekday} ${day} ${MONTHS[month]} ${year}`;
}

/** A weekday and a time, for a moment in the coming week: `Tuesday 7:17 pm`. */
export const formatWeekdayTime = (when: Date) => `${brisbane(when).weekday} ${formatTime(when)}`;

/**
 * ISO 8601 in Queensland time with its offset, to the second: `2026-11-27T15:04:00+10:00`. What an export
 * writes (a spreadsheet reads it without guessing the zone) and what a `<time dateTime>` carries for a moment.
 */
export function formatIso(when: Date): string {
  return `${new Date(when.getTime() + BRISBANE_OFFSET_MS).toISOString().slice(0, 19)}+10:00`;
}
