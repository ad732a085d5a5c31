import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import { EmptyState } from '@/components/page/empty-state';
import { FilterBar } from '@/components/page/filter-bar';
import { PortalPage } from '@/components/page/portal-page';
import { PageLoader } from '@/components/page-loader';
import type { SlottedPageProps } from '@/components/seo/page-meta';
import { useSession } from '@/lib/auth/session';
import { useAllClients } from '@/lib/firestore/clients';

import { ClientDetailDialog, type ClientDetailParts } from './client-detail-dialog';
import { clientCount } from './client-labels';
import { ClientsTable } from './clients-table';
import { type ClientSort, DEFAULT_SORT, filterAndSortClients, nextSort } from './filter-clients';
import { InviteClientDialog } from './invite-client-dialog';
import { useOpenClient } from './use-client-param';

/**
 * /webmin1010/clients: every client account, searchable and sortable, live from Firestore (firestore.rules let
 * only administrators list profiles). A client's details open over the list from `?client=<uid>`.
 */
export default function ClientsPage({ meta, slots }: SlottedPageProps<ClientDetailParts>) {
  const session = useSession();
  const { status, data } = useAllClients('page');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ClientSort>(DEFAULT_SORT);
  const [inviting, setInviting] = useState(false);
  const { uid: openUid, close } = useOpenClient();
  // The last client opened stays on show while the dialog fades out after the address has dropped it.
  const [shownUid, setShownUid] = useState(openUid);
  if (openUid && openUid !== shownUid) setShownUid(openUid);

  const clients = data ?? [];
  const shown = filterAndSortClients(clients, search, sort);
  const searching = search.trim() !== '';
  const selfUid = session.status === 'ready' ? session.user?.uid : undefined;

  return (
    <PortalPage
      meta={meta}
      actions={
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
          Invite client
        </Button>
      }
    >
      {status === 'loading' ? (
        <PageLoader />
      ) : clients.length === 0 ? (
        <EmptyState title="No clients yet">
          Clients appear here when they join the portal, or when you invite them.
        </EmptyState>
      ) : (
        <>
          <FilterBar
            label="Find clients"
            summary={searching ? `${shown.length} of ${clientCount(clients.length)}` : clientCount(clients.length)}
          >
            <TextField
              id="clients-search"
              label="Search clients"
              type="search"
              size="small"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              helperText="Name, email or business"
              sx={{ width: { xs: '100%', sm: 340 } }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon aria-hidden="true" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          </FilterBar>
          <ClientsTable
            clients={shown}
            sort={sort}
            onSort={(by) => setSort((current) => nextSort(current, by))}
            empty={
              <EmptyState
                action={
                  <Button variant="outlined" onClick={() => setSearch('')}>
                    Clear search
                  </Button>
                }
              >
                No clients match “{search.trim()}”.
              </EmptyState>
            }
          />
        </>
      )}

      {status === 'ready' && (
        <ClientDetailDialog
          open={openUid !== null}
          client={clients.find((client) => client.uid === shownUid)}
          selfUid={selfUid}
          onClose={close}
          parts={slots}
        />
      )}
      <InviteClientDialog open={inviting} onClose={() => setInviting(false)} />
    </PortalPage>
  );
}
