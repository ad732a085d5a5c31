import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { PageLoader } from '@/components/page-loader';
import { ClientQuotesTable } from '@/components/quotes/client-quotes-table';
import { paths } from '@/config/paths';
import { useProjectInvoices, useProjectQuotes } from '@/lib/firestore/quotes';

/**
 * A project's quotes and invoices on its page, live, as the quotes page lists them (status in the client's words,
 * total, amount due, and Review, Pay or Open); a quote opens on the quotes page, an invoice on its payment page.
 */
export function ProjectQuotes({ clientId, projectId }: { clientId: string; projectId: string }) {
  const quotes = useProjectQuotes(clientId, projectId, 'page');
  const invoices = useProjectInvoices(clientId, projectId, 'page');
  if (quotes.status === 'loading' || invoices.status === 'loading') return <PageLoader />;
  if (quotes.data.length + invoices.data.length === 0) {
    return (
      <Typography color="textSecondary">
        No quotes for this project yet. To ask for one, message us about this project or{' '}
        <Link component={RouterLink} to={paths.client.services.getHref()}>
          try the ballpark calculator
        </Link>
        .
      </Typography>
    );
  }
  return (
    <ClientQuotesTable
      quotes={quotes.data}
      invoices={invoices.data}
      label="Quotes and invoices for this project"
      now={new Date()}
    />
  );
}
