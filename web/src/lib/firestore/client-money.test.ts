import { describe, expect, it } from 'vitest';

import { financialYearOf, paidDuring } from './client-money';

// Queensland is UTC+10 all year: 14:00 UTC is midnight in Brisbane.
const brisbane = (local: string) => new Date(`${local}+10:00`);

describe('financialYearOf', () => {
  it('runs from 1 July to 30 June in Queensland, not UTC', () => {
    const year = financialYearOf(brisbane('2026-11-28T09:00:00'));
    expect(year).toEqual({
      start: brisbane('2026-07-01T00:00:00'),
      end: brisbane('2027-07-01T00:00:00'),
      label: '2026–27',
    });
    // 1 July, 00:30 in Brisbane is still 30 June in UTC: already the new year here.
    expect(financialYearOf(brisbane('2027-07-01T00:30:00')).label).toBe('2027–28');
    expect(financialYearOf(brisbane('2027-06-30T23:59:59')).label).toBe('2026–27');
    expect(financialYearOf(brisbane('2000-01-15T12:00:00')).label).toBe('1999–00');
  });
});

describe('paidDuring', () => {
  const year = financialYearOf(brisbane('2026-11-28T09:00:00'));
  const paid = (at: string, amountCents: number) => ({ at: brisbane(at), amountCents });

  it('adds the payments made in the year, on any invoice but a void one', () => {
    expect(
      paidDuring(
        [
          { status: 'paid', payments: [paid('2026-06-30T23:59:59', 1000), paid('2026-07-01T00:00:00', 2000)] },
          { status: 'issued', payments: [paid('2027-06-30T10:00:00', 300)] },
          { status: 'void', payments: [paid('2026-08-01T10:00:00', 99_999)] },
          { status: 'paid', payments: [paid('2027-07-01T00:00:00', 4000)] },
        ] as never,
        year,
      ),
    ).toBe(2300);
  });
});
