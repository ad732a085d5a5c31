import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { formatCents, invoicePaidAt } from '@agency/common';

import { DashboardCard } from '@/components/dashboard-card';
import { DetailsList } from '@/components/details-list';
import { When } from '@/components/when';
import { paths } from '@/config/paths';
import { financialYearOf, paidDuring, useClientMoney } from '@/lib/firestore/client-money';
import { signatureOf } from '@/lib/firestore/counts';
import { type Invoice, type Quote, useClientInvoices, useClientQuotes } from '@/lib/firestore/quotes';

import { InvoiceStatusChip, QuoteStatusChip } from '../shared/status-chips';

/** Rows each list of the record shows; the Quotes screen, filtered to the client, has the rest a page at a time. */
const SHOWN = 5;

const quoteHref = (quoteId: string) => `${paths.admin.quotes.getHref()}?quote=${encodeURIComponent(quoteId)}`;
const clientQuotesHref = (clientId: string) => `${paths.admin.quotes.getHref()}?client=${encodeURIComponent(clientId)}`;

/**
 * The client's money at a glance: owed now, overdue, paid this financial year and in all, and open quotes with
 * their value. Summed by the server, again as the client's invoices and quotes change (a payment shows without a
 * reload); this financial year's payments are summed from the newest invoices' payment dates.
 */
export function ClientMoneyCard({ clientId }: { clientId: string }) {
  const invoices = useClientInvoices(clientId, 'card');
  const quotes = useClientQuotes(clientId, 'card');
  const changed =
    invoices.status === 'ready' && quotes.status === 'ready'
      ? `${signatureOf(invoices.data, (invoice) => [invoice.status, invoice.amountPaidCents])} ${signatureOf(
          quotes.data,
          (quote) => quote.status,
        )}`
      : null;
  const money = useClientMoney(clientId, changed);
  const year = financialYearOf(new Date());
  return (
    <DashboardCard title="Money" reads={[invoices, quotes, money]} skeletonRows={3}>
      {() =>
        money.status === 'ready' && invoices.status === 'ready' ? (
          <DetailsList
            labelWidth="11rem"
            rows={[
              ['Owed now', formatCents(money.money.owedCents)],
              [
                'Overdue',
                money.money.overdueCount
                  ? `${formatCents(money.money.overdueCents)} on ${money.money.overdueCount} ${
                      money.money.overdueCount === 1 ? 'invoice' : 'invoices'
                    }`
                  : 'Nothing overdue',
              ],
              [`Paid in ${year.label}`, formatCents(paidDuring(invoices.data, year))],
              ['Paid in all', formatCents(money.money.paidCents)],
              [
                'Open quotes',
                money.money.openQuotes
                  ? `${money.money.openQuotes} worth ${formatCents(money.money.openQuotesCents)}`
                  : 'None waiting for an answer',
              ],
            ]}
          />
        ) : null
      }
    </DashboardCard>
  );
}

/** The client's newest quotes and invoices, live, each opening on the Quotes screen. */
export function ClientQuotesAndInvoices({ clientId }: { clientId: string }) {
  const quotes = useClientQuotes(clientId, 'card');
  const invoices = useClientInvoices(clientId, 'card');
  return (
    <DashboardCard
      title="Quotes and invoices"
      more={{ to: clientQuotesHref(clientId), label: 'All quotes' }}
      reads={[quotes, invoices]}
    >
      {() => (
        <Stack spacing={2}>
          <Rows
            label="Quotes, newest first"
            rows={quotes.data?.slice(0, SHOWN) ?? []}
            empty={
              <>
                No quotes sent yet.{' '}
                <Link component={RouterLink} to={`${clientQuotesHref(clientId)}&new=1`}>
                  Write one
                </Link>
                .
              </>
            }
            row={(quote: Quote) => <QuoteLine quote={quote} />}
          />
          <Rows
            label="Invoices, newest first"
            rows={invoices.data?.slice(0, SHOWN) ?? []}
            empty="No invoices yet: one is issued when the client accepts a quote."
            row={(invoice: Invoice) => <InvoiceLine invoice={invoice} name={`${invoice.number}: ${invoice.title}`} />}
          />
        </Stack>
      )}
    </DashboardCard>
  );
}

/**
 * An invoice in a short list: its name (opening its quote on Quotes, where invoices are handled), its total and
 * the day that matters (when it was paid, else when it is due), and where it stands.
 */
export function InvoiceLine({ invoice, name }: { invoice: Invoice; name: string }) {
  const paidAt = invoicePaidAt(invoice);
  return (
    <>
      <Link component={RouterLink} to={quoteHref(invoice.quoteId)}>
        {name}
      </Link>
      <Typography component="span" color="textSecondary">
        {formatCents(invoice.totalCents)}
        {invoice.status !== 'void' && (
          <>
            , {paidAt ? 'paid' : 'due'} <When date={paidAt ?? invoice.dueAt} format="day" inSentence />
          </>
        )}
      </Typography>
      <InvoiceStatusChip invoice={invoice} reader="agency" />
    </>
  );
}

/** A quote in a short list: its number and title (opening it on Quotes), its total and where it stands. */
export function QuoteLine({ quote, strong = false }: { quote: Quote; strong?: boolean }) {
  return (
    <>
      <Link component={RouterLink} to={quoteHref(quote.id)} sx={strong ? { fontWeight: 600 } : undefined}>
        {quote.number ?? 'Draft'}: {quote.title}
      </Link>
      <Typography component="span" color="textSecondary">
        {formatCents(quote.totalCents)}
      </Typography>
      <QuoteStatusChip status={quote.status} reader="agency" />
    </>
  );
}

function Rows<T extends { id: string }>({
  label,
  rows,
  empty,
  row,
}: {
  label: string;
  rows: T[];
  empty: React.ReactNode;
  row: (item: T) => React.ReactNode;
}) {
  return (
    <div>
      <Typography variant="h3" sx={{ fontSize: '1rem', mb: 0.5 }}>
        {label.split(',')[0]}
      </Typography>
      {rows.length ? (
        <List aria-label={label} disablePadding>
          {rows.map((item) => (
            <ListItem key={item.id} disableGutters divider sx={{ gap: 1.5, flexWrap: 'wrap' }}>
              {row(item)}
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="textSecondary">{empty}</Typography>
      )}
    </div>
  );
}
