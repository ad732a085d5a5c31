import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

import { quoteIsOpen } from '@agency/common';

import { EmptyState } from '@/components/page/empty-state';
import { PortalPage } from '@/components/page/portal-page';
import { PageLoader } from '@/components/page-loader';
import { SectionCard } from '@/components/section-card';
import type { PageProps } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { ClientQuotesTable } from '@/features/quotes/client/client-quotes-table';
import { useSession } from '@/lib/auth/session';
import { useClientInvoices, useClientQuotes } from '@/lib/firestore/quotes';
import { documentIdOr, useQueryParams } from '@/lib/use-query-params';

import { ClientQuoteDialog } from './client-quote-dialog';

/** `?quote=<id>` opens that quote (mails, the dashboard and project pages link to it). */
const QUOTE_PARAM = paths.client.quote.param;

/** /client/quotes: the client's quotes (never drafts) and invoices in one list, newest first, live. */
export default function ClientQuotesPage({ meta }: PageProps) {
  return (
    <PortalPage
      meta={meta}
      title="Invoices and quotes"
      intro="Read and accept our quotes, and see and pay your invoices."
    >
      <ClientQuotes />
    </PortalPage>
  );
}

function ClientQuotes() {
  const session = useSession();
  const uid = session.status === 'ready' ? (session.user?.uid ?? '') : '';
  const quotes = useClientQuotes(uid, 'page');
  const invoices = useClientInvoices(uid, 'page');
  const [params, change] = useQueryParams();
  // A link edited to name no document id (a path, a reserved name) opens nothing: no quote could be read by it.
  const openId = documentIdOr(params.get(QUOTE_PARAM), null);
  const setOpen = (id: string | null) => change({ [QUOTE_PARAM]: id });

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
        <ClientQuotesTable
          quotes={quotes.data}
          invoices={invoices.data}
          label="Your quotes and invoices"
          now={now}
          onOpenQuote={setOpen}
          empty={
            <EmptyState framed={false}>
              No quotes yet. Try the{' '}
              <Link component={RouterLink} to={paths.client.services.getHref()}>
                ballpark calculator
              </Link>{' '}
              and request a quote: it will show here when we send it.
            </EmptyState>
          }
        />
      </SectionCard>
      <ClientQuoteDialog quoteId={openId} onClose={() => setOpen(null)} />
    </>
  );
}
