import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';

import { clientLabel, QUOTE_STATUS_WORDS, QUOTE_STATUSES, type QuoteStatus } from '@agency/common';

import { ClientPicker } from '@/components/forms/client-picker';
import { SelectField } from '@/components/forms/select-field';
import { type DataColumn, DataTable } from '@/components/page/data-table';
import { EmptyState } from '@/components/page/empty-state';
import { FilterBar } from '@/components/page/filter-bar';
import { PageNav } from '@/components/page/page-nav';
import { PortalPage } from '@/components/page/portal-page';
import { PageLoader } from '@/components/page-loader';
import type { PageProps } from '@/components/seo/page-meta';
import { When } from '@/components/when';
import { formatCents } from '@/features/quotes/shared/money';
import { QuoteStatusChip } from '@/features/quotes/shared/status-chips';
import { copiedNames, useClientNamesById, useClientNamesOf } from '@/lib/firestore/client-names';
import type { PageCursor } from '@/lib/firestore/paging';
import { useClientProjects, useProject } from '@/lib/firestore/projects';
import {
  type AdminQuoteFilter,
  type Quote,
  quoteRef,
  type QuoteStatusSum,
  quoteStatusSums,
  useAdminQuotePage,
  useQuote,
} from '@/lib/firestore/quotes';
import { FIRST_PAGE, usePageCursor } from '@/lib/use-page-cursor';
import { documentIdOr, type QueryChanges, useQueryParams } from '@/lib/use-query-params';
import { useReturnOnClose } from '@/lib/use-return-on-close';

import { type Choice, QuoteBuilder } from './admin-quote-builder';
import { QuoteView } from './admin-quote-view';

const STATUS_OPTIONS = QUOTE_STATUSES.map((value) => ({ value, label: QUOTE_STATUS_WORDS.agency[value] }));
const isStatus = (value: string | null): value is QuoteStatus =>
  value !== null && (QUOTE_STATUSES as readonly string[]).includes(value);

/** A client's projects that are not archived, as the builder's project choices (a hook: see QuoteBuilder). */
function useProjectChoices(clientId: string): Choice[] {
  const projects = useClientProjects(clientId || null, 'quiet');
  return (projects.data ?? [])
    .filter((project) => !project.archived)
    .map((project) => ({ value: project.id, label: project.name }));
}

/**
 * /webmin1010/quotes: every quote, a page at a time, live and newest first, narrowed by status and client
 * (`?status=&client=` and the page's `?after=`/`?before=` keep the view in the address: decision 033), with each
 * status's count and total summed by the server. `?new=1` builds a quote; `?quote=<id>` opens one: a draft in the
 * builder, any other read-only with its invoices.
 */
export default function AdminQuotesPage({ meta }: PageProps) {
  const db = useFirestore();
  const [params, change] = useQueryParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : null;
  // Ids from the address as typed: one that could name no document is no filter, and opens nothing.
  const clientId = documentIdOr(params.get('client'), '');
  const openId = documentIdOr(params.get('quote'), null);
  const creating = params.get('new') === '1';
  const filter = useMemo(() => ({ status, clientId: clientId || null }), [status, clientId]);
  const filtered = Boolean(status || clientId);
  const pageCursor = usePageCursor((id) => quoteRef(db, id));
  // What the page shows, once it has shown anything: the sums wait for it rather than be asked twice on opening.
  const [signature, setSignature] = useState<string | null>(null);
  const sums = useQuoteSums(filter, signature);

  // The client filter's own client (whom a new quote is for), looked up the bounded way.
  const namesOf = useClientNamesOf(clientId ? [{ clientId }] : []);
  const clientName = (uid: string) => {
    const names = namesOf({ clientId: uid });
    return names ? clientLabel(names) : 'The client';
  };

  const giveBack = useReturnOnClose();
  const closeQuote = () => (giveBack ? giveBack() : change({ quote: null, new: null }));
  const openQuote = (id: string) => change({ quote: id, new: null });
  // A new filter starts at the first page.
  const narrow = (changes: QueryChanges) => change({ ...changes, ...FIRST_PAGE });

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
      <FilterBar label="Find quotes" filtered={filtered} onClear={() => narrow({ status: null, client: null })}>
        <SelectField
          id="quotes-status"
          label="Status"
          placeholder="Any status"
          placeholderSelectable
          options={STATUS_OPTIONS}
          value={status ?? ''}
          onChange={(event) => narrow({ status: event.target.value })}
          size="small"
          sx={{ minWidth: 200 }}
        />
        <ClientPicker
          id="quotes-client"
          label="Client"
          placeholder="Any client"
          value={clientId}
          onChange={(client) => narrow({ client })}
          size="small"
          sx={{ minWidth: 280 }}
        />
      </FilterBar>
      <StatusSums sums={sums} />
      {pageCursor.ready ? (
        <QuotesPageRows
          filter={filter}
          cursor={pageCursor.cursor}
          filtered={filtered}
          onOpen={openQuote}
          onPage={pageCursor.go}
          onFirstPage={() => change(FIRST_PAGE)}
          onClear={() => narrow({ status: null, client: null })}
          onShown={setSignature}
        />
      ) : (
        <PageLoader />
      )}
      {creating && (
        <QuoteBuilder
          key="new"
          quote={null}
          clientId={clientId}
          useProjectsOf={useProjectChoices}
          clientName={clientName}
          onClose={closeQuote}
          onSaved={openQuote}
        />
      )}
      {openId && !creating && (
        <OpenQuote key={openId} id={openId} clientName={clientName} onClose={closeQuote} onOpen={openQuote} />
      )}
    </PortalPage>
  );
}

/**
 * Each status's count and total under `filter`, summed by the server (no quote is read for them), asked again
 * whenever `changed` does (the page's quotes, their statuses and totals: a quote sent or accepted changes the
 * sums without a reload). Null until the first answer, and after a failure (the list still works).
 */
function useQuoteSums(filter: AdminQuoteFilter, changed: string | null): QuoteStatusSum[] | null {
  const db = useFirestore();
  const [sums, setSums] = useState<{ filter: AdminQuoteFilter; sums: QuoteStatusSum[] } | null>(null);
  useEffect(() => {
    if (changed === null) return undefined;
    let current = true;
    quoteStatusSums(db, filter).then(
      (found) => current && setSums({ filter, sums: found }),
      () => current && setSums(null),
    );
    return () => {
      current = false;
    };
  }, [db, filter, changed]);
  return sums && sums.filter === filter ? sums.sums : null;
}

interface QuotesPageRowsProps {
  filter: AdminQuoteFilter;
  cursor: PageCursor | null;
  filtered: boolean;
  onOpen: (id: string) => void;
  onPage: (cursor: PageCursor) => void;
  onFirstPage: () => void;
  onClear: () => void;
  /** Told the page's quotes, statuses and totals whenever they change (so the sums are asked again). */
  onShown: (signature: string) => void;
}

/** One page of the quotes, live, each naming its client, with the way to the pages around it. */
function QuotesPageRows({
  filter,
  cursor,
  filtered,
  onOpen,
  onPage,
  onFirstPage,
  onClear,
  onShown,
}: QuotesPageRowsProps) {
  const page = useAdminQuotePage(filter, cursor, 'page');
  const rows = page.data?.rows;
  // Each quote's copy of its client's names; a bounded look-up for quotes stored before the copies.
  const namesOf = useClientNamesOf(rows ?? []);
  const signature = rows?.map((quote) => `${quote.id}:${quote.status}:${quote.totalCents}`).join(',');
  useEffect(() => {
    if (signature !== undefined) onShown(signature);
  }, [signature, onShown]);
  if (page.status === 'loading' || !rows) return <PageLoader />;

  const rowName = (quote: Quote) => {
    const names = namesOf(quote);
    return names ? clientLabel(names) : 'A client';
  };
  const empty = cursor ? (
    <EmptyState action={<Button onClick={onFirstPage}>First page</Button>}>No more quotes this way.</EmptyState>
  ) : filtered ? (
    <EmptyState action={<Button onClick={onClear}>Clear filters</Button>}>No quote matches these filters.</EmptyState>
  ) : (
    <EmptyState>No quotes yet: start one with New quote.</EmptyState>
  );
  return (
    <>
      <DataTable
        label="Quotes"
        rows={rows}
        rowKey={(quote) => quote.id}
        columns={QUOTE_COLUMNS(rowName, onOpen)}
        empty={empty}
      />
      <PageNav of="quotes" page={page.data} moving={page.moving} onPage={onPage} />
    </>
  );
}

interface OpenQuoteProps {
  id: string;
  clientName: (clientId: string) => string;
  onClose: () => void;
  onOpen: (quoteId: string) => void;
}

/**
 * The quote in `?quote=`, live (it may not be on the page shown): a draft in the builder, else read-only, naming
 * its client (its own copy, else looked up by id) and its project (read by id).
 */
function OpenQuote({ id, clientName, onClose, onOpen }: OpenQuoteProps) {
  const live = useQuote(id, 'card');
  const quote = live.status === 'ready' ? live.data : null;
  const ownClient = useClientNamesById(quote && !copiedNames(quote) ? quote.clientId : null);
  const project = useProject(quote?.projectId ?? null, 'quiet');
  if (live.status === 'loading') return null;
  if (!quote) return <MissingQuote onClose={onClose} />;
  const nameOf = (uid: string) => (uid === quote.clientId && ownClient ? clientLabel(ownClient) : clientName(uid));
  if (quote.status === 'draft') {
    return (
      <QuoteBuilder
        quote={quote}
        useProjectsOf={useProjectChoices}
        clientName={nameOf}
        onClose={onClose}
        onSaved={onOpen}
      />
    );
  }
  const names = copiedNames(quote);
  return (
    <QuoteView
      quote={quote}
      clientName={names ? clientLabel(names) : nameOf(quote.clientId)}
      projectName={quote.projectId ? (project.status === 'ready' ? project.data.name : 'A project') : null}
      onClose={onClose}
      onDuplicated={onOpen}
    />
  );
}

/** A quote the address names that does not exist: said over the list, where the quote itself would open. */
function MissingQuote({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Quote not found</DialogTitle>
      <DialogContent>
        <DialogContentText>
          That quote was not found. It may have been removed, or the link is incomplete.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Back to the quotes
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** How many quotes of each status the filters allow and what they add up to, as the server summed them. */
function StatusSums({ sums }: { sums: QuoteStatusSum[] | null }) {
  if (!sums?.length) return null;
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
