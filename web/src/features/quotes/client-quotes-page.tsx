import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

import { formatCents, outstandingCents, quoteIsOpen } from '@agency/common';

import { PageLoader } from '@/components/page-loader';
import { DayText } from '@/components/quotes/day-text';
import { InvoiceStatusChip, QuoteStatusChip } from '@/components/quotes/status-chips';
import { SectionCard } from '@/components/section-card';
import { PageHead } from '@/components/seo/page-head';
import type { PageProps } from '@/components/seo/page-meta';
import { visuallyHidden } from '@/components/visually-hidden';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { clientInvoicesQuery, clientQuotesQuery, type Invoice, type Quote } from '@/lib/firestore/quotes';

import { ClientQuoteDialog } from './client-quote-dialog';

/** `?quote=<id>` opens that quote (mails and the timeline link to it). */
const QUOTE_PARAM = 'quote';

/** Hidden on phones, where the table keeps what, status, amount and the action. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

type Row =
  | { kind: 'quote'; id: string; at: Date | null; quote: Quote }
  | { kind: 'invoice'; id: string; at: Date; invoice: Invoice };

/** /client/quotes: the client's quotes (never drafts) and invoices in one list, newest first, live. */
export default function ClientQuotesPage({ meta }: PageProps) {
  const { pathname } = useLocation();
  return (
    <Container component="section" maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHead title={meta.title} description={meta.description} path={pathname} noIndex />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, mb: 1 }}>
        Invoices and quotes
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Read and accept our quotes, and see and pay your invoices.
      </Typography>
      <ClientQuotes />
    </Container>
  );
}

function ClientQuotes() {
  const session = useSession();
  const uid = session.status === 'ready' ? (session.user?.uid ?? '') : '';
  const db = useFirestore();
  const quotes = useFirestoreCollectionData(clientQuotesQuery(db, uid));
  const invoices = useFirestoreCollectionData(clientInvoicesQuery(db, uid));
  const [params, setParams] = useSearchParams();
  const openId = params.get(QUOTE_PARAM);
  const setOpen = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(QUOTE_PARAM, id);
        else next.delete(QUOTE_PARAM);
        return next;
      },
      { replace: true },
    );

  if (quotes.status === 'loading' || invoices.status === 'loading') return <PageLoader />;
  const now = new Date();
  const rows: Row[] = [
    ...quotes.data.map((quote): Row => ({ kind: 'quote', id: quote.id, at: quote.sentAt ?? quote.createdAt, quote })),
    ...invoices.data.map((invoice): Row => ({ kind: 'invoice', id: invoice.id, at: invoice.issuedAt, invoice })),
  ].sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0));
  const awaiting = quotes.data.filter((quote) => quoteIsOpen(quote, now)).length;

  return (
    <>
      {awaiting > 0 && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {awaiting === 1 ? 'One quote is' : `${awaiting} quotes are`} waiting for your decision.
        </Alert>
      )}
      <SectionCard title="Your quotes and invoices">
        {rows.length === 0 ? (
          <Typography color="textSecondary">
            No quotes yet. Try the{' '}
            <Link component={RouterLink} to={paths.client.services.getHref()}>
              ballpark calculator
            </Link>{' '}
            and request a quote: it will show here when we send it.
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Your quotes and invoices">
              <TableHead>
                <TableRow>
                  <TableCell>Number</TableCell>
                  <TableCell sx={WIDE_ONLY}>For</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right">Amount</TableCell>
                  <TableCell sx={WIDE_ONLY}>Date</TableCell>
                  <TableCell sx={WIDE_ONLY}>Valid until / due</TableCell>
                  <TableCell sx={WIDE_ONLY}>
                    <Box component="span" sx={visuallyHidden}>
                      Action
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) =>
                  row.kind === 'quote' ? (
                    <QuoteRow key={`q-${row.id}`} quote={row.quote} now={now} onOpen={() => setOpen(row.id)} />
                  ) : (
                    <InvoiceRow key={`i-${row.id}`} invoice={row.invoice} />
                  ),
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </SectionCard>
      <ClientQuoteDialog quoteId={openId} onClose={() => setOpen(null)} />
    </>
  );
}

function QuoteRow({ quote, now, onOpen }: { quote: Quote; now: Date; onOpen: () => void }) {
  const expired = quote.status === 'sent' && !quoteIsOpen(quote, now);
  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
        {/* The number opens the quote: on a phone it is the row's only control. */}
        <Link component="button" type="button" onClick={onOpen} sx={{ verticalAlign: 'baseline' }}>
          Quote {quote.number}
        </Link>
      </TableCell>
      <TableCell sx={WIDE_ONLY}>{quote.title}</TableCell>
      <TableCell>
        <QuoteStatusChip status={expired ? 'expired' : quote.status} reader="client" />
      </TableCell>
      <TableCell align="right">{formatCents(quote.totalCents)}</TableCell>
      <TableCell sx={WIDE_ONLY}>
        <DayText date={quote.sentAt} />
      </TableCell>
      <TableCell sx={WIDE_ONLY}>
        <DayText date={quote.validUntil} />
      </TableCell>
      <TableCell sx={WIDE_ONLY}>
        <Button size="small" onClick={onOpen} aria-label={`Open quote ${quote.number ?? ''}`}>
          {quoteIsOpen(quote, now) ? 'Review' : 'Open'}
        </Button>
      </TableCell>
    </TableRow>
  );
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const due = invoice.status === 'issued' ? outstandingCents(invoice) : 0;
  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
        <Link component={RouterLink} to={paths.client.quotePayment.getHref(invoice.quoteId)}>
          Invoice {invoice.number}
        </Link>
      </TableCell>
      <TableCell sx={WIDE_ONLY}>{invoice.title}</TableCell>
      <TableCell>
        <InvoiceStatusChip invoice={invoice} reader="client" />
      </TableCell>
      <TableCell align="right">
        {formatCents(invoice.totalCents)}
        {due > 0 && due < invoice.totalCents && (
          <Typography variant="body2" component="span" sx={{ display: 'block' }}>
            {formatCents(due)} to pay
          </Typography>
        )}
      </TableCell>
      <TableCell sx={WIDE_ONLY}>
        <DayText date={invoice.issuedAt} />
      </TableCell>
      <TableCell sx={WIDE_ONLY}>
        <DayText date={invoice.dueAt} />
      </TableCell>
      <TableCell sx={WIDE_ONLY}>
        <Button
          size="small"
          component={RouterLink}
          to={paths.client.quotePayment.getHref(invoice.quoteId)}
          aria-label={`${due > 0 ? 'Pay' : 'View'} invoice ${invoice.number}`}
        >
          {due > 0 ? 'View and pay' : 'View'}
        </Button>
      </TableCell>
    </TableRow>
  );
}
