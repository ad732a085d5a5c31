import type { ClientStatus, Role } from '@agency/common';

export const STATUS_LABELS: Record<ClientStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  disabled: 'Disabled',
};

export const ROLE_LABELS: Record<Role, string> = { client: 'Client', admin: 'Admin' };

/** "3 clients", "1 client". */
export const clientCount = (count: number) => `${count} ${count === 1 ? 'client' : 'clients'}`;
