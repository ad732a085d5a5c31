import { describe, expect, it } from 'vitest';

import { mondayOf, quarterOf, recentWeeks, weekLabel } from './figures';

// Queensland is UTC+10 all year: 14:00 UTC is midnight in Brisbane.
const brisbane = (local: string) => new Date(`${local}+10:00`);

describe('mondayOf', () => {
  it('gives the Monday of the Queensland week, not the UTC one', () => {
    // Monday 23 November 2026, 00:30 in Brisbane is still Sunday 22 November in UTC.
    expect(mondayOf(brisbane('2026-11-23T00:30:00'))).toBe('2026-11-23');
    // Sunday 29 November, 23:59 in Brisbane is still that week.
    expect(mondayOf(brisbane('2026-11-29T23:59:59'))).toBe('2026-11-23');
    // Sunday 22 November, 23:59 in Brisbane belongs to the week before.
    expect(mondayOf(brisbane('2026-11-22T23:59:59'))).toBe('2026-11-16');
  });

  it('crosses months and years', () => {
    expect(mondayOf(brisbane('2027-01-01T09:00:00'))).toBe('2026-12-28');
    expect(mondayOf(brisbane('2026-03-01T12:00:00'))).toBe('2026-02-23');
  });
});

describe('recentWeeks', () => {
  const weeks = recentWeeks(brisbane('2026-11-25T15:00:00'));

  it('gives 12 whole weeks, oldest first, ending with the current one', () => {
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({
      monday: '2026-11-23',
      start: brisbane('2026-11-23T00:00:00'),
      end: brisbane('2026-11-30T00:00:00'),
    });
    expect(weeks[0]!.monday).toBe('2026-09-07');
  });

  it('leaves no gap and no overlap between weeks', () => {
    weeks.slice(1).forEach((week, index) => {
      expect(week.start).toEqual(weeks[index]!.end);
      expect(week.end.getTime() - week.start.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    });
  });

  it('starts each week at midnight on a Monday in Brisbane', () => {
    for (const week of weeks) {
      expect(week.start.getUTCHours()).toBe(14);
      expect(week.start.getUTCDay()).toBe(0); // Sunday 14:00 UTC is Monday 00:00 in Brisbane.
    }
  });

  it('labels a week by its Monday', () => {
    expect(weekLabel('2026-09-07')).toBe('7 Sep');
  });
});

describe('quarterOf', () => {
  it('gives the calendar quarter in Brisbane time', () => {
    expect(quarterOf(brisbane('2026-11-25T15:00:00'))).toEqual({
      start: brisbane('2026-10-01T00:00:00'),
      end: brisbane('2027-01-01T00:00:00'),
      label: 'Oct–Dec 2026',
    });
    expect(quarterOf(brisbane('2026-02-10T08:00:00')).label).toBe('Jan–Mar 2026');
  });

  it('puts the first hours of a quarter in Brisbane into it, though UTC is still in the one before', () => {
    // 1 October 2026, 05:00 in Brisbane is 30 September, 19:00 UTC.
    const quarter = quarterOf(brisbane('2026-10-01T05:00:00'));
    expect(quarter.start).toEqual(new Date('2026-09-30T14:00:00Z'));
    expect(quarter.label).toBe('Oct–Dec 2026');
  });

  it('keeps the last moment of a quarter in it', () => {
    const quarter = quarterOf(brisbane('2026-06-30T23:59:59.999'));
    expect(quarter.label).toBe('Apr–Jun 2026');
    expect(quarter.end).toEqual(brisbane('2026-07-01T00:00:00'));
  });
});
