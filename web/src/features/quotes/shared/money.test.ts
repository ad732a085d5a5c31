import { describe, expect, it } from 'vitest';

import { centsToDollarsText, formatCents, parseDollarsToCents } from './money';

describe('money as people read and type it', () => {
  it('shows integer cents as Australian dollars with cents', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(247500)).toBe('$2,475.00');
  });

  it('reads typed dollars as exact cents, with no float slips', () => {
    expect(parseDollarsToCents('12.34')).toBe(1234);
    expect(parseDollarsToCents('0.29')).toBe(29);
    expect(parseDollarsToCents('1.005')).toBeNull();
    expect(parseDollarsToCents('4.1')).toBe(410);
    expect(parseDollarsToCents('$1,234.56')).toBe(123456);
    expect(parseDollarsToCents('12')).toBe(1200);
    expect(parseDollarsToCents('.5')).toBe(50);
    expect(parseDollarsToCents(' 7. ')).toBe(700);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '.', '-1', '1,23', 'abc', '12.3.4', '1e3', '$']) {
      expect(parseDollarsToCents(text), text).toBeNull();
    }
  });

  it('writes cents back as a field shows them', () => {
    expect(centsToDollarsText(1234)).toBe('12.34');
    expect(centsToDollarsText(5)).toBe('0.05');
    expect(parseDollarsToCents(centsToDollarsText(99999))).toBe(99999);
  });
});
