import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { type DataColumn, DataTable } from '@/components/page/data-table';
import { When } from '@/components/when';
import type { Client, ClientSort, ClientSortKey } from '@/lib/firestore/clients';

import { ROLE_LABELS } from './client-labels';
import { ClientStatusChip } from './client-status-chip';
import { useClientHref } from './use-client-param';

interface ClientsTableProps {
  /** One page, sorted by the server. */
  clients: Client[];
  sort: ClientSort;
  onSort: (by: ClientSortKey) => void;
  /** Shown when no client is listed. */
  empty: ReactNode;
}

/**
 * Below md the table scrolls sideways (on a tablet; a phone has cards); the name column stays put, so each row still says whose it is while the
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

/**
 * A page of clients, one row each (on a phone, a card each). The name is the row's link to the client's details
 * (keyboard users tab to it); a click anywhere else on the row follows the same link.
 */
export function ClientsTable({ clients, sort, onSort, empty }: ClientsTableProps) {
  const hrefFor = useClientHref();
  const navigate = useNavigate();
  const sortBy = (by: ClientSortKey) => ({ direction: sort.by === by && sort.direction, onSort: () => onSort(by) });
  const columns: DataColumn<Client>[] = [
    {
      id: 'name',
      header: 'Name',
      title: true,
      sort: sortBy('name'),
      sx: stickyName,
      cell: (client) => {
        const { to } = hrefFor(client.uid);
        return (
          <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
            {client.name || client.email}
          </Link>
        );
      },
    },
    { id: 'business', header: 'Business', sort: sortBy('business'), cell: (client) => client.businessName || '—' },
    { id: 'email', header: 'Email', cell: (client) => client.email, sx: { whiteSpace: { sm: 'nowrap' } } },
    { id: 'status', header: 'Status', cell: (client) => <ClientStatusChip status={client.status} /> },
    { id: 'role', header: 'Role', cell: (client) => ROLE_LABELS[client.role] },
    {
      id: 'joined',
      header: 'Joined',
      sort: sortBy('joined'),
      sx: { whiteSpace: 'nowrap' },
      cell: (client) => <When date={client.createdAt} format="day" />,
    },
  ];
  return (
    <DataTable
      label="Clients"
      rows={clients}
      rowKey={(client) => client.uid}
      columns={columns}
      empty={empty}
      minWidth={760}
      onRowClick={(client) => void navigate(hrefFor(client.uid).to)}
    />
  );
}
