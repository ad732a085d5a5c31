import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { InviteClientDialog } from '@/components/accounts/invite-client-dialog';
import { PageLoader } from '@/components/page-loader';
import { PageHead } from '@/components/seo/page-head';
import type { PageProps } from '@/components/seo/page-meta';
import { useSession } from '@/lib/auth/session';
import { useAllClients } from '@/lib/firestore/clients';

import { ClientDetailDialog } from './client-detail-dialog';
import { clientCount } from './client-labels';
import { ClientsTable } from './clients-table';
import { type ClientSort, DEFAULT_SORT, filterAndSortClients, nextSort } from './filter-clients';
import { useOpenClient } from './use-client-param';

function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: 2 }}>
      {children}
    </Paper>
  );
}

/**
 * /webmin1010/clients: every client account, searchable and sortable, live from Firestore (firestore.rules let
 * only administrators list profiles). A client's details open over the list from `?client=<uid>`.
 */
export default function ClientsPage({ meta }: PageProps) {
  const { pathname } = useLocation();
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
    <Container component="section" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHead title={meta.title} description={meta.description} path={pathname} noIndex />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' } }}>
          {meta.title}
        </Typography>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
          Invite client
        </Button>
      </Stack>

      {status === 'loading' ? (
        <PageLoader />
      ) : clients.length === 0 ? (
        <EmptyState>
          <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
            No clients yet
          </Typography>
          <Typography color="textSecondary">
            Clients appear here when they join the portal, or when you invite them.
          </Typography>
        </EmptyState>
      ) : (
        <>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mb: 2, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
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
            <Typography role="status" color="textSecondary">
              {searching ? `${shown.length} of ${clientCount(clients.length)}` : clientCount(clients.length)}
            </Typography>
          </Stack>
          {shown.length === 0 ? (
            <EmptyState>
              <Typography sx={{ mb: 2 }}>No clients match “{search.trim()}”.</Typography>
              <Button variant="outlined" onClick={() => setSearch('')}>
                Clear search
              </Button>
            </EmptyState>
          ) : (
            <ClientsTable clients={shown} sort={sort} onSort={(by) => setSort((current) => nextSort(current, by))} />
          )}
        </>
      )}

      {status === 'ready' && (
        <ClientDetailDialog
          open={openUid !== null}
          client={clients.find((client) => client.uid === shownUid)}
          selfUid={selfUid}
          onClose={close}
        />
      )}
      <InviteClientDialog open={inviting} onClose={() => setInviting(false)} />
    </Container>
  );
}
