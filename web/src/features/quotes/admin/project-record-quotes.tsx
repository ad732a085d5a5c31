import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { DashboardCard, EmptyCard } from '@/components/dashboard-card';
import { paths } from '@/config/paths';
import { type Quote, useProjectQuotes, useQuoteInvoices } from '@/lib/firestore/quotes';

import { InvoiceLine, QuoteLine } from './client-record-money';

/**
 * A project's quotes, newest first, each with the invoices issued for it (an invoice belongs to the project through
 * its quote: one accepted before the project was made keeps no project of its own, decision 017), live, each
 * opening on the Quotes screen.
 */
export function ProjectRecordQuotes({ clientId, projectId }: { clientId: string; projectId: string }) {
  const quotes = useProjectQuotes(clientId, projectId, 'card');
  const newQuote = `${paths.admin.quotes.getHref()}?client=${encodeURIComponent(clientId)}&new=1`;
  return (
    <DashboardCard
      title="Quotes and invoices"
      more={{
        to: `${paths.admin.quotes.getHref()}?client=${encodeURIComponent(clientId)}`,
        label: 'All the client’s quotes',
      }}
      reads={[quotes]}
    >
      {() => {
        if (quotes.status !== 'ready') return null;
        if (!quotes.data.length) {
          return (
            <EmptyCard
              text="No quotes for this project. A quote made into this project, or sent about it, shows here with its invoices."
              action={{ to: newQuote, label: 'New quote' }}
            />
          );
        }
        return (
          <List aria-label="Quotes of this project, newest first" disablePadding>
            {quotes.data.map((quote) => (
              <QuoteRow key={quote.id} quote={quote} clientId={clientId} />
            ))}
          </List>
        );
      }}
    </DashboardCard>
  );
}

function QuoteRow({ quote, clientId }: { quote: Quote; clientId: string }) {
  const invoices = useQuoteInvoices(clientId, quote.id, 'card');
  return (
    <ListItem disableGutters divider sx={{ display: 'block', py: 1.5 }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <QuoteLine quote={quote} strong />
      </Stack>
      {invoices.status === 'error' ? (
        <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
          Its invoices could not be loaded.{' '}
          <Button size="small" onClick={invoices.retry}>
            Try again
          </Button>
        </Typography>
      ) : (
        invoices.status === 'ready' &&
        invoices.data.length > 0 && (
          <List aria-label={`Invoices of ${quote.number ?? quote.title}`} dense disablePadding sx={{ pl: 2 }}>
            {invoices.data.map((invoice) => (
              <ListItem key={invoice.id} disableGutters sx={{ gap: 1.5, flexWrap: 'wrap' }}>
                <InvoiceLine invoice={invoice} name={`Invoice ${invoice.number}`} />
              </ListItem>
            ))}
          </List>
        )
      )}
    </ListItem>
  );
}
