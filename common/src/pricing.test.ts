import { describe, expect, it } from 'vitest';

import { startOfCalendarDay } from './calendar-days';
import {
  ballpark,
  ballparkProblem,
  formatCents,
  gstOnCents,
  lineProblem,
  lineTotals,
  MAX_LINE_QUANTITY,
  overdueInterestCents,
} from './pricing';

/** Every expected figure below is worked by hand from spec §9's prices, in cents. */
describe('GST on lines, per line, half up', () => {
  it('prices the Standard plan at $3,800.00 + $380.00 GST = $4,180.00', () => {
    expect(lineTotals([{ quantity: 1, unitPriceCents: 380_000 }])).toEqual({
      lines: [{ quantity: 1, unitPriceCents: 380_000, exGstCents: 380_000, gstCents: 38_000, totalCents: 418_000 }],
      subtotalCents: 380_000,
      gstCents: 38_000,
      totalCents: 418_000,
    });
  });

  it('rounds GST on the line, not per unit: 3 × $33.33 = $99.99 with $10.00 GST, not 3 × $3.33 = $9.99', () => {
    const { lines, gstCents, totalCents } = lineTotals([{ quantity: 3, unitPriceCents: 3333 }]);
    expect(lines[0]).toMatchObject({ exGstCents: 9999, gstCents: 1000, totalCents: 10_999 });
    expect(gstCents).toBe(1000);
    expect(totalCents).toBe(10_999);
  });

  it('sums the rounded line GSTs rather than rounding the total: $99.99 and $0.05 give $10.01, not $10.00', () => {
    const totals = lineTotals([
      { quantity: 3, unitPriceCents: 3333 },
      { quantity: 1, unitPriceCents: 5 },
    ]);
    expect(totals.lines.map((line) => line.gstCents)).toEqual([1000, 1]);
    expect(totals).toMatchObject({ subtotalCents: 10_004, gstCents: 1001, totalCents: 11_005 });
  });

  it('rounds exactly half a cent up, never to even', () => {
    expect(gstOnCents(5)).toBe(1); // 0.5 → 1
    expect(gstOnCents(15)).toBe(2); // 1.5 → 2
    expect(gstOnCents(25)).toBe(3); // 2.5 → 3 (half-to-even would say 2)
    expect(gstOnCents(4)).toBe(0); // 0.4 → 0
    expect(gstOnCents(14)).toBe(1); // 1.4 → 1
    expect(gstOnCents(0)).toBe(0);
  });

  it('charges no GST on a GST-free line', () => {
    const totals = lineTotals([
      { quantity: 1, unitPriceCents: 10_000, gstFree: true },
      { quantity: 2, unitPriceCents: 10_000 },
    ]);
    expect(totals.lines.map((line) => line.gstCents)).toEqual([0, 2000]);
    expect(totals).toMatchObject({ subtotalCents: 30_000, gstCents: 2000, totalCents: 32_000 });
  });

  it('charges no GST at all when the agency is not registered', () => {
    const totals = lineTotals([{ quantity: 1, unitPriceCents: 380_000 }], { gstRegistered: false });
    expect(totals.lines[0]).toMatchObject({ gstCents: 0, totalCents: 380_000 });
    expect(totals).toMatchObject({ subtotalCents: 380_000, gstCents: 0, totalCents: 380_000 });
  });

  it('keeps what else a line carries', () => {
    const { lines } = lineTotals([{ description: 'Logo', catalogueId: null, quantity: 1, unitPriceCents: 100 }]);
    expect(lines[0]).toMatchObject({ description: 'Logo', catalogueId: null, totalCents: 110 });
  });

  it('totals nothing as zero', () => {
    expect(lineTotals([])).toEqual({ lines: [], subtotalCents: 0, gstCents: 0, totalCents: 0 });
  });
});

describe('lines that cannot be priced', () => {
  it.each([0, -1, 1.5, MAX_LINE_QUANTITY + 1, Number.NaN])('refuses a quantity of %s', (quantity) => {
    expect(lineProblem({ quantity, unitPriceCents: 100 })).toMatch(/^Quantity must be a whole number from 1 to 10,000/);
    expect(() =>
      lineTotals([
        { quantity: 1, unitPriceCents: 1 },
        { quantity, unitPriceCents: 100 },
      ]),
    ).toThrow(/^Line 2: Quantity must be/);
  });

  it.each([-1, 0.5, Number.MAX_SAFE_INTEGER + 1, Number.POSITIVE_INFINITY])('refuses a unit price of %s', (price) => {
    expect(lineProblem({ quantity: 1, unitPriceCents: price })).toMatch(/^Unit price must be/);
    expect(() => lineTotals([{ quantity: 1, unitPriceCents: price }])).toThrow(RangeError);
  });

  it('accepts the largest quantity, a free line, and refuses a line too large to be exact', () => {
    expect(lineProblem({ quantity: MAX_LINE_QUANTITY, unitPriceCents: 0 })).toBeNull();
    expect(lineProblem({ quantity: 2, unitPriceCents: Number.MAX_SAFE_INTEGER })).toBe(
      'This line is too large to price',
    );
    expect(() =>
      lineTotals([
        { quantity: 1, unitPriceCents: Number.MAX_SAFE_INTEGER },
        { quantity: 1, unitPriceCents: 1 },
      ]),
    ).toThrow('These lines are too large to price');
  });
});

describe('the ballpark calculator', () => {
  it('prices the Standard plan alone: $3,800.00 + $380.00 = $4,180.00 once, nothing monthly', () => {
    expect(ballpark({ design: { kind: 'plan', id: 'standard' } })).toEqual({
      oneTime: { exGstCents: 380_000, gstCents: 38_000, totalCents: 418_000 },
      monthly: { exGstCents: 0, gstCents: 0, totalCents: 0 },
      lines: [
        {
          description: 'Standard web design plan',
          catalogueId: 'web-design-plan/standard',
          recurrence: 'one-time',
          quantity: 1,
          unitPriceCents: 380_000,
          exGstCents: 380_000,
          gstCents: 38_000,
          totalCents: 418_000,
        },
      ],
    });
  });

  it('prices the Growth package at $4,950 once and its included hosting at $75 a month', () => {
    const result = ballpark({ design: { kind: 'package', id: 'growth' } });
    expect(result.oneTime).toEqual({ exGstCents: 495_000, gstCents: 49_500, totalCents: 544_500 });
    expect(result.monthly).toEqual({ exGstCents: 7500, gstCents: 750, totalCents: 8250 });
    expect(
      result.lines.map(({ description, catalogueId, recurrence }) => [description, catalogueId, recurrence]),
    ).toEqual([
      ['Growth package', 'package/growth', 'one-time'],
      ['Growth package, per month', 'package/growth/monthly', 'monthly'],
    ]);
  });

  it('prices 2 hours of the AI insight lab at $295.00 + $29.50 GST', () => {
    const result = ballpark({ insightLab: [{ hours: 2, quantity: 1 }] });
    expect(result.oneTime).toEqual({ exGstCents: 29_500, gstCents: 2950, totalCents: 32_450 });
    expect(result.lines[0]).toMatchObject({
      description: 'AI insight lab, 2 hours',
      catalogueId: 'insight-lab/2-hours',
    });
  });

  it('adds a design plan, a hosting plan and insight lab hours into one-time and monthly amounts', () => {
    const result = ballpark({
      design: { kind: 'plan', id: 'starter' },
      hostingPlanId: 'essential',
      insightLab: [
        { hours: 5, quantity: 2 },
        { hours: 10, quantity: 1 },
      ],
    });
    // Once: 2,250 + 2 × 675 + 1,275 = 4,875.00, GST 487.50, total 5,362.50. Monthly: 50.00 + 5.00 = 55.00.
    expect(result.oneTime).toEqual({ exGstCents: 487_500, gstCents: 48_750, totalCents: 536_250 });
    expect(result.monthly).toEqual({ exGstCents: 5000, gstCents: 500, totalCents: 5500 });
    expect(result.lines.map((line) => line.description)).toEqual([
      'Starter web design plan',
      'Essential hosting, per month',
      'AI insight lab, 5 hours',
      'AI insight lab, 10 hours',
    ]);
  });

  it('shows no GST when the agency is not registered', () => {
    const result = ballpark({ design: { kind: 'package', id: 'launch' } }, { gstRegistered: false });
    expect(result.oneTime).toEqual({ exGstCents: 275_000, gstCents: 0, totalCents: 275_000 });
    expect(result.monthly).toEqual({ exGstCents: 5000, gstCents: 0, totalCents: 5000 });
  });

  it('refuses a hosting plan beside a package, which already includes its hosting', () => {
    const selection = { design: { kind: 'package', id: 'growth' }, hostingPlanId: 'standard' } as const;
    expect(ballparkProblem(selection)).toMatch(/package already includes its hosting/);
    expect(() => ballpark(selection)).toThrow(/package already includes its hosting/);
  });

  it('refuses what the catalogue does not have', () => {
    expect(ballparkProblem({ design: { kind: 'plan', id: 'deluxe' as 'standard' } })).toBe(
      'Choose one of the web design plans',
    );
    expect(ballparkProblem({ design: { kind: 'package', id: 'standard' as 'growth' } })).toBe(
      'Choose one of the packages',
    );
    expect(ballparkProblem({ hostingPlanId: 'growth' as 'standard' })).toBe('Choose one of the hosting plans');
    expect(ballparkProblem({ insightLab: [{ hours: 3, quantity: 1 }] })).toBe('Choose one of the insight lab packages');
    expect(
      ballparkProblem({
        insightLab: [
          { hours: 2, quantity: 1 },
          { hours: 2, quantity: 1 },
        ],
      }),
    ).toMatch(/each insight lab package once/);
    expect(ballparkProblem({ insightLab: [{ hours: 2, quantity: 0 }] })).toMatch(/^Quantity must be/);
    expect(ballparkProblem({ design: { kind: 'plan', id: 'professional' }, hostingPlanId: 'professional' })).toBeNull();
  });
});

describe('interest on overdue amounts: 1.5 % a month, simple, per whole Queensland day', () => {
  const dueAt = startOfCalendarDay('2026-03-02');
  const at = (day: string, hour = 0) => new Date(startOfCalendarDay(day).getTime() + hour * 60 * 60 * 1000);

  it('charges nothing on or before the due date, even late on the day', () => {
    expect(overdueInterestCents(100_000, dueAt, at('2026-02-20'))).toBe(0);
    expect(overdueInterestCents(100_000, dueAt, at('2026-03-02', 23.99))).toBe(0);
  });

  it('charges one day from the next Queensland day: $1,000.00 × 18 % / 365 = $0.49', () => {
    expect(overdueInterestCents(100_000, dueAt, at('2026-03-03'))).toBe(49); // 49.315…
  });

  it('charges $14.79 on $1,000.00 thirty days overdue (1,000 × 0.015 × 12 / 365 × 30 = 14.7945…)', () => {
    expect(overdueInterestCents(100_000, dueAt, at('2026-04-01', 15))).toBe(1479);
  });

  it('counts days, not months: 31 days of March-to-April is $15.29, not a month of $15.00', () => {
    expect(overdueInterestCents(100_000, dueAt, at('2026-04-02'))).toBe(1529); // 15.287…
  });

  it('counts Queensland days when the due time is mid-afternoon and the check is next morning', () => {
    expect(overdueInterestCents(100_000, at('2026-03-02', 15), at('2026-03-03', 9))).toBe(49);
  });

  it('rounds exactly half a cent up: 25 cents a year overdue is 4.5 cents, charged as 5', () => {
    expect(overdueInterestCents(25, startOfCalendarDay('2025-01-01'), startOfCalendarDay('2026-01-01'))).toBe(5);
  });

  it('refuses an amount that is not whole cents', () => {
    expect(() => overdueInterestCents(10.5, dueAt, at('2026-04-01'))).toThrow(RangeError);
    expect(() => overdueInterestCents(-1, dueAt, at('2026-04-01'))).toThrow(RangeError);
  });
});

describe('formatCents', () => {
  it('shows dollars and cents with thousands separators', () => {
    expect(formatCents(492_250)).toBe('$4,922.50');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
  });
});
