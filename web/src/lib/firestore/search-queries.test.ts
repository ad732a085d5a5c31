import { describe, expect, it } from 'vitest';

import { numberPrefixes } from './search-queries';

describe('numberPrefixes', () => {
  it('reads the start of a quote or invoice number however it is typed', () => {
    expect(numberPrefixes('Q-2026-0001')).toEqual({ quote: 'Q-2026-0001', invoice: null });
    expect(numberPrefixes(' q2026 ')).toEqual({ quote: 'Q-2026', invoice: null });
    expect(numberPrefixes('q-2026-00')).toEqual({ quote: 'Q-2026-00', invoice: null });
    expect(numberPrefixes('inv 2026 0012')).toEqual({ quote: null, invoice: 'INV-2026-0012' });
    expect(numberPrefixes('INV-2026-')).toEqual({ quote: null, invoice: 'INV-2026' });
  });

  it('reads the kind alone, or with the start of a year, as the newest of that kind', () => {
    expect(numberPrefixes('INV')).toEqual({ quote: null, invoice: 'INV-' });
    expect(numberPrefixes('inv-')).toEqual({ quote: null, invoice: 'INV-' });
    expect(numberPrefixes('Q-')).toEqual({ quote: 'Q-', invoice: null });
    expect(numberPrefixes('q-20')).toEqual({ quote: 'Q-20', invoice: null });
    expect(numberPrefixes('INV 202')).toEqual({ quote: null, invoice: 'INV-202' });
  });

  it('reads a number’s own digits, which start with 0 as no year does, as this year’s number', () => {
    const now = new Date('2026-12-03T09:00:00+10:00');
    expect(numberPrefixes('0005', now)).toEqual({ quote: 'Q-2026-0005', invoice: 'INV-2026-0005' });
    expect(numberPrefixes('q 0012', now)).toEqual({ quote: 'Q-2026-0012', invoice: null });
    expect(numberPrefixes('INV-00012', now)).toEqual({ quote: null, invoice: 'INV-2026-00012' });
    // In Queensland the new year has begun while UTC is still in the old one.
    expect(numberPrefixes('0001', new Date('2026-12-31T15:00:00Z'))).toEqual({
      quote: 'Q-2027-0001',
      invoice: 'INV-2027-0001',
    });
  });

  it('looks for both kinds when only the digits are typed', () => {
    expect(numberPrefixes('2026-0012')).toEqual({ quote: 'Q-2026-0012', invoice: 'INV-2026-0012' });
    expect(numberPrefixes('20260012')).toEqual({ quote: 'Q-2026-0012', invoice: 'INV-2026-0012' });
  });

  it('finds no number in words, short digits or other letters', () => {
    for (const typed of ['', 'green roots', '12', 'X-2026-0001', 'QINV2026', 'Q-2026-00a1', '2026 green']) {
      expect(numberPrefixes(typed), typed).toEqual({ quote: null, invoice: null });
    }
  });
});
