import { describe, expect, it } from 'vitest';

import { overdueInterestCents } from '@agency/common';

import { amountDue, invoiceStandingText, lineColumns, totalRows } from './invoice-content';
import { testInvoice } from './test-invoice';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('what an invoice says', () => {
  it('charges interest only after the due date, by overdueInterestCents on what is outstanding', () => {
    const invoice = { ...testInvoice(true), amountPaidCents: 100_000 };
    const outstanding = invoice.totalCents - 100_000;
    expect(amountDue(invoice, new Date(invoice.dueAt.getTime() - DAY_MS))).toEqual({
      outstandingCents: outstanding,
      interestCents: 0,
      totalCents: outstanding,
      overdue: false,
    });
    const tenDaysLate = new Date(invoice.dueAt.getTime() + 10 * DAY_MS);
    const interest = overdueInterestCents(outstanding, invoice.dueAt, tenDaysLate);
    expect(interest).toBeGreaterThan(0);
    expect(amountDue(invoice, tenDaysLate)).toEqual({
      outstandingCents: outstanding,
      interestCents: interest,
      totalCents: outstanding + interest,
      overdue: true,
    });
  });

  it('says where it stands in the client’s words: due, overdue, paid on the last payment day, or cancelled with its reason', () => {
    const invoice = testInvoice(true);
    expect(invoiceStandingText(invoice, new Date('2026-11-20T12:00:00+10:00'))).toBe('Due by 24 Nov 2026.');
    expect(invoiceStandingText(invoice, new Date('2026-11-25T12:00:00+10:00'))).toBe(
      'Overdue: payment was due by 24 Nov 2026.',
    );
    const paid = {
      ...invoice,
      status: 'paid' as const,
      amountPaidCents: invoice.totalCents,
      payments: [
        {
          id: 'bank-1',
          amountCents: invoice.totalCents,
          method: 'bank' as const,
          at: new Date('2026-11-30T00:00:00+10:00'),
          recordedBy: 'admin',
          reference: 'INV202600428',
        },
      ],
    };
    expect(invoiceStandingText(paid, new Date('2026-12-01'))).toBe('Paid in full on 30 Nov 2026.');
    const voided = {
      ...invoice,
      status: 'void' as const,
      voidReason: 'Wrong business name.',
      voidedAt: new Date('2026-11-12T09:00:00+10:00'),
    };
    expect(invoiceStandingText(voided, new Date('2026-12-01'))).toBe(
      'Cancelled on 12 Nov 2026: Wrong business name. Nothing is payable on this invoice.',
    );
    expect(totalRows(voided).at(-1)).toEqual({ label: 'Amount payable', value: '$0.00' });
  });

  it('has GST columns and a GST total only when the agency is registered', () => {
    expect(lineColumns(testInvoice(true)).map((column) => column.label)).toContain('GST');
    expect(lineColumns(testInvoice(false)).map((column) => column.label)).toEqual([
      'Description',
      'Quantity',
      'Unit price',
      'Amount',
    ]);
    expect(totalRows(testInvoice(false)).map((row) => row.label)).toEqual(['Total', 'Amount paid', 'Amount payable']);
  });
});
