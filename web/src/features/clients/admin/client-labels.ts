import type { ClientStatus, Role } from '@agency/common';

export const STATUS_LABELS: Record<ClientStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  disabled: 'Disabled',
};

export const ROLE_LABELS: Record<Role, string> = { client: 'Client', admin: 'Admin' };

/** A count as people read it: "2,047". */
export const figure = (count: number) => count.toLocaleString('en-AU');

/** "3 clients", "1 client", "2,047 clients". */
export const clientCount = (count: number) => `${figure(count)} ${count === 1 ? 'client' : 'clients'}`;
