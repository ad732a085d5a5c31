import { describe, expect, it } from 'vitest';

import { acceptanceNameProblem, recordPaymentSchema } from './quote';

describe('the name that accepts a quote', () => {
  it('takes a name with letters in any script', () => {
    expect(acceptanceNameProblem('Casey Client')).toBeNull();
    expect(acceptanceNameProblem('  Zoë Ngô  ')).toBeNull();
    expect(acceptanceNameProblem('李小龍')).toBeNull();
  });

  it('refuses what does not read as a name, or reads other than typed', () => {
    expect(acceptanceNameProblem('X')).toBe('Type your full name');
    expect(acceptanceNameProblem('\u200b\u200b')).toBe('Type your full name');
    expect(acceptanceNameProblem('Alice\u202eecilA')).toBe('Type your name in plain letters');
    expect(acceptanceNameProblem('Alice\r\nBcc: x@example.com')).toBe('Type your name in plain letters');
    expect(acceptanceNameProblem('A'.repeat(101))).toBe('Name must be at most 100 characters');
  });
});

describe('a recorded payment', () => {
  it('takes its amount as a number of cents, never a text read as one', () => {
    const payment = {
      invoiceId: 'inv1',
      paymentKey: '0b6f4c1e-8a51-4d3e-9c1f-2a7b5d9e4f10',
      paidOn: '2026-11-20',
      reference: 'Westpac',
    };
    expect(recordPaymentSchema.isValidSync({ ...payment, amountCents: 100 })).toBe(true);
    expect(recordPaymentSchema.isValidSync({ ...payment, amountCents: '100' })).toBe(false);
    expect(recordPaymentSchema.isValidSync({ ...payment, amountCents: 1.5 })).toBe(false);
  });

  it('takes the key its form made, a UUID, and nothing that could name another document', () => {
    const payment = { invoiceId: 'inv1', amountCents: 100, paidOn: '2026-11-20', reference: 'Westpac' };
    expect(recordPaymentSchema.isValidSync({ ...payment, paymentKey: crypto.randomUUID() })).toBe(true);
    expect(recordPaymentSchema.isValidSync(payment)).toBe(false);
    expect(recordPaymentSchema.isValidSync({ ...payment, paymentKey: '../receipt-x' })).toBe(false);
    expect(recordPaymentSchema.isValidSync({ ...payment, paymentKey: 'cs_test_123' })).toBe(false);
  });
});
