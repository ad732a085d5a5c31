import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { testInvoice } from '@/features/quotes/shared/test-invoice';
import type { Invoice } from '@/lib/firestore/quotes';
import { renderPage } from '@/test/render-page';

import { InvoiceLine } from './client-record-money';

const invoiceOf = (overrides: Partial<Invoice>): Invoice => ({
  ...testInvoice(true),
  id: 'invoice-1',
  quoteId: 'quote-1',
  clientId: 'client-1',
  projectId: null,
  replacesInvoiceId: null,
  replacedByInvoiceId: null,
  ...overrides,
});
const payment = {
  id: 'bank-1',
  amountCents: 100_000,
  method: 'bank' as const,
  at: new Date('2026-11-20T00:00:00+10:00'),
  recordedBy: 'admin-1',
  reference: 'INV202600421',
};

describe('an invoice in the records’ short lists', () => {
  it('opens its quote, and names the day that matters: due while owed, paid once paid, none once void', () => {
    const paid = invoiceOf({ status: 'paid', amountPaidCents: 100_000, payments: [payment] });
    renderPage(
      <ul>
        {[invoiceOf({}), paid, invoiceOf({ status: 'void' })].map((invoice, at) => (
          <li key={at}>
            <InvoiceLine invoice={invoice} name={`Invoice ${at}`} />
          </li>
        ))}
      </ul>,
    );
    expect(screen.getByRole('link', { name: 'Invoice 0' }).getAttribute('href')).toBe(
      '/webmin1010/quotes?quote=quote-1',
    );
    const lines = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines[0]).toMatch(/^Invoice 0\$[\d,.]+, due 24 Nov 2026Overdue$/);
    expect(lines[1]).toMatch(/^Invoice 1\$[\d,.]+, paid 20 Nov 2026Paid$/);
    expect(lines[2]).toMatch(/^Invoice 2\$[\d,.]+Void$/);
  });
});
