import { fireEvent, screen, within } from '@testing-library/react';
import { quote as quoteDocument } from '@tests/factories';
import { describe, expect, it, vi } from 'vitest';

import { testInvoice } from '@/features/quotes/shared/test-invoice';
import type { Invoice, Quote } from '@/lib/firestore/quotes';
import { stubMatchMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';

import { ClientQuotesTable } from './client-quotes-table';

const NOW = new Date('2026-11-20T12:00:00+10:00');

function testQuote(id: string, overrides: Partial<Quote> = {}): Quote {
  return {
    id,
    ...quoteDocument({
      number: `Q-2026-${id}`,
      clientId: 'client-1',
      projectId: 'project-1',
      title: `Quote ${id}`,
      lineItems: [{ description: 'Plan', quantity: 1, unitPriceCents: 100_000, catalogueId: null }],
      validUntil: new Date('2026-12-10T23:59:59+10:00'),
      sentAt: new Date('2026-11-10T09:00:00+10:00'),
      createdAt: new Date('2026-11-09T09:00:00+10:00'),
      updatedAt: new Date('2026-11-10T09:00:00+10:00'),
    }),
    ...overrides,
  };
}

const invoiceOf = (id: string, overrides: Partial<Invoice> = {}): Invoice => ({
  ...testInvoice(true),
  id,
  quoteId: `quote-of-${id}`,
  clientId: 'client-1',
  projectId: 'project-1',
  replacesInvoiceId: null,
  replacedByInvoiceId: null,
  number: `INV-2026-${id}`,
  ...overrides,
});

/** Each row's cells' text after the number, by the number (its header cell's link). */
function rowsByNumber(): Map<string, string[]> {
  const rows = [...document.querySelectorAll('tbody tr')];
  return new Map(
    rows.map((row) => [
      row.querySelector('th a, th button')!.textContent!,
      [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
    ]),
  );
}

describe('ClientQuotesTable', () => {
  it('shows each quote and invoice in the client’s words, with its total, amount due and what to do', () => {
    const open = testQuote('open');
    const lapsed = testQuote('lapsed', { validUntil: new Date('2026-11-15T23:59:59+10:00') });
    const accepted = testQuote('accepted', {
      status: 'accepted',
      acceptance: {
        name: 'Casey Client',
        at: new Date('2026-11-12T10:00:00+10:00'),
        uid: 'client-1',
        contentHash: 'x',
      },
    });
    const due = invoiceOf('due');
    const part = invoiceOf('part-paid', { amountPaidCents: 100_000 });
    const overdue = invoiceOf('late', { dueAt: new Date('2026-11-18T23:59:59+10:00') });
    const paid = invoiceOf('paid-in-full', {
      status: 'paid',
      amountPaidCents: due.totalCents,
      payments: [
        {
          id: 'pay-1',
          amountCents: due.totalCents,
          method: 'bank',
          at: new Date('2026-11-20T00:00:00+10:00'),
          recordedBy: 'admin-1',
          reference: 'INV202600013',
        },
      ],
    });
    const voided = invoiceOf('v', { status: 'void', voidedAt: new Date('2026-11-21T09:00:00+10:00') });
    renderPage(
      <ClientQuotesTable
        quotes={[open, lapsed, accepted]}
        invoices={[due, part, overdue, paid, voided]}
        label="Quotes and invoices for this project"
        now={NOW}
      />,
    );

    expect(screen.getByRole('table').getAttribute('aria-label')).toBe('Quotes and invoices for this project');
    expect([...document.querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual([
      'Number',
      'For',
      'Status',
      'Total',
      'Amount due',
      'Date',
      'Action',
    ]);
    // After the number: for, status, total, amount due, the date that matters, named, and the action.
    const rows = rowsByNumber();
    expect(rows.get('Quote Q-2026-open')).toEqual([
      'Quote open',
      'Awaiting your decision',
      '$1,100.00',
      '—',
      'Valid until 10 Dec 2026',
      'Review',
    ]);
    // An accepted quote's validity is over: when it was accepted. An invoice's day is its due day.
    expect(rows.get('Quote Q-2026-accepted')?.[4]).toBe('Accepted 12 Nov 2026');
    expect(rows.get('Invoice INV-2026-due')?.[4]).toMatch(/^Due \d{1,2} [A-Z][a-z]{2} 2026$/);
    // A paid invoice's day is when it was paid; a cancelled one's, when it was cancelled.
    expect(rows.get('Invoice INV-2026-paid-in-full')?.[4]).toBe('Paid 20 Nov 2026');
    expect(rows.get('Invoice INV-2026-v')?.[4]).toBe('Cancelled 21 Nov 2026');
    expect(rows.get('Quote Q-2026-lapsed')?.slice(1, 4)).toEqual(['Expired', '$1,100.00', '—']);
    expect(rows.get('Quote Q-2026-lapsed')?.at(-1)).toBe('Open');
    const figures = (number: string) => rows.get(`Invoice INV-2026-${number}`)?.slice(1, 4);
    expect(figures('due')).toEqual(['Due', '$4,427.50', '$4,427.50']);
    expect(figures('part-paid')).toEqual(['Due', '$4,427.50', '$3,427.50']);
    expect(figures('late')).toEqual(['Overdue', '$4,427.50', '$4,427.50']);
    expect(figures('paid-in-full')).toEqual(['Paid', '$4,427.50', '$0.00']);
    expect(figures('v')).toEqual(['Cancelled', '$4,427.50', '$0.00']);
    expect(rows.get('Invoice INV-2026-due')?.at(-1)).toBe('Pay');
    expect(rows.get('Invoice INV-2026-paid-in-full')?.at(-1)).toBe('Open');
    // No agency words.
    expect(screen.queryByText('Sent')).toBeNull();
    expect(screen.queryByText('Issued')).toBeNull();

    // Each action names what it acts on, and goes where it is done.
    expect(screen.getByLabelText(`Review quote ${open.number}`).getAttribute('href')).toBe('/client/quotes?quote=open');
    expect(screen.getByLabelText(`Pay invoice ${due.number}`).getAttribute('href')).toBe(
      '/client/payment/quote-of-due',
    );
    expect(screen.getByLabelText(`Open invoice ${paid.number}`).getAttribute('href')).toBe(
      '/client/payment/quote-of-paid-in-full',
    );
  });

  it('on a phone, shows each as a card with every figure under its label and what to do', () => {
    stubMatchMedia((query) => query.includes('max-width'));
    const open = testQuote('open');
    const part = invoiceOf('part-paid', { amountPaidCents: 100_000 });
    renderPage(<ClientQuotesTable quotes={[open]} invoices={[part]} label="Yours" now={NOW} />);

    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Yours' })).getAllByRole('listitem');
    const figures = (card: HTMLElement) => {
      const labels = within(card)
        .getAllByRole('term')
        .map((term) => term.textContent);
      const values = within(card)
        .getAllByRole('definition')
        .map((value) => value.textContent);
      return Object.fromEntries(labels.map((label, index) => [label, values[index]]));
    };
    const cardOf = (name: string) => cards.find((card) => card.textContent?.startsWith(name))!;
    const quoteCard = cardOf(`Quote ${open.number}`);
    const invoiceCard = cardOf(`Invoice ${part.number}`);
    expect(figures(quoteCard)).toEqual({
      For: 'Quote open',
      Status: 'Awaiting your decision',
      Total: '$1,100.00',
      'Amount due': '—',
      Date: 'Valid until 10 Dec 2026',
    });
    expect(within(quoteCard).getByRole('link', { name: `Review quote ${open.number}` })).toBeTruthy();
    expect(figures(invoiceCard)).toMatchObject({ Status: 'Due', Total: '$4,427.50', 'Amount due': '$3,427.50' });
    expect(within(invoiceCard).getByRole('link', { name: `Pay invoice ${part.number}` })).toBeTruthy();
  });

  it('opens a quote in place where the page can', () => {
    const onOpenQuote = vi.fn();
    const quote = testQuote('open');
    renderPage(<ClientQuotesTable quotes={[quote]} invoices={[]} label="Yours" now={NOW} onOpenQuote={onOpenQuote} />);
    fireEvent.click(screen.getByRole('button', { name: `Review quote ${quote.number}` }));
    fireEvent.click(screen.getByRole('button', { name: `Quote ${quote.number}` }));
    expect(onOpenQuote.mock.calls).toEqual([['open'], ['open']]);
  });
});
