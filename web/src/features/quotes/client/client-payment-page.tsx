import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router-dom';

import { invoiceHeading } from '@agency/common';

import { PageErrorBoundary } from '@/components/page-error';
import { SectionCard } from '@/components/section-card';
import { PageHead } from '@/components/seo/page-head';
import type { PageProps } from '@/components/seo/page-meta';
import { When } from '@/components/when';
import { paths } from '@/config/paths';
import { DownloadInvoiceButton } from '@/features/quotes/shared/download-invoice-button';
import { invoiceIsPayable } from '@/features/quotes/shared/invoice-content';
import { InvoiceView } from '@/features/quotes/shared/invoice-view';
import { useSession } from '@/lib/auth/session';
import { type Invoice, type Quote, useQuote, useQuoteInvoices } from '@/lib/firestore/quotes';

import { PaymentSection } from './payment-section';

/**
 * /client/payment/{quoteId}: the invoice for one of the client's accepted quotes, live, and how to pay it. A quote
 * that is not theirs reads exactly like one that does not exist (the rules refuse both); a quote with no invoice
 * yet says it is issued on acceptance. Stripe sends the client back here with `?paid=1` or `?cancelled=1`.
 */
export default function ClientPaymentPage({ meta }: PageProps) {
  const { pathname } = useLocation();
  const { quoteId = '' } = useParams();
  const head = (title: string) => <PageHead title={title} description={meta.description} path={pathname} noIndex />;
  return (
    <Container component="section" maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Button component={RouterLink} to={paths.client.quotes.getHref()} sx={{ mb: 1, ml: -1 }}>
        ← All quotes and invoices
      </Button>
      <PageErrorBoundary resetKey={quoteId}>
        <QuotePayment quoteId={quoteId} head={head} fallbackTitle={meta.title} />
      </PageErrorBoundary>
    </Container>
  );
}

interface QuotePaymentProps {
  quoteId: string;
  head: (title: string) => ReactNode;
  fallbackTitle: string;
}

function QuotePayment({ quoteId, head, fallbackTitle }: QuotePaymentProps) {
  const session = useSession();
  const uid = session.status === 'ready' ? (session.user?.uid ?? '') : '';
  const quote = useQuote(quoteId, 'card');
  if (quote.status === 'loading') {
    return (
      <>
        {head(fallbackTitle)}
        <PaymentSkeleton />
      </>
    );
  }
  if (quote.status !== 'ready' || quote.data.clientId !== uid) {
    return (
      <Unavailable head={head} title="Quote not found">
        There is no quote at this address in your portal: the link may be wrong, or the quote may have been withdrawn.
      </Unavailable>
    );
  }
  if (!quote.data.invoiceId) {
    return (
      <Unavailable head={head} title="No invoice yet">
        {quote.data.number ? `Quote ${quote.data.number}` : 'This quote'} has no invoice yet: we issue the invoice when
        you accept the quote.
      </Unavailable>
    );
  }
  return <QuoteInvoices quote={quote.data} uid={uid} head={head} fallbackTitle={fallbackTitle} />;
}

function QuoteInvoices({
  quote,
  uid,
  head,
  fallbackTitle,
}: {
  quote: Quote;
  uid: string;
  head: (title: string) => ReactNode;
  fallbackTitle: string;
}) {
  const invoices = useQuoteInvoices(uid, quote.id, 'page');
  const [params] = useSearchParams();
  const now = new Date();
  const current = invoices.data?.find((invoice) => invoice.id === quote.invoiceId);
  if (invoices.status === 'loading' || !current) {
    // The quote names its invoice, which the query has not brought yet (they are written together).
    return (
      <>
        {head(fallbackTitle)}
        <PaymentSkeleton />
      </>
    );
  }
  const earlier = invoices.data.filter((invoice) => invoice.id !== current.id);
  const asked = earlier.find((invoice) => invoice.id === params.get('invoice'));
  const shown = asked ?? current;
  const heading = invoiceHeading(shown.gstRegistered);
  const payable = !asked && invoiceIsPayable(current);

  return (
    <Stack spacing={3}>
      {head(`${heading} ${shown.number}`)}
      <div>
        <Typography variant="h1">{payable ? 'Payment' : heading}</Typography>
        <Typography color="textSecondary">
          {quote.number ? `Quote ${quote.number}: ` : ''}
          {quote.title}
        </Typography>
      </div>
      {!asked && <ReturnFromCard invoice={current} />}
      {asked && (
        <Alert severity="info">
          This invoice was replaced and nothing is payable on it.{' '}
          <Link component={RouterLink} to={{ search: '' }}>
            See the current invoice, {current.number}
          </Link>
          .
        </Alert>
      )}
      {payable && <PaymentSection invoice={current} now={now} />}
      <InvoiceView invoice={shown} now={now} actions={<DownloadInvoiceButton invoice={shown} />} />
      {earlier.length > 0 && <EarlierInvoices invoices={earlier} shownId={shown.id} />}
    </Stack>
  );
}

/** What Stripe Checkout came back with: paid (confirmed live when its webhook records it) or cancelled. */
function ReturnFromCard({ invoice }: { invoice: Invoice }) {
  const [params] = useSearchParams();
  if (params.get('paid') === '1') {
    return invoice.status === 'paid' ? (
      <Alert severity="success" role="status">
        Thank you — your payment has been received and this invoice is paid.
      </Alert>
    ) : (
      <Alert severity="info" role="status">
        Thank you — your card payment is being confirmed. This page updates by itself once it is.
      </Alert>
    );
  }
  if (params.get('cancelled') === '1') {
    return (
      <Alert severity="info" role="status">
        The card payment was cancelled and nothing was charged. You can try again, or pay by bank transfer.
      </Alert>
    );
  }
  return null;
}

/** Invoices this quote had before the current one: each was voided and replaced. */
function EarlierInvoices({ invoices, shownId }: { invoices: Invoice[]; shownId: string }) {
  return (
    <SectionCard title="Earlier invoices">
      <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
        {invoices.map((invoice) => (
          <li key={invoice.id}>
            <Typography>
              {invoice.id === shownId ? (
                <strong>{invoice.number} (shown above)</strong>
              ) : (
                <Link component={RouterLink} to={`?invoice=${encodeURIComponent(invoice.id)}`}>
                  {invoice.number}
                </Link>
              )}
              {' — Replaced'}
              {invoice.voidedAt && (
                <>
                  {' on '}
                  <When date={invoice.voidedAt} format="day" />
                </>
              )}
              {invoice.voidReason ? `: ${invoice.voidReason}` : ''}
            </Typography>
          </li>
        ))}
      </Stack>
    </SectionCard>
  );
}

function Unavailable({
  head,
  title,
  children,
}: {
  head: (title: string) => ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack spacing={2} sx={{ py: 6, textAlign: 'center', alignItems: 'center' }} role="alert">
      {head(title)}
      <Typography variant="h1">{title}</Typography>
      <Typography color="textSecondary" sx={{ maxWidth: 560 }}>
        {children}
      </Typography>
      <Button component={RouterLink} to={paths.client.quotes.getHref()} variant="contained">
        Back to your quotes
      </Button>
    </Stack>
  );
}

function PaymentSkeleton() {
  return (
    <Stack spacing={3} role="status" aria-label="Loading the invoice">
      <Skeleton variant="text" width="40%" sx={{ fontSize: '2.4rem' }} />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Skeleton variant="text" width="25%" sx={{ fontSize: '1.25rem' }} />
        <Skeleton variant="rectangular" height={120} sx={{ mt: 2 }} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Skeleton variant="text" width="30%" sx={{ fontSize: '1.9rem' }} />
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="50%" />
        <Skeleton variant="rectangular" height={160} sx={{ mt: 2 }} />
      </Paper>
    </Stack>
  );
}
