/**
 * Calendar days as the agency means them: Queensland dates. A project's start, due and milestone dates are days,
 * not instants; they travel as `YYYY-MM-DD` and are stored as the Timestamp of that day's midnight in Brisbane,
 * which keeps UTC+10 all year (Queensland has no daylight saving), so the same day reads back on every machine.
 */
const BRISBANE_OFFSET_MS = 10 * 60 * 60 * 1000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real `YYYY-MM-DD` day (no 31 February). */
export function isCalendarDay(value: string): boolean {
  const parts = DAY.exec(value);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The instant a Queensland day begins. */
export function startOfCalendarDay(day: string): Date {
  if (!isCalendarDay(day)) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  return new Date(Date.parse(`${day}T00:00:00Z`) - BRISBANE_OFFSET_MS);
}

/** The Queensland day an instant falls on, as `YYYY-MM-DD`. */
export function calendarDayOf(date: Date): string {
  return new Date(date.getTime() + BRISBANE_OFFSET_MS).toISOString().slice(0, 10);
}
