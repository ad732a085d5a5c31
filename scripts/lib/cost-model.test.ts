import { describe, expect, it } from 'vitest';

import { aggregationReads, monthlyBill, monthlyOperations, type Prices } from './cost-model';

const actions = {
  open: { label: 'Open a screen', operations: { reads: 30, writes: 0, deletes: 0 } },
  send: { label: 'Send a message', operations: { reads: 10, writes: 4, deletes: 1 } },
};

const prices: Prices = {
  region: 'test',
  source: 'a test',
  perHundredThousand: { reads: 0.05, writes: 0.15, deletes: 0.01 },
  freePerDay: { reads: 1000, writes: 100, deletes: 0 },
};

describe('the Firestore cost model', () => {
  it('adds up each action times how often it happens', () => {
    expect(monthlyOperations(actions, { open: 100_000, send: 20_000 })).toEqual({
      reads: 3_200_000,
      writes: 80_000,
      deletes: 20_000,
    });
  });

  it('refuses usage of an action it has no counts for', () => {
    expect(() => monthlyOperations(actions, { open: 1, upload: 1 } as never)).toThrow(/upload/);
  });

  it('bills what passes the daily free quota over the month, per 100,000 at each price', () => {
    const bill = monthlyBill({ reads: 3_200_000, writes: 80_000, deletes: 20_000 }, prices, 30);
    expect(bill.billable).toEqual({ reads: 3_170_000, writes: 77_000, deletes: 20_000 });
    expect(bill.dollars.reads).toBeCloseTo(1.585);
    expect(bill.dollars.writes).toBeCloseTo(0.1155);
    expect(bill.dollars.deletes).toBeCloseTo(0.002);
    expect(bill.dollars.total).toBeCloseTo(1.7025);
  });

  it('bills nothing within the free quota', () => {
    expect(monthlyBill({ reads: 30_000, writes: 3000, deletes: 0 }, prices, 30).dollars.total).toBe(0);
  });

  it('bills an aggregation one read per 1,000 index entries it matches, at least one', () => {
    expect([0, 1, 1000, 1001, 25_000].map(aggregationReads)).toEqual([1, 1, 1, 2, 25]);
  });
});
