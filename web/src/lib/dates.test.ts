import { describe, expect, it } from 'vitest';

import { formatAustralianDate, formatDayHeading, formatRecent, formatTime, formatYear, isoDate } from './dates';

// 23 Nov 2026, 9:30 am in Brisbane (UTC+10).
const now = new Date('2026-11-22T23:30:00Z');

describe('message dates, in Queensland time', () => {
  it('names today and yesterday by Brisbane midnight, not UTC midnight', () => {
    expect(formatDayHeading(new Date('2026-11-22T14:05:00Z'), now)).toBe('Today');
    expect(formatDayHeading(new Date('2026-11-22T13:55:00Z'), now)).toBe('Yesterday');
    expect(formatDayHeading(new Date('2026-11-20T02:00:00Z'), now)).toBe('Friday 20 November 2026');
  });

  it('gives a time for today and a short date before', () => {
    expect(formatTime(new Date('2026-11-23T05:04:00Z'))).toBe('3:04 pm');
    expect(formatRecent(new Date('2026-11-22T20:00:00Z'), now)).toBe('6:00 am');
    expect(formatRecent(new Date('2026-11-21T01:00:00Z'), now)).toBe('21 Nov');
  });
});

describe('the dates public pages show, in Queensland time without Intl', () => {
  it('matches the Australia/Brisbane calendar on either side of its midnight and of New Year', () => {
    const dates = ['2026-11-22T13:59:59Z', '2026-11-22T14:00:00Z', '2026-12-31T13:59:00Z', '2026-12-31T14:00:00Z'];
    const brisbane = (options: Intl.DateTimeFormatOptions, locale = 'en-AU') =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Australia/Brisbane' });
    for (const text of dates) {
      const date = new Date(text);
      expect(isoDate(date)).toBe(brisbane({}, 'en-CA').format(date));
      expect(formatYear(date)).toBe(brisbane({ year: 'numeric' }).format(date));
      expect(formatAustralianDate(date)).toBe(
        brisbane({ day: '2-digit', month: '2-digit', year: 'numeric' }).format(date),
      );
    }
    expect(formatAustralianDate(new Date('2026-12-31T14:00:00Z'))).toBe('01/01/2027');
  });
});
