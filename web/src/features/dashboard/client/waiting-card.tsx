import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { formatCents, INVOICE_STATUS_WORDS, invoiceIsOverdue, outstandingCents } from '@agency/common';

import { DashboardCard, EmptyCard } from '@/components/dashboard-card';
import { When } from '@/components/when';
import { paths } from '@/config/paths';
import { useAwaitingDecision } from '@/lib/firestore/files';
import { useWhenIn } from '@/lib/firestore/live';
import { useClientInvoices, useClientQuotes } from '@/lib/firestore/quotes';
import { useUnreadThreads } from '@/lib/firestore/threads';

import { waitingCount, waitingItems } from './waiting-items';

const fileHref = (id: string) => `${paths.client.files.getHref()}?file=${encodeURIComponent(id)}`;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The top of the dashboard: everything that waits on the client, each one click from where it is dealt with.
 * `onIn` is called once all of it has arrived (or failed).
 */
export function WaitingCard({ uid, onIn }: { uid: string; onIn?: () => void }) {
  const deliverables = useAwaitingDecision(uid, 'card');
  const quotes = useClientQuotes(uid, 'card');
  const invoices = useClientInvoices(uid, 'card');
  // Only the conversations with something unread wait on the client.
  const threads = useUnreadThreads(uid, 'card');
  useWhenIn([deliverables, quotes, invoices, threads], onIn);
  return (
    <DashboardCard title="What needs you" prominent reads={[deliverables, quotes, invoices, threads]} skeletonRows={2}>
      {() => {
        if (deliverables.status !== 'ready' || quotes.status !== 'ready') return null;
        if (invoices.status !== 'ready' || threads.status !== 'ready') return null;
        const now = new Date();
        const items = waitingItems(
          { deliverables: deliverables.data, quotes: quotes.data, invoices: invoices.data, threads: threads.data },
          now,
        );
        if (!waitingCount(items)) {
          return (
            <Stack spacing={1}>
              <Typography sx={{ fontWeight: 600 }}>You’re all caught up</Typography>
              <EmptyCard
                text="Nothing is waiting for you: no work to approve, no quote to decide on, no invoice to pay and no unread message. When there is, it shows here first."
                action={{ to: paths.client.messages.getHref(), label: 'Message the team' }}
              />
            </Stack>
          );
        }
        return (
          <Grid container spacing={{ xs: 2, md: 3 }}>
            {items.deliverables.length > 0 && (
              <Group title={`Work to approve (${items.deliverables.length})`}>
                {items.deliverables.map((file) => (
                  <Item
                    key={file.id}
                    to={fileHref(file.id)}
                    text={file.title}
                    details={
                      <>
                        {file.version > 1 ? `Version ${file.version}, shared ` : 'Shared '}
                        <When date={file.createdAt} format="day" /> · approve it or ask for changes
                      </>
                    }
                  />
                ))}
              </Group>
            )}
            {items.quotes.length > 0 && (
              <Group title={`Quotes to decide on (${items.quotes.length})`}>
                {items.quotes.map((quote) => (
                  <Item
                    key={quote.id}
                    to={paths.client.quote.getHref(quote.id)}
                    text={`Quote ${quote.number ?? ''}: ${quote.title}`}
                    details={
                      <>
                        {formatCents(quote.totalCents)} · valid until <When date={quote.validUntil} format="day" />
                      </>
                    }
                  />
                ))}
              </Group>
            )}
            {items.invoices.length > 0 && (
              <Group title={`Invoices to pay (${items.invoices.length})`}>
                {items.invoices.map((invoice) => {
                  const overdue = invoiceIsOverdue(invoice, now);
                  return (
                    <Item
                      key={invoice.id}
                      to={paths.client.quotePayment.getHref(invoice.quoteId)}
                      text={`Invoice ${invoice.number}: ${invoice.title}`}
                      badge={
                        overdue ? (
                          <Chip size="small" color="error" label={INVOICE_STATUS_WORDS.client.overdue} />
                        ) : undefined
                      }
                      details={
                        <>
                          {formatCents(outstandingCents(invoice))} {overdue ? 'was due' : 'due'}{' '}
                          <When date={invoice.dueAt} format="day" />
                        </>
                      }
                    />
                  );
                })}
              </Group>
            )}
            {items.threads.length > 0 && (
              <Group title={`Unread messages (${items.threads.reduce((sum, row) => sum + row.unreadForClient, 0)})`}>
                {items.threads.map((thread) => (
                  <Item
                    key={thread.id}
                    to={paths.client.thread.getHref(thread.id)}
                    text={thread.subject}
                    badge={
                      <Chip size="small" color="primary" label={plural(thread.unreadForClient, 'unread', 'unread')} />
                    }
                    details={thread.lastMessagePreview}
                  />
                ))}
              </Group>
            )}
          </Grid>
        );
      }}
    </DashboardCard>
  );
}

/** One kind of waiting item: a small heading and its list, side by side with the others on a wide screen. */
function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {title}
      </Typography>
      <List dense aria-label={title.replace(/ \(\d+\)$/, '')} disablePadding>
        {children}
      </List>
    </Grid>
  );
}

function Item({ to, text, details, badge }: { to: string; text: string; details: ReactNode; badge?: ReactNode }) {
  return (
    <ListItem disableGutters divider>
      <ListItemText
        primary={
          <Stack
            direction="row"
            useFlexGap
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            component="span"
          >
            <Link component={RouterLink} to={to} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {text}
            </Link>
            {badge}
          </Stack>
        }
        secondary={details}
      />
    </ListItem>
  );
}
