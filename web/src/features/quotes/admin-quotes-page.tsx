import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

import { QUOTE_STATUS_WORDS, QUOTE_STATUSES, type QuoteStatus } from '@agency/common';

import { SelectField } from '@/components/forms/select-field';
import { PageLoader } from '@/components/page-loader';
import { DayText } from '@/components/quotes/day-text';
import { formatCents } from '@/components/quotes/money';
import { QuoteStatusChip } from '@/components/quotes/status-chips';
import { PageHead } from '@/components/seo/page-head';
import type { PageProps } from '@/components/seo/page-meta';
import { type Client, clientChoices, useAllClients } from '@/lib/firestore/clients';
import { useAllProjects } from '@/lib/firestore/projects';
import { type Quote, useAdminQuotes, useQuote } from '@/lib/firestore/quotes';

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
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : null;
  const clientId = params.get('client') ?? '';
  const openId = params.get('quote');
  const creating = params.get('new') === '1';

  const quotes = useAdminQuotes({ status, clientId: clientId || null }, 'page');
  const clients = useAllClients('page');
  const projects = useAllProjects('page');

  const clientsById = useMemo(
    () => new Map((clients.data ?? []).map((client) => [client.uid, client])),
    [clients.data],
  );
  const clientOptions = useMemo(() => clientChoices(clients.data ?? []), [clients.data]);
  const clientName = (uid: string) => displayName(clientsById.get(uid));
  const projectsOf = (uid: string): Choice[] =>
    (projects.data ?? [])
      .filter((project) => project.clientId === uid && !project.archived)
      .map((project) => ({ value: project.id, label: project.name }));
  const projectName = (id: string | null) =>
    id ? ((projects.data ?? []).find((project) => project.id === id)?.name ?? 'A project') : null;

  const change = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const closeQuote = () => change({ quote: null, new: null });
  const openQuote = (id: string) => change({ quote: id, new: null });

  return (
    <Container component="section" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHead title={meta.title} description={meta.description} path={pathname} noIndex />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' } }}>
          Quotes
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => change({ new: '1', quote: null })}>
          New quote
        </Button>
      </Stack>
      <Paper variant="outlined" role="search" aria-label="Find quotes" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
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
          <SelectField
            id="quotes-client"
            label="Client"
            placeholder="Any client"
            placeholderSelectable
            options={clientOptions}
            value={clientId}
            onChange={(event) => change({ client: event.target.value })}
            size="small"
            sx={{ minWidth: 280 }}
          />
          {(status || clientId) && (
            <Button onClick={() => change({ status: null, client: null })}>Clear filters</Button>
          )}
        </Stack>
      </Paper>
      {quotes.status === 'loading' ? (
        <PageLoader />
      ) : (
        <>
          <StatusSums quotes={quotes.data} />
          <QuotesTable
            quotes={quotes.data}
            clientName={clientName}
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
          clients={clientOptions}
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
          clients={clientOptions}
          projectsOf={projectsOf}
          clientName={clientName}
          projectName={projectName}
          onClose={closeQuote}
          onOpen={openQuote}
        />
      )}
    </Container>
  );
}

/** The person and their business: test and real clients alike may share a business name. */
const displayName = (client: Client | undefined) =>
  client ? `${client.name || client.email}${client.businessName ? ` (${client.businessName})` : ''}` : 'Unknown client';

interface OpenQuoteProps {
  id: string;
  clients: readonly Choice[];
  projectsOf: (clientId: string) => Choice[];
  clientName: (clientId: string) => string;
  projectName: (projectId: string | null) => string | null;
  onClose: () => void;
  onOpen: (quoteId: string) => void;
}

/** The quote in `?quote=`, live (it may not be in the filtered list): a draft in the builder, else read-only. */
function OpenQuote({ id, clients, projectsOf, clientName, projectName, onClose, onOpen }: OpenQuoteProps) {
  const live = useQuote(id, 'card');
  if (live.status === 'loading') return null;
  if (live.status !== 'ready') {
    return <MissingQuote onClose={onClose} />;
  }
  const quote = live.data;
  if (quote.status === 'draft') {
    return (
      <QuoteBuilder
        quote={quote}
        clients={clients}
        projectsOf={projectsOf}
        clientName={clientName}
        onClose={onClose}
        onSaved={onOpen}
      />
    );
  }
  return (
    <QuoteView
      quote={quote}
      clientName={clientName(quote.clientId)}
      projectName={projectName(quote.projectId)}
      onClose={onClose}
      onDuplicated={onOpen}
    />
  );
}

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
  clientName: (uid: string) => string;
  onOpen: (id: string) => void;
  filtered: boolean;
}

function QuotesTable({ quotes, clientName, onOpen, filtered }: TableProps) {
  if (!quotes.length) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography>
          {filtered ? 'No quote matches these filters.' : 'No quotes yet: start one with New quote.'}
        </Typography>
      </Paper>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Quotes" size="small">
        <TableHead>
          <TableRow>
            <TableCell>Number</TableCell>
            <TableCell>Title</TableCell>
            <TableCell>Client</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell>Sent</TableCell>
            <TableCell>Valid until</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {quotes.map((quote) => (
            <TableRow key={quote.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{quote.number ?? 'Draft'}</TableCell>
              <TableCell>
                <Link component="button" type="button" onClick={() => onOpen(quote.id)} sx={{ textAlign: 'left' }}>
                  {quote.title}
                </Link>
              </TableCell>
              <TableCell>{clientName(quote.clientId)}</TableCell>
              <TableCell>
                <QuoteStatusChip status={quote.status} reader="agency" />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatCents(quote.totalCents)}
              </TableCell>
              <TableCell>
                <DayText date={quote.sentAt} />
              </TableCell>
              <TableCell>
                <DayText date={quote.validUntil} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
