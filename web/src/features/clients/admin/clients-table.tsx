import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import type { Client } from '@/lib/firestore/clients';

import { ROLE_LABELS } from './client-labels';
import { ClientStatusChip } from './client-status-chip';
import { DateText } from './date-text';
import type { ClientSort, ClientSortKey } from './filter-clients';
import { useClientHref } from './use-client-param';

interface ClientsTableProps {
  /** Already filtered and sorted (filterAndSortClients). */
  clients: Client[];
  sort: ClientSort;
  onSort: (by: ClientSortKey) => void;
}

/**
 * Below md the table scrolls sideways; the name column stays put, so each row still says whose it is while the
 * status and role scroll into view.
 */
const stickyName: SxProps<Theme> = {
  position: { xs: 'sticky', md: 'static' },
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: 140,
  borderRight: { xs: 1, md: 0 },
  borderRightColor: 'divider',
};

function SortableHeader({
  by,
  label,
  sort,
  onSort,
  sx,
}: { by: ClientSortKey; label: string; sx?: SxProps<Theme> } & Omit<ClientsTableProps, 'clients'>) {
  const active = sort.by === by;
  return (
    // TableCell turns sortDirection into aria-sort, which tells screen readers how the column is ordered.
    <TableCell sortDirection={active ? sort.direction : false} sx={sx}>
      <TableSortLabel active={active} direction={active ? sort.direction : 'asc'} onClick={() => onSort(by)}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}

/**
 * Every client, one row each. The name is the row's link to the client's details (keyboard users tab to it); a
 * click anywhere else on the row follows the same link. On a phone the table scrolls sideways in its container.
 */
export function ClientsTable({ clients, sort, onSort }: ClientsTableProps) {
  const hrefFor = useClientHref();
  const navigate = useNavigate();

  const openRow = (event: MouseEvent<HTMLTableRowElement>, uid: string) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    const { to, state } = hrefFor(uid);
    void navigate(to, { state });
  };

  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Table aria-label="Clients" sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <SortableHeader by="name" label="Name" sort={sort} onSort={onSort} sx={stickyName} />
            <SortableHeader by="business" label="Business" sort={sort} onSort={onSort} />
            <TableCell>Email</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Role</TableCell>
            <SortableHeader by="joined" label="Joined" sort={sort} onSort={onSort} />
          </TableRow>
        </TableHead>
        <TableBody>
          {clients.map((client) => {
            const { to, state } = hrefFor(client.uid);
            return (
              <TableRow
                key={client.uid}
                hover
                onClick={(event) => openRow(event, client.uid)}
                sx={{ cursor: 'pointer', '&:last-child td': { borderBottom: 0 } }}
              >
                <TableCell component="th" scope="row" sx={stickyName}>
                  <Link component={RouterLink} to={to} state={state} sx={{ fontWeight: 600 }}>
                    {client.name || client.email}
                  </Link>
                </TableCell>
                <TableCell>{client.businessName || '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{client.email}</TableCell>
                <TableCell>
                  <ClientStatusChip status={client.status} />
                </TableCell>
                <TableCell>{ROLE_LABELS[client.role]}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <DateText date={client.createdAt} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
