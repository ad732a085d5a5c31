import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { formatCents, formatRecent, outstandingCents } from '@agency/common';

import { SectionCard } from '@/components/section-card';
import { When } from '@/components/when';
import { paths } from '@/config/paths';
import { copiedNames, type NamesItsClient, useClientNamesOf } from '@/lib/firestore/client-names';
import {
  ATTENTION_LIMIT,
  useAcceptedWithoutProject,
  useAttentionTotals,
  useChangesStillWanted,
  useExpiringQuotes,
  useJoinedEnquiries,
  useNewLeads,
  useOverdueInvoices,
  useWaitingForReply,
} from '@/lib/firestore/figures';
import type { Lead } from '@/lib/firestore/leads';
import { useWhenIn } from '@/lib/firestore/live';
import type { Quote } from '@/lib/firestore/quotes';

export const leadHref = (id: string) => `${paths.admin.leads.getHref()}?lead=${encodeURIComponent(id)}`;
const quoteHref = (id: string) => `${paths.admin.quotes.getHref()}?quote=${encodeURIComponent(id)}`;
const fileHref = (id: string) => `${paths.admin.files.getHref()}?file=${encodeURIComponent(id)}`;

interface Item {
  id: string;
  href: string;
  /** The link's text: what it is. */
  label: string;
  /** Beside it: whose it is, and since when or how much. */
  detail: ReactNode;
}

interface Group {
  key: string;
  title: string;
  /** How many there are, when more than the list shows; else the list's length. */
  total?: number;
  items: Item[];
  all: { href: string; label: string };
}

/** A list's rows once it has arrived. */
const rowsOf = <T,>(list: { status: string; data?: T[] }) => (list.status === 'ready' ? list.data : undefined);

interface NeedsAttentionProps {
  now: Date;
  attempt: number;
  onRetry: () => void;
  /** How many leads are `new` in all, counted by the server (null until counted). */
  newLeadTotal: number | null;
  /** Called once every list has arrived (or failed). */
  onIn?: () => void;
}

/**
 * What needs the agency today, live: threads waiting for a reply, leads not yet contacted, leads who wrote
 * again since they were last opened, deliverables the client
 * wants changed, quotes about to lapse, accepted quotes with no project made yet, and overdue invoices. Each item links to the screen where it is dealt with.
 */
export function NeedsAttention({ now, attempt, onRetry, newLeadTotal, onIn }: NeedsAttentionProps) {
  const threads = useWaitingForReply(attempt);
  const leads = useNewLeads(attempt);
  const joined = useJoinedEnquiries(attempt);
  const changes = useChangesStillWanted(attempt);
  const quotes = useExpiringQuotes(now, attempt);
  const invoices = useOverdueInvoices(now, attempt);
  const accepted = useAcceptedWithoutProject(attempt);
  const lists = [threads, leads, joined, changes, quotes, invoices, accepted];
  useWhenIn(lists, onIn);
  const totals = useAttentionTotals(
    now,
    { quotes: rowsOf(quotes), invoices: rowsOf(invoices), accepted: rowsOf(accepted) },
    lists.every((list) => list.status !== 'loading'),
  );
  // The server's count, never fewer than the list itself shows (a count asked a moment before a new arrival).
  const totalOf = (counted: number | null, rows: readonly unknown[]) => Math.max(counted ?? 0, rows.length);
  // Whose each item is: its own copy of its client's names, else a look-up of the few items shown without one.
  const shown = [threads, changes, quotes, accepted].flatMap((list): NamesItsClient[] =>
    list.status === 'ready' ? list.data.slice(0, ATTENTION_LIMIT) : [],
  );
  const namesOf = useClientNamesOf(shown);
  const clientName = (row: NamesItsClient) => namesOf(row)?.clientName ?? 'A client';

  const groups: Group[] = [];
  if (threads.status === 'ready' && threads.data.length) {
    const waiting = threads.data;
    groups.push({
      key: 'threads',
      title: 'Waiting for your reply',
      items: waiting.slice(0, ATTENTION_LIMIT).map((thread) => ({
        id: thread.id,
        href: paths.admin.thread.getHref(thread.id),
        // Whom it is with first: every client has a "General" conversation.
        label: clientName(thread),
        detail: (
          <>
            {thread.subject || 'Conversation'}
            {thread.lastMessageAt && ` · since ${formatRecent(thread.lastMessageAt, now, true)}`}
          </>
        ),
      })),
      total: totalOf(totals.threads, waiting),
      all: { href: paths.admin.messages.getHref(), label: 'Open the inbox' },
    });
  }
  if (leads.status === 'ready' && leads.data.length) {
    groups.push({
      key: 'leads',
      title: 'New leads not yet contacted',
      items: leads.data.map((lead) => ({
        id: lead.id,
        href: leadHref(lead.id),
        label: lead.name,
        detail: `${lead.email} · ${formatRecent(lead.createdAt, now)}`,
      })),
      total: totalOf(newLeadTotal, leads.data),
      all: { href: `${paths.admin.leads.getHref()}?status=new`, label: 'See every new lead' },
    });
  }
  // A lead still New is listed above already, whatever it was sent since.
  if (joined.status === 'ready' && joined.data.length) groups.push(wroteAgainGroup(joined.data, now));
  if (changes.status === 'ready' && changes.data.length) {
    groups.push({
      key: 'changes',
      title: 'Changes requested on deliverables',
      items: changes.data.slice(0, ATTENTION_LIMIT).map((file) => ({
        id: file.id,
        href: fileHref(file.id),
        label: file.title,
        detail: (
          <>
            {clientName(file)}
            {file.approval?.at && ` · ${formatRecent(file.approval.at, now)}`}
          </>
        ),
      })),
      total: changes.data.length,
      all: { href: paths.admin.files.getHref(), label: 'Open the files' },
    });
  }
  if (quotes.status === 'ready' && quotes.data.length) {
    groups.push({
      key: 'quotes',
      title: 'Quotes expiring within a week',
      items: quotes.data.slice(0, ATTENTION_LIMIT).map((quote) => ({
        id: quote.id,
        href: quoteHref(quote.id),
        label: [quote.number, quote.title].filter(Boolean).join(' '),
        detail: (
          <>
            {clientName(quote)} · {formatCents(quote.totalCents)} · valid until{' '}
            <When date={quote.validUntil} format="day" />
          </>
        ),
      })),
      total: totalOf(totals.quotes, quotes.data),
      all: { href: `${paths.admin.quotes.getHref()}?status=sent`, label: 'See every sent quote' },
    });
  }
  if (accepted.status === 'ready' && accepted.data.length) {
    groups.push({ ...acceptedGroup(accepted.data, clientName, now), total: totalOf(totals.accepted, accepted.data) });
  }
  if (invoices.status === 'ready' && invoices.data.length) {
    groups.push({
      key: 'invoices',
      title: 'Overdue invoices',
      items: invoices.data.slice(0, ATTENTION_LIMIT).map((invoice) => ({
        id: invoice.id,
        href: quoteHref(invoice.quoteId),
        label: `${invoice.number} ${invoice.title}`,
        detail: (
          <>
            {copiedNames(invoice)?.clientName ?? (invoice.buyer.businessName || invoice.buyer.name)} ·{' '}
            {formatCents(outstandingCents(invoice))} outstanding · due <When date={invoice.dueAt} format="day" />
          </>
        ),
      })),
      total: totalOf(totals.invoices, invoices.data),
      all: { href: paths.admin.quotes.getHref(), label: 'Open the quotes' },
    });
  }

  const failed = lists.some((list) => list.status === 'error');
  const loading = lists.some((list) => list.status === 'loading');
  return (
    <SectionCard title="Needs attention">
      {failed && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          Some of what needs you could not be loaded. Check your connection, then try again.
        </Alert>
      )}
      {loading ? (
        <AttentionLoading />
      ) : groups.length ? (
        <Stack spacing={2}>
          {groups.map((group) => (
            <AttentionGroup key={group.key} group={group} />
          ))}
        </Stack>
      ) : (
        !failed && <NothingNeedsYou />
      )}
    </SectionCard>
  );
}

/** Leads being worked whose sender wrote again since the lead was last opened (a joined enquiry makes no new lead). */
function wroteAgainGroup(leads: Lead[], now: Date): Group {
  return {
    key: 'enquiries',
    title: 'Leads who wrote again',
    items: leads.map((lead) => ({
      id: lead.id,
      href: leadHref(lead.id),
      label: lead.name,
      detail: `${lead.email} · ${formatRecent(lead.enquiryUnreadAt ?? lead.createdAt, now)}`,
    })),
    all: { href: paths.admin.leads.getHref(), label: 'Open the leads' },
  };
}

/** Accepted quotes no project has been made from yet, each opening the quote, where its project is made. */
function acceptedGroup(quotes: Quote[], clientName: (row: NamesItsClient) => string, now: Date): Group {
  return {
    key: 'accepted',
    title: 'Accepted quotes without a project',
    items: quotes.map((quote) => ({
      id: quote.id,
      href: quoteHref(quote.id),
      label: [quote.number, quote.title].filter(Boolean).join(' '),
      detail: (
        <>
          {clientName(quote)} · {formatCents(quote.totalCents)}
          {quote.closedAt && <> · accepted {formatRecent(quote.closedAt, now)}</>}
        </>
      ),
    })),
    all: { href: `${paths.admin.quotes.getHref()}?status=accepted`, label: 'See every accepted quote' },
  };
}

function AttentionLoading() {
  return (
    <Box role="status" aria-label="Loading what needs you">
      {[0, 1, 2].map((row) => (
        <Box key={row} sx={{ mb: 2 }}>
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="text" />
          <Skeleton variant="text" width="80%" />
        </Box>
      ))}
    </Box>
  );
}

function NothingNeedsYou() {
  return (
    <Box sx={{ py: 3, textAlign: 'center' }}>
      <Typography sx={{ fontWeight: 600 }}>Nothing needs you</Typography>
      <Typography color="textSecondary">
        No conversation waits for a reply, every lead is contacted, every accepted quote has its project, and no quote
        or invoice is running late.
      </Typography>
    </Box>
  );
}

function AttentionGroup({ group }: { group: Group }) {
  const headingId = useId();
  const total = group.total ?? group.items.length;
  const count = String(total);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {group.title} ({count})
      </Typography>
      <List dense disablePadding aria-labelledby={headingId}>
        {group.items.map((item) => (
          <ListItem key={item.id} disableGutters>
            <ListItemText
              primary={
                <Link component={RouterLink} to={item.href}>
                  {item.label}
                </Link>
              }
              secondary={item.detail}
            />
          </ListItem>
        ))}
      </List>
      <Link component={RouterLink} to={group.all.href} variant="body2">
        {total > group.items.length ? `${group.all.label} (${count})` : group.all.label}
      </Link>
    </Box>
  );
}
