import { describe, expect, it } from 'vitest';

import {
  formatDay,
  formatDayHeading,
  formatIso,
  formatMoment,
  formatRecent,
  formatTime,
  formatWeekdayTime,
} from './format';

/** An instant given as Brisbane wall-clock time (UTC+10). */
const brisbane = (text: string) => new Date(`${text}+10:00`);

describe('a day', () => {
  it('writes the Queensland day with a short month: 27 Nov 2026', () => {
    expect(formatDay(brisbane('2026-11-27T15:04:00'))).toBe('27 Nov 2026');
    expect(formatDay(brisbane('2026-09-07T08:00:00'))).toBe('7 Sep 2026');
  });

  it('turns at midnight in Brisbane, not at midnight UTC', () => {
    // 13:59 UTC is 11:59 pm in Brisbane; 14:00 UTC is already the next day there.
    expect(formatDay(new Date('2026-11-22T13:59:59Z'))).toBe('22 Nov 2026');
    expect(formatDay(new Date('2026-11-22T14:00:00Z'))).toBe('23 Nov 2026');
    expect(formatDay(new Date('2026-12-31T14:00:00Z'))).toBe('1 Jan 2027');
  });

  it('writes a Queensland day given as YYYY-MM-DD the same way, and refuses a day that does not exist', () => {
    expect(formatDay('2026-12-01')).toBe('1 Dec 2026');
    expect(() => formatDay('2026-02-31')).toThrow(RangeError);
  });

  it('agrees with the Australia/Brisbane calendar of Intl', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Brisbane' });
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    for (const text of [
      '2026-01-01T00:00:00Z',
      '2026-06-30T14:00:00Z',
      '2026-11-22T13:59:59Z',
      '2027-02-28T20:00:00Z',
    ]) {
      const date = new Date(text);
      const [year, month, day] = intl.format(date).split('-').map(Number) as [number, number, number];
      expect(formatDay(date)).toBe(`${day} ${months[month - 1]} ${year}`);
    }
  });
});

describe('a time and a moment', () => {
  it('writes the time on the twelve-hour clock with am and pm', () => {
    expect(formatTime(brisbane('2026-11-27T15:04:00'))).toBe('3:04 pm');
    expect(formatTime(brisbane('2026-11-27T09:10:00'))).toBe('9:10 am');
  });

  it('calls midnight 12 am and noon 12 pm', () => {
    expect(formatTime(brisbane('2026-11-27T00:00:00'))).toBe('12:00 am');
    expect(formatTime(brisbane('2026-11-27T00:30:00'))).toBe('12:30 am');
    expect(formatTime(brisbane('2026-11-27T12:00:00'))).toBe('12:00 pm');
    expect(formatTime(brisbane('2026-11-27T11:59:00'))).toBe('11:59 am');
  });

  it('writes a moment as the day and the time: 27 Nov 2026, 3:04 pm', () => {
    expect(formatMoment(brisbane('2026-11-27T15:04:00'))).toBe('27 Nov 2026, 3:04 pm');
    // 2 pm UTC on the 26th is midnight on the 27th in Brisbane.
    expect(formatMoment(new Date('2026-11-26T14:00:00Z'))).toBe('27 Nov 2026, 12:00 am');
  });

  it('writes a weekday and a time for the coming week', () => {
    expect(formatWeekdayTime(new Date('2026-11-24T09:17:00Z'))).toBe('Tuesday 7:17 pm');
  });
});

describe('a recent moment', () => {
  // Friday 27 November 2026, 9:30 am in Brisbane.
  const now = brisbane('2026-11-27T09:30:00');

  it('says Today and Yesterday by Brisbane midnight, not UTC midnight', () => {
    expect(formatRecent(brisbane('2026-11-27T00:00:00'), now)).toBe('Today 12:00 am');
    expect(formatRecent(brisbane('2026-11-26T23:59:00'), now)).toBe('Yesterday 11:59 pm');
    expect(formatRecent(brisbane('2026-11-26T09:10:00'), now)).toBe('Yesterday 9:10 am');
    // 8 pm UTC on the 26th is 6 am on the 27th in Brisbane: today, though UTC is still on the day before.
    expect(formatRecent(new Date('2026-11-26T20:00:00Z'), now)).toBe('Today 6:00 am');
  });

  it('says Yesterday across the end of a month', () => {
    const first = brisbane('2026-12-01T08:00:00');
    expect(formatRecent(brisbane('2026-11-30T12:00:00'), first)).toBe('Yesterday 12:00 pm');
    expect(formatRecent(brisbane('2026-11-29T12:00:00'), first)).toBe('Sunday 12:00 pm');
  });

  it('names the weekday up to six days back and gives the moment from seven', () => {
    expect(formatRecent(brisbane('2026-11-25T15:04:00'), now)).toBe('Wednesday 3:04 pm');
    expect(formatRecent(brisbane('2026-11-21T00:00:00'), now)).toBe('Saturday 12:00 am');
    expect(formatRecent(brisbane('2026-11-20T23:59:00'), now)).toBe('20 Nov 2026, 11:59 pm');
  });

  it('writes today and yesterday in lower case inside a sentence', () => {
    expect(formatRecent(brisbane('2026-11-27T08:00:00'), now, true)).toBe('today 8:00 am');
    expect(formatRecent(brisbane('2026-11-26T09:10:00'), now, true)).toBe('yesterday 9:10 am');
    expect(formatRecent(brisbane('2026-11-24T09:10:00'), now, true)).toBe('Tuesday 9:10 am');
  });

  it('gives the moment for a time still to come', () => {
    expect(formatRecent(brisbane('2026-11-28T10:00:00'), now)).toBe('28 Nov 2026, 10:00 am');
  });
});

describe('a day heading', () => {
  const now = brisbane('2026-11-23T09:30:00');

  it('says Today and Yesterday by Brisbane midnight, else the day in full', () => {
    expect(formatDayHeading(new Date('2026-11-22T14:05:00Z'), now)).toBe('Today');
    expect(formatDayHeading(new Date('2026-11-22T13:55:00Z'), now)).toBe('Yesterday');
    expect(formatDayHeading(new Date('2026-11-20T02:00:00Z'), now)).toBe('Friday 20 November 2026');
    expect(formatDayHeading(brisbane('2026-10-31T23:59:00'), now)).toBe('Saturday 31 October 2026');
  });
});

describe('ISO 8601 for exports', () => {
  it('writes Queensland time with its +10:00 offset, to the second', () => {
    expect(formatIso(new Date('2026-11-23T05:04:09.999Z'))).toBe('2026-11-23T15:04:09+10:00');
    expect(formatIso(new Date('2026-11-22T14:00:00Z'))).toBe('2026-11-23T00:00:00+10:00');
    expect(new Date(formatIso(new Date('2026-11-23T05:04:09Z'))).toISOString()).toBe('2026-11-23T05:04:09.000Z');
  });
});
