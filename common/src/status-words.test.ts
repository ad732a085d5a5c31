import { describe, expect, it } from 'vitest';

import { INVOICE_STATUSES, QUOTE_STATUSES } from './quotes';
import {
  INVOICE_STATUS_WORDS,
  invoiceDisplayStatus,
  invoicePaidAt,
  QUOTE_STATUS_WORDS,
  quoteDisplayStatus,
} from './status-words';

const DUE = new Date('2026-11-24T23:59:59.999+10:00');
const before = new Date('2026-11-24T12:00:00+10:00');
const after = new Date('2026-11-25T00:00:00+10:00');

describe('status words', () => {
  it('tell a client what a quote or an invoice asks of them, and the agency where its work stands', () => {
    expect(QUOTE_STATUS_WORDS.client.sent).toBe('Awaiting your decision');
    expect(QUOTE_STATUS_WORDS.agency.sent).toBe('Sent');
    expect(INVOICE_STATUS_WORDS.client).toEqual({ issued: 'Due', overdue: 'Overdue', paid: 'Paid', void: 'Cancelled' });
    expect(INVOICE_STATUS_WORDS.agency).toEqual({ issued: 'Issued', overdue: 'Overdue', paid: 'Paid', void: 'Void' });
  });

  it('have a word for every status, for every reader, and never the stored name', () => {
    for (const reader of ['client', 'agency'] as const) {
      for (const status of QUOTE_STATUSES) expect(QUOTE_STATUS_WORDS[reader][status]).toMatch(/^[A-Z]/);
      for (const status of [...INVOICE_STATUSES, 'overdue'] as const) {
        expect(INVOICE_STATUS_WORDS[reader][status]).toMatch(/^[A-Z]/);
      }
    }
    // A client never reads the agency's workflow words.
    const clientWords = [...Object.values(QUOTE_STATUS_WORDS.client), ...Object.values(INVOICE_STATUS_WORDS.client)];
    for (const agencyWord of ['Sent', 'Issued', 'Draft']) expect(clientWords).not.toContain(agencyWord);
  });

  it('show a sent quote past its last valid day as expired, and an issued invoice past its due date as overdue', () => {
    expect(quoteDisplayStatus({ status: 'sent', validUntil: DUE }, before)).toBe('sent');
    expect(quoteDisplayStatus({ status: 'sent', validUntil: DUE }, after)).toBe('expired');
    expect(quoteDisplayStatus({ status: 'accepted', validUntil: DUE }, after)).toBe('accepted');
    expect(invoiceDisplayStatus({ status: 'issued', dueAt: DUE }, before)).toBe('issued');
    expect(invoiceDisplayStatus({ status: 'issued', dueAt: DUE }, after)).toBe('overdue');
    expect(invoiceDisplayStatus({ status: 'paid', dueAt: DUE }, after)).toBe('paid');
    expect(invoiceDisplayStatus({ status: 'void', dueAt: DUE }, after)).toBe('void');
  });

  it('say an invoice was paid in full on the day of the payment that settled it, and only once it is paid', () => {
    const payments = [{ at: before }, { at: after }];
    expect(invoicePaidAt({ status: 'paid', payments })).toBe(after);
    // Part-paid, or cancelled after a part payment: not paid in full.
    expect(invoicePaidAt({ status: 'issued', payments })).toBeUndefined();
    expect(invoicePaidAt({ status: 'void', payments })).toBeUndefined();
    expect(invoicePaidAt({ status: 'paid', payments: [] })).toBeUndefined();
  });
});
