import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import {
  formatCents,
  INVOICE_STATUS_WORDS,
  invoicePaidAt,
  outstandingCents,
  quoteDisplayStatus,
  quoteIsOpen,
} from '@agency/common';

import { type DataColumn, DataTable } from '@/components/page/data-table';
import { When } from '@/components/when';
import { paths } from '@/config/paths';
import { InvoiceStatusChip, QuoteStatusChip } from '@/features/quotes/shared/status-chips';
import type { Invoice, Quote } from '@/lib/firestore/quotes';

type Row =
  | { kind: 'quote'; id: string; at: Date | null; quote: Quote }
  | { kind: 'invoice'; id: string; at: Date; invoice: Invoice };

/** What a client does with a quote or an invoice from a list: review an open quote, pay an invoice, else open it. */
export type ClientAction = 'Review' | 'Pay' | 'Open';

export const quoteAction = (quote: Quote, now: Date): ClientAction => (quoteIsOpen(quote, now) ? 'Review' : 'Open');

/** What is still to pay on an invoice: nothing on a void or paid one. */
export const invoiceDueCents = (invoice: Invoice) => (invoice.status === 'issued' ? outstandingCents(invoice) : 0);

export const invoiceAction = (invoice: Invoice): ClientAction => (invoiceDueCents(invoice) > 0 ? 'Pay' : 'Open');

interface ClientQuotesTableProps {
  quotes: readonly Quote[];
  invoices: readonly Invoice[];
  /** The table's accessible name. */
  label: string;
  now: Date;
  /** Opens a quote in place (the quotes page's dialog); without it a quote links to the quotes page, open at it. */
  onOpenQuote?: (quoteId: string) => void;
  /** Shown when there is neither a quote nor an invoice. */
  empty?: ReactNode;
}

/**
 * A client's quotes and invoices in one list, newest first, in the client's words: number, what it is for, status,
 * total, amount due, dates, and what to do (Review, Pay or Open); on a phone, a card each with all of these. The
 * quotes page lists all of them; a project's page lists that project's.
 */
export function ClientQuotesTable({ quotes, invoices, label, now, onOpenQuote, empty }: ClientQuotesTableProps) {
  const rows: Row[] = [
    ...quotes.map((quote): Row => ({ kind: 'quote', id: quote.id, at: quote.sentAt ?? quote.createdAt, quote })),
    ...invoices.map((invoice): Row => ({ kind: 'invoice', id: invoice.id, at: invoice.issuedAt, invoice })),
  ].sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0));
  return (
    <DataTable
      label={label}
      rows={rows}
      rowKey={(row) => `${row.kind === 'quote' ? 'q' : 'i'}-${row.id}`}
      columns={columns(now, onOpenQuote)}
      action={{ header: 'Action', cell: (row) => <RowAction row={row} now={now} onOpenQuote={onOpenQuote} /> }}
      empty={empty}
      framed={false}
    />
  );
}

/** Number (the way in), what it is for, status, total, what is left to pay (a quote asks for nothing), and when. */
const columns = (now: Date, onOpenQuote?: (quoteId: string) => void): DataColumn<Row>[] => [
  {
    id: 'number',
    header: 'Number',
    title: true,
    sx: { whiteSpace: 'nowrap' },
    cell: (row) =>
      row.kind === 'quote' ? (
        <QuoteOpener quoteId={row.quote.id} onOpen={onOpenQuote}>
          Quote {row.quote.number}
        </QuoteOpener>
      ) : (
        <Link component={RouterLink} to={paths.client.quotePayment.getHref(row.invoice.quoteId)}>
          Invoice {row.invoice.number}
        </Link>
      ),
  },
  { id: 'for', header: 'For', cell: (row) => (row.kind === 'quote' ? row.quote.title : row.invoice.title) },
  {
    id: 'status',
    header: 'Status',
    cell: (row) =>
      row.kind === 'quote' ? (
        <QuoteStatusChip status={quoteDisplayStatus(row.quote, now)} reader="client" />
      ) : (
        <InvoiceStatusChip invoice={row.invoice} reader="client" now={now} />
      ),
  },
  {
    id: 'total',
    header: 'Total',
    align: 'right',
    cell: (row) => formatCents(row.kind === 'quote' ? row.quote.totalCents : row.invoice.totalCents),
  },
  {
    id: 'due',
    header: 'Amount due',
    align: 'right',
    cell: (row) => (row.kind === 'quote' ? '—' : formatCents(invoiceDueCents(row.invoice))),
  },
  { id: 'when', header: 'Date', cell: (row) => <RowDate row={row} /> },
];

/** The client's words for an invoice's standing. */
const WORDS = INVOICE_STATUS_WORDS.client;

/**
 * The date that matters for the row, named: an accepted quote's acceptance (its validity is over), any other
 * quote's last valid day, an invoice's due day.
 */
function RowDate({ row }: { row: Row }) {
  if (row.kind === 'invoice') {
    // The day that matters now: when it was paid in full, or cancelled, else when it is due.
    const { status, voidedAt, dueAt } = row.invoice;
    const paidAt = invoicePaidAt(row.invoice);
    const [word, date] = paidAt
      ? [WORDS.paid, paidAt]
      : status === 'void' && voidedAt
        ? [WORDS.void, voidedAt]
        : [WORDS.issued, dueAt];
    return (
      <>
        {word} <When date={date} format="day" />
      </>
    );
  }
  const { acceptance, validUntil } = row.quote;
  return acceptance ? (
    <>
      Accepted <When date={acceptance.at} format="day" />
    </>
  ) : (
    <>
      Valid until <When date={validUntil} format="day" />
    </>
  );
}

function RowAction({ row, now, onOpenQuote }: { row: Row; now: Date; onOpenQuote?: (quoteId: string) => void }) {
  if (row.kind === 'quote') {
    const action = quoteAction(row.quote, now);
    return (
      <QuoteOpener quoteId={row.quote.id} onOpen={onOpenQuote} button={`${action} quote ${row.quote.number ?? ''}`}>
        {action}
      </QuoteOpener>
    );
  }
  const action = invoiceAction(row.invoice);
  return (
    <Button
      size="small"
      component={RouterLink}
      to={paths.client.quotePayment.getHref(row.invoice.quoteId)}
      aria-label={`${action} invoice ${row.invoice.number}`}
    >
      {action}
    </Button>
  );
}

/** Opens a quote: in place where the page can (`onOpen`), else by a link to the quotes page open at it. */
function QuoteOpener({
  quoteId,
  onOpen,
  button,
  children,
}: {
  quoteId: string;
  onOpen?: (quoteId: string) => void;
  /** Drawn as a small button with this accessible name, rather than as a link in the text. */
  button?: string;
  children: ReactNode;
}) {
  if (button) {
    return onOpen ? (
      <Button size="small" onClick={() => onOpen(quoteId)} aria-label={button}>
        {children}
      </Button>
    ) : (
      <Button size="small" component={RouterLink} to={paths.client.quote.getHref(quoteId)} aria-label={button}>
        {children}
      </Button>
    );
  }
  return onOpen ? (
    <Link component="button" type="button" onClick={() => onOpen(quoteId)} sx={{ verticalAlign: 'baseline' }}>
      {children}
    </Link>
  ) : (
    <Link component={RouterLink} to={paths.client.quote.getHref(quoteId)}>
      {children}
    </Link>
  );
}
