import { calendarDayOf, startOfCalendarDay } from '@agency/common';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The last millisecond of the Queensland day `days` days after the one `from` falls on: a quote sent today and
 * valid for 30 days is open until 23:59:59.999 (Brisbane) on the 30th day after today, and an invoice issued
 * today is due by the end of the 14th day after. Queensland keeps UTC+10 all year, so days are exactly 24 hours.
 */
export function endOfCalendarDayAfter(from: Date, days: number): Date {
  return new Date(startOfCalendarDay(calendarDayOf(from)).getTime() + (days + 1) * DAY_MS - 1);
}
