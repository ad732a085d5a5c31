import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { clientLabel, QUOTE_STATUS_WORDS, QUOTE_STATUSES, type QuoteStatus } from '@agency/common';

import { ClientPicker } from '@/components/forms/client-picker';
import { SelectField } from '@/components/forms/select-field';
import { type DataColumn, DataTable } from '@/components/page/data-table';
import { EmptyState } from '@/components/page/empty-state';
import { FilterBar } from '@/components/page/filter-bar';
import { PortalPage } from '@/components/page/portal-page';
import { PageLoader } from '@/components/page-loader';
import type { PageProps } from '@/components/seo/page-meta';
import { When } from '@/components/when';
import { formatCents } from '@/features/quotes/shared/money';
import { QuoteStatusChip } from '@/features/quotes/shared/status-chips';
import { copiedNames, useClientNamesOf } from '@/lib/firestore/client-names';
import { useAllProjects } from '@/lib/firestore/projects';
import { type Quote, useAdminQuotes, useQuote } from '@/lib/firestore/quotes';
import { useQueryParams } from '@/lib/use-query-params';

import { type Choice, QuoteBuilder } from './admin-quote-builder';
import { QuoteView } from './admin-quote-view';
import { statusSums } from './admin-status-sums';

const STATUS_OPTIONS = QUOTE_STATUSES.map((value) => ({ value, label: QUOTE_STATUS_WORDS.agency[value] }));
const isStatus = (value: string | null): value is QuoteStatus =>
  value !== null && (QUOTE_STATUSES as readonly string[]).includes(value);

/**
 * /webmin1010/quotes: every quote, live and newest first, narrowed by status and client (`?status=&client=` keep
 * the choice in the address). `?new=1` builds a quote; `?quote=<id>` opens one: a draft in the builder, any other
 * read-only with its invoices.
 */
export default function AdminQuotesPage({ meta }: PageProps) {
  const [params, change] = useQueryParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : null;
  const clientId = params.get('client') ?? '';
  const openId = params.get('quote');
  const creating = params.get('new') === '1';

  const quotes = useAdminQuotes({ status, clientId: clientId || null }, 'page');
  const projects = useAllProjects('page');

  // Each quote's copy of its client's names; a bounded look-up for the client filter's own client (whom a new quote
  // is for) and for quotes stored before the copies.
  const rows = quotes.data ?? [];
  const namesOf = useClientNamesOf(clientId ? [...rows, { clientId }] : rows);
  const clientName = (uid: string) => {
    const names = namesOf(rows.find((quote) => quote.clientId === uid) ?? { clientId: uid });
    return names ? clientLabel(names) : 'The client';
  };
  const rowName = (quote: Quote) => {
    const names = namesOf(quote);
    return names ? clientLabel(names) : 'A client';
  };
  const projectsOf = (uid: string): Choice[] =>
    (projects.data ?? [])
      .filter((project) => project.clientId === uid && !project.archived)
      .map((project) => ({ value: project.id, label: project.name }));
  const projectName = (id: string | null) =>
    id ? ((projects.data ?? []).find((project) => project.id === id)?.name ?? 'A project') : null;

  const closeQuote = () => change({ quote: null, new: null });
  const openQuote = (id: string) => change({ quote: id, new: null });

  return (
    <PortalPage
      meta={meta}
      title="Quotes"
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => change({ new: '1', quote: null })}>
          New quote
        </Button>
      }
    >
      <FilterBar
        label="Find quotes"
        filtered={Boolean(status || clientId)}
        onClear={() => change({ status: null, client: null })}
      >
        <SelectField
          id="quotes-status"
          label="Status"
          placeholder="Any status"
          placeholderSelectable
          options={STATUS_OPTIONS}
          value={status ?? ''}
          onChange={(event) => change({ status: event.target.value })}
          size="small"
          sx={{ minWidth: 200 }}
        />
        <ClientPicker
          id="quotes-client"
          label="Client"
          placeholder="Any client"
          value={clientId}
          onChange={(client) => change({ client })}
          size="small"
          sx={{ minWidth: 280 }}
        />
      </FilterBar>
      {quotes.status === 'loading' ? (
        <PageLoader />
      ) : (
        <>
          <StatusSums quotes={quotes.data} />
          <QuotesTable
            quotes={quotes.data}
            clientName={rowName}
            onOpen={openQuote}
            filtered={Boolean(status || clientId)}
          />
        </>
      )}
      {creating && (
        <QuoteBuilder
          key="new"
          quote={null}
          clientId={clientId}
          projectsOf={projectsOf}
          clientName={clientName}
          onClose={closeQuote}
          onSaved={openQuote}
        />
      )}
      {openId && !creating && (
        <OpenQuote
          key={openId}
          id={openId}
          projectsOf={projectsOf}
          clientName={clientName}
          projectName={projectName}
          onClose={closeQuote}
          onOpen={openQuote}
        />
      )}
    </PortalPage>
  );
}

interface OpenQuoteProps {
  id: string;
  projectsOf: (clientId: string) => Choice[];
  clientName: (clientId: string) => string;
  projectName: (projectId: string | null) => string | null;
  onClose: () => void;
  onOpen: (quoteId: string) => void;
}

/** The quote in `?quote=`, live (it may not be in the filtered list): a draft in the builder, else read-only. */
function OpenQuote({ id, projectsOf, clientName, projectName, onClose, onOpen }: OpenQuoteProps) {
  const live = useQuote(id, 'card');
  if (live.status === 'loading') return null;
  if (live.status !== 'ready') {
    return <MissingQuote onClose={onClose} />;
  }
  const quote = live.data;
  if (quote.status === 'draft') {
    return (
      <QuoteBuilder quote={quote} projectsOf={projectsOf} clientName={clientName} onClose={onClose} onSaved={onOpen} />
    );
  }
  return (
    <QuoteView
      quote={quote}
      clientName={quoteClientName(quote, clientName)}
      projectName={projectName(quote.projectId)}
      onClose={onClose}
      onDuplicated={onOpen}
    />
  );
}

/** Whom a quote is for: its own copy of its client's names, else as the page knows them. */
const quoteClientName = (quote: Quote, clientName: (clientId: string) => string) => {
  const names = copiedNames(quote);
  return names ? clientLabel(names) : clientName(quote.clientId);
};

function MissingQuote({ onClose }: { onClose: () => void }) {
  return (
    <Paper variant="outlined" role="alert" sx={{ p: 2, mb: 2, mt: 2 }}>
      <Typography sx={{ mb: 1 }}>
        That quote was not found. It may have been removed, or the link is incomplete.
      </Typography>
      <Button onClick={onClose}>Back to the quotes</Button>
    </Paper>
  );
}

/**
 * How many quotes of each status the list holds and what they add up to. Computed from the loaded list, which is
 * the newest 100 (QUOTE_LIMITS.page) under the current filters, so with more quotes than that it is a recent view,
 * not the agency's books.
 */
function StatusSums({ quotes }: { quotes: Quote[] }) {
  const sums = statusSums(quotes);
  if (!sums.length) return null;
  return (
    <Stack
      component="ul"
      aria-label="Totals by status"
      direction="row"
      sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
    >
      {sums.map(({ status, count, totalCents }) => (
        <Typography component="li" key={status}>
          <strong>{QUOTE_STATUS_WORDS.agency[status]}:</strong> {count} · {formatCents(totalCents)}
        </Typography>
      ))}
    </Stack>
  );
}

interface TableProps {
  quotes: Quote[];
  clientName: (quote: Quote) => string;
  onOpen: (id: string) => void;
  filtered: boolean;
}

const QUOTE_COLUMNS = (clientName: (quote: Quote) => string, onOpen: (id: string) => void): DataColumn<Quote>[] => [
  { id: 'number', header: 'Number', cell: (quote) => quote.number ?? 'Draft', sx: { whiteSpace: 'nowrap' } },
  {
    id: 'title',
    header: 'Title',
    title: true,
    cell: (quote) => (
      <Link component="button" type="button" onClick={() => onOpen(quote.id)} sx={{ textAlign: 'left' }}>
        {quote.title}
      </Link>
    ),
  },
  { id: 'client', header: 'Client', cell: clientName },
  { id: 'status', header: 'Status', cell: (quote) => <QuoteStatusChip status={quote.status} reader="agency" /> },
  {
    id: 'total',
    header: 'Total',
    align: 'right',
    cell: (quote) => formatCents(quote.totalCents),
    sx: { whiteSpace: 'nowrap' },
  },
  { id: 'sent', header: 'Sent', cell: (quote) => <When date={quote.sentAt} format="day" /> },
  { id: 'valid', header: 'Valid until', cell: (quote) => <When date={quote.validUntil} format="day" /> },
];

function QuotesTable({ quotes, clientName, onOpen, filtered }: TableProps) {
  return (
    <DataTable
      label="Quotes"
      rows={quotes}
      rowKey={(quote) => quote.id}
      columns={QUOTE_COLUMNS(clientName, onOpen)}
      empty={
        <EmptyState>
          {filtered ? 'No quote matches these filters.' : 'No quotes yet: start one with New quote.'}
        </EmptyState>
      }
    />
  );
}
