import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo, useState } from 'react';
import { Navigate } from 'react-router-dom';

import { CLIENT_STATUSES } from '@agency/common';

import { SearchInput } from '@/components/forms/search-input';
import { EmptyState } from '@/components/page/empty-state';
import { FilterBar } from '@/components/page/filter-bar';
import { PageNav } from '@/components/page/page-nav';
import { PortalPage } from '@/components/page/portal-page';
import { PageLoader } from '@/components/page-loader';
import type { PageProps } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { type Client, type ClientListView, useClientPage } from '@/lib/firestore/clients';
import type { PageCursor } from '@/lib/firestore/paging';
import { useSearchText, useSettled } from '@/lib/server-search';
import { type QueryChanges, useQueryParams } from '@/lib/use-query-params';

import { clientCount, figure, STATUS_LABELS } from './client-labels';
import { clientSearchPlan, FIRST_PAGE, listView, nextSort, readClientParams, sortChanges } from './client-params';
import { ClientsTable } from './clients-table';
import { ExportClientsButton } from './export-clients-button';
import { InviteClientDialog } from './invite-client-dialog';
import { useClientCounts, useClientPageCursor, useClientRarestTerm } from './use-client-list';
import { useLinkedClient } from './use-client-param';

/** How long typing must pause before the server is asked (the address follows every keystroke). */
const SEARCH_AFTER_MS = 300;

/**
 * /webmin1010/clients: every client account, a page at a time, sorted and searched on the server, live from
 * Firestore (firestore.rules let only administrators list profiles); counts from aggregation queries. Search,
 * status, sort and page are in the address (docs/decisions/033-cursor-paging.md). Each row opens the client's
 * record (/webmin1010/clients/{id}); an older `?client=<uid>` link goes on to it.
 */
export default function ClientsPage({ meta }: PageProps) {
  const [query, change] = useQueryParams();
  const params = readClientParams(query);
  const searched = useSettled(params.q, SEARCH_AFTER_MS);
  const typedTerms = useMemo(() => clientSearchPlan(searched).terms, [searched]);
  const rarest = useClientRarestTerm(typedTerms);
  const plan = useMemo(() => clientSearchPlan(searched, rarest), [searched, rarest]);
  const view = listView(params, plan.term);
  const pageCursor = useClientPageCursor();
  const [inviting, setInviting] = useState(false);
  const linked = useLinkedClient();
  const [shownPage, setShownPage] = useState<ShownPage | null>(null);
  const counts = useClientCounts(plan.term, shownPage?.signature ?? null);
  // A search of several words is checked in the page: the server counts what holds one of them, too many to say.
  const narrowedCount = !counts
    ? null
    : plan.exact
      ? params.status
        ? counts.matching[params.status]
        : counts.matching.all
      : !shownPage || shownPage.paged
        ? null
        : shownPage.shown;

  // An older link to a client's details (`?client=<uid>`) goes on to their record, in place of this address.
  if (linked) return <Navigate to={paths.admin.client.getHref(linked)} replace />;
  return (
    <PortalPage
      meta={meta}
      actions={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ExportClientsButton view={view} matches={plan.matches} expected={narrowedCount ?? undefined} />
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
            Invite client
          </Button>
        </Stack>
      }
    >
      <Stack direction="row" role="group" aria-label="Clients by status" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {[null, ...CLIENT_STATUSES].map((status) => {
          const count = counts && plan.exact ? figure(counts.matching[status ?? 'all']) : '';
          return (
            <Chip
              key={status ?? 'all'}
              label={`${status ? STATUS_LABELS[status] : 'All'} ${count}`.trim()}
              color={params.status === status ? 'primary' : 'default'}
              aria-pressed={params.status === status}
              onClick={() => change({ status, ...FIRST_PAGE })}
            />
          );
        })}
      </Stack>
      <FilterBar
        label="Find clients"
        summary={
          !counts
            ? undefined
            : narrowedCount === null
              ? `Matches of a search of several words are not counted (${clientCount(counts.all)} in all)`
              : plan.term || params.status
                ? `${figure(narrowedCount)} of ${clientCount(counts.all)}`
                : clientCount(counts.all)
        }
      >
        <SearchField value={params.q} onSearch={(q) => change({ q, ...FIRST_PAGE })} />
      </FilterBar>
      {pageCursor.ready ? (
        <ClientsPageRows
          view={view}
          cursor={pageCursor.cursor}
          matches={plan.matches}
          searched={plan.term ? searched : ''}
          onPage={pageCursor.go}
          onChange={change}
          onShown={setShownPage}
        />
      ) : (
        <PageLoader />
      )}

      <InviteClientDialog open={inviting} onClose={() => setInviting(false)} />
    </PortalPage>
  );
}

interface ClientsPageRowsProps {
  view: ClientListView;
  cursor: PageCursor | null;
  matches: (client: Client) => boolean;
  /** What was searched for, as typed (empty when the list is not searched). */
  searched: string;
  onPage: (cursor: PageCursor) => void;
  onChange: (changes: QueryChanges) => void;
  /** Told what the page shows whenever it changes (so the counts are asked again). */
  onShown: (shown: ShownPage) => void;
}

/** What a page shows: its rows' ids and statuses, how many match the search, and whether other pages exist. */
interface ShownPage {
  signature: string;
  shown: number;
  paged: boolean;
}

/** One page of the list, live, with the way to the pages before and after it. */
function ClientsPageRows({ view, cursor, matches, searched, onPage, onChange, onShown }: ClientsPageRowsProps) {
  const page = useClientPage(view, cursor, 'page');
  const data = page.status === 'ready' ? page.data : undefined;
  const shown = useMemo(() => data?.rows.filter(matches), [data, matches]);
  const paged = Boolean(data && (data.hasBefore || data.hasAfter));
  const signature = data?.rows.map((client) => `${client.uid}:${client.status}`).join(',');
  const shownCount = shown?.length;
  // Rows kept from another page or search while this one's are on their way (clientPageWindow) count nothing.
  const moving = page.status === 'ready' && Boolean(page.moving);
  useEffect(() => {
    if (!moving && signature !== undefined && shownCount !== undefined) {
      onShown({ signature, shown: shownCount, paged });
    }
  }, [moving, signature, shownCount, paged, onShown]);
  // Kept rows that none match say nothing of what the search finds: it is still on its way.
  if (page.status === 'loading' || !shown || (moving && !shown.length)) return <PageLoader />;

  const empty = searched ? (
    <EmptyState
      action={
        <Button variant="outlined" onClick={() => onChange({ q: null, ...FIRST_PAGE })}>
          Clear search
        </Button>
      }
    >
      {paged ? `No clients on this page match “${searched}”.` : `No clients match “${searched}”.`}
    </EmptyState>
  ) : cursor ? (
    <EmptyState
      action={
        <Button variant="outlined" onClick={() => onChange(FIRST_PAGE)}>
          First page
        </Button>
      }
    >
      No more clients this way.
    </EmptyState>
  ) : view.status ? (
    <EmptyState
      action={
        <Button variant="outlined" onClick={() => onChange({ status: null })}>
          Show every client
        </Button>
      }
    >
      No {STATUS_LABELS[view.status].toLowerCase()} clients.
    </EmptyState>
  ) : (
    <EmptyState title="No clients yet">
      Clients appear here when they join the portal, or when you invite them.
    </EmptyState>
  );

  return (
    <>
      <ClientsTable
        clients={shown}
        sort={view.sort}
        onSort={(by) => onChange({ ...sortChanges(nextSort(view.sort, by)), ...FIRST_PAGE })}
        empty={empty}
      />
      <PageNav of="clients" page={page.data} moving={page.moving} onPage={onPage} />
    </>
  );
}

/**
 * The search box. What is typed goes into the address at once (so a row opened meanwhile keeps it), and the list
 * follows once typing pauses; the box also follows the address when it changes otherwise (Clear search).
 */
function SearchField({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useSearchText(value);
  return (
    <SearchInput
      id="clients-search"
      label="Search clients"
      type="search"
      size="small"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onSearch(event.target.value.trim());
      }}
      helperText="Name, email or business, from their first two letters"
      sx={{ width: { xs: '100%', sm: 340 } }}
    />
  );
}
