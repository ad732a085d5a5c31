import { describe, expect, it } from 'vitest';

import { paymentReferenceFor } from '@agency/common';

import type { InvoiceLike } from './invoice-content';
import { buildInvoicePdf, pdfSafeText } from './invoice-pdf';
import { testInvoice } from './test-invoice';

/** The PDF's bytes as text: jsPDF writes uncompressed streams unless asked, so the page's words are in it. */
const pdfText = (invoice: InvoiceLike) => buildInvoicePdf(invoice, new Date('2026-11-20T10:00:00+10:00')).output();

describe('the invoice PDF', () => {
  it('is a PDF headed "Tax invoice" with the number, amounts and bank reference when GST-registered', () => {
    const text = pdfText(testInvoice(true));
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('(Tax invoice)');
    expect(text).toContain('(INV-2026-0042)');
    // $3,800 + 3 × $75 = $4,025.00 ex GST, $402.50 GST, $4,427.50 in all.
    expect(text).toContain('($402.50)');
    expect(text).toContain('($4,427.50)');
    expect(text).toContain('(Amount ex GST)');
    expect(text).toContain(`(${paymentReferenceFor('INV-2026-0042')})`);
    expect(text).toContain('(064-000)');
    expect(text).toContain('(ABN 91 100 000 290)');
    expect(text).toContain('(Robin Reed)');
  });

  it('is headed "Invoice", never "Tax invoice", with no GST columns when not registered', () => {
    const text = pdfText(testInvoice(false));
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('(Invoice)');
    expect(text).not.toContain('Tax invoice');
    expect(text).not.toContain('(GST)');
    expect(text).toContain('($4,025.00)');
  });

  it('writes typographic punctuation as its plain twin (the standard fonts hold Latin-1 only)', () => {
    expect(pdfSafeText('Robin’s “site” – done…')).toBe('Robin\'s "site" - done...');
    expect(pdfText(testInvoice(true))).toContain('(Standard web design plan - up');
  });
});
