import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';

import { quoteIsOpen } from '@agency/common';

import { PageLoader } from '@/components/page-loader';
import { ClientQuotesTable } from '@/components/quotes/client-quotes-table';
import { SectionCard } from '@/components/section-card';
import { PageHead } from '@/components/seo/page-head';
import type { PageProps } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { useClientInvoices, useClientQuotes } from '@/lib/firestore/quotes';

import { ClientQuoteDialog } from './client-quote-dialog';

/** `?quote=<id>` opens that quote (mails, the dashboard and project pages link to it). */
const QUOTE_PARAM = paths.client.quote.param;

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
  const quotes = useClientQuotes(uid, 'page');
  const invoices = useClientInvoices(uid, 'page');
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
  const awaiting = quotes.data.filter((quote) => quoteIsOpen(quote, now)).length;

  return (
    <>
      {/* A line that is there when the page opens, not news: read in its place, never announced. */}
      {awaiting > 0 && (
        <Alert severity="info" role="note" sx={{ mb: 3 }}>
          {awaiting === 1 ? 'One quote is' : `${awaiting} quotes are`} waiting for your decision.
        </Alert>
      )}
      <SectionCard title="Your quotes and invoices">
        {quotes.data.length + invoices.data.length === 0 ? (
          <Typography color="textSecondary">
            No quotes yet. Try the{' '}
            <Link component={RouterLink} to={paths.client.services.getHref()}>
              ballpark calculator
            </Link>{' '}
            and request a quote: it will show here when we send it.
          </Typography>
        ) : (
          <ClientQuotesTable
            quotes={quotes.data}
            invoices={invoices.data}
            label="Your quotes and invoices"
            now={now}
            onOpenQuote={setOpen}
          />
        )}
      </SectionCard>
      <ClientQuoteDialog quoteId={openId} onClose={() => setOpen(null)} />
    </>
  );
}
