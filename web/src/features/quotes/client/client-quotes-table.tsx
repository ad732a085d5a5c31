import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { formatCents, outstandingCents, quoteDisplayStatus, quoteIsOpen } from '@agency/common';

import { DayText } from '@/components/day-text';
import { visuallyHidden } from '@/components/visually-hidden';
import { paths } from '@/config/paths';
import { InvoiceStatusChip, QuoteStatusChip } from '@/features/quotes/shared/status-chips';
import type { Invoice, Quote } from '@/lib/firestore/quotes';

/**
 * Columns shown from a width up, so the table fits its card without scrolling: a phone keeps the number (the way
 * in, with the status under it) and the total (with what is due under it).
 */
const from = (breakpoint: 'sm' | 'md' | 'lg') => ({ display: { xs: 'none', [breakpoint]: 'table-cell' } }) as const;
const WIDE = from('sm');
const WIDER = from('md');
const WIDEST = from('lg');
/** Under the number or the total on a phone, where its column is hidden. */
const PHONE_ONLY = { display: { xs: 'block', sm: 'none' } } as const;
const NUMBER_CELL = { whiteSpace: { sm: 'nowrap' } } as const;

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
}

/**
 * A client's quotes and invoices in one list, newest first, in the client's words: number, what it is for, status,
 * total, amount due, dates, and what to do (Review, Pay or Open). The quotes page lists all of them; a project's
 * page lists that project's.
 */
export function ClientQuotesTable({ quotes, invoices, label, now, onOpenQuote }: ClientQuotesTableProps) {
  const rows: Row[] = [
    ...quotes.map((quote): Row => ({ kind: 'quote', id: quote.id, at: quote.sentAt ?? quote.createdAt, quote })),
    ...invoices.map((invoice): Row => ({ kind: 'invoice', id: invoice.id, at: invoice.issuedAt, invoice })),
  ].sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0));
  return (
    <TableContainer>
      {/* Narrower cell padding on a phone, where two columns share the width. */}
      <Table size="small" aria-label={label} sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>Number</TableCell>
            <TableCell sx={WIDEST}>For</TableCell>
            <TableCell sx={WIDE}>Status</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell align="right" sx={WIDE}>
              Amount due
            </TableCell>
            <TableCell sx={WIDER}>Valid until / due</TableCell>
            <TableCell sx={WIDE}>
              <Box component="span" sx={visuallyHidden}>
                Action
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) =>
            row.kind === 'quote' ? (
              <QuoteRow key={`q-${row.id}`} quote={row.quote} now={now} onOpen={onOpenQuote} />
            ) : (
              <InvoiceRow key={`i-${row.id}`} invoice={row.invoice} now={now} />
            ),
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function QuoteRow({ quote, now, onOpen }: { quote: Quote; now: Date; onOpen?: (quoteId: string) => void }) {
  const action = quoteAction(quote, now);
  const status = <QuoteStatusChip status={quoteDisplayStatus(quote, now)} reader="client" />;
  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={NUMBER_CELL}>
        {/* The number opens the quote: on a phone it is the row's only control. */}
        <QuoteOpener quoteId={quote.id} onOpen={onOpen}>
          Quote {quote.number}
        </QuoteOpener>
        <Box sx={{ ...PHONE_ONLY, mt: 0.5 }}>{status}</Box>
      </TableCell>
      <TableCell sx={WIDEST}>{quote.title}</TableCell>
      <TableCell sx={WIDE}>{status}</TableCell>
      <TableCell align="right">{formatCents(quote.totalCents)}</TableCell>
      {/* A quote asks for nothing until it is accepted and invoiced. */}
      <TableCell align="right" sx={WIDE}>
        —
      </TableCell>
      <TableCell sx={WIDER}>
        <DayText date={quote.validUntil} />
      </TableCell>
      <TableCell sx={WIDE}>
        <QuoteOpener quoteId={quote.id} onOpen={onOpen} button={`${action} quote ${quote.number ?? ''}`}>
          {action}
        </QuoteOpener>
      </TableCell>
    </TableRow>
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

function InvoiceRow({ invoice, now }: { invoice: Invoice; now: Date }) {
  const due = invoiceDueCents(invoice);
  const action = invoiceAction(invoice);
  const href = paths.client.quotePayment.getHref(invoice.quoteId);
  const status = <InvoiceStatusChip invoice={invoice} reader="client" now={now} />;
  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={NUMBER_CELL}>
        <Link component={RouterLink} to={href}>
          Invoice {invoice.number}
        </Link>
        <Box sx={{ ...PHONE_ONLY, mt: 0.5 }}>{status}</Box>
      </TableCell>
      <TableCell sx={WIDEST}>{invoice.title}</TableCell>
      <TableCell sx={WIDE}>{status}</TableCell>
      <TableCell align="right">
        {formatCents(invoice.totalCents)}
        {due > 0 && due < invoice.totalCents && (
          <Typography variant="body2" component="span" sx={PHONE_ONLY}>
            {formatCents(due)} due
          </Typography>
        )}
      </TableCell>
      <TableCell align="right" sx={WIDE}>
        {formatCents(due)}
      </TableCell>
      <TableCell sx={WIDER}>
        <DayText date={invoice.dueAt} />
      </TableCell>
      <TableCell sx={WIDE}>
        <Button size="small" component={RouterLink} to={href} aria-label={`${action} invoice ${invoice.number}`}>
          {action}
        </Button>
      </TableCell>
    </TableRow>
  );
}
