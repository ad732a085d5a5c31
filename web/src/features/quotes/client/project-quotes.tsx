import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

import { EmptyState } from '@/components/page/empty-state';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { ClientQuotesTable } from '@/features/quotes/client/client-quotes-table';
import { useProjectInvoices, useProjectQuotes, useQuotesInvoices } from '@/lib/firestore/quotes';

/**
 * A project's quotes and invoices on its page, live, as the quotes page lists them (status in the client's words,
 * total, amount due, and Review, Pay or Open); a quote opens on the quotes page, an invoice on its payment page.
 */
export function ProjectQuotes({ clientId, projectId }: { clientId: string; projectId: string }) {
  const quotes = useProjectQuotes(clientId, projectId, 'page');
  const linked = useProjectInvoices(clientId, projectId, 'page');
  // An invoice issued on acceptance, before the project was made from its quote, is the project's through its
  // quote: as the agency's project record finds it.
  const viaQuotes = useQuotesInvoices(
    clientId,
    quotes.status === 'ready' ? quotes.data.map((quote) => quote.id) : null,
    'page',
  );
  if (quotes.status === 'loading' || linked.status === 'loading' || viaQuotes.status === 'loading') {
    return <PageLoader />;
  }
  const invoices = [...linked.data, ...viaQuotes.data.filter((one) => !linked.data.some(({ id }) => id === one.id))];
  return (
    <ClientQuotesTable
      quotes={quotes.data}
      invoices={invoices}
      label="Quotes and invoices for this project"
      now={new Date()}
      empty={
        <EmptyState framed={false}>
          No quotes for this project yet. To ask for one, message us about this project or{' '}
          <Link component={RouterLink} to={paths.client.services.getHref()}>
            try the ballpark calculator
          </Link>
          .
        </EmptyState>
      }
    />
  );
}
