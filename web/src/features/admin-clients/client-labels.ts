import type { ClientStatus, NotificationPreference, Role } from '@agency/common';

export const STATUS_LABELS: Record<ClientStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  disabled: 'Disabled',
};

export const ROLE_LABELS: Record<Role, string> = { client: 'Client', admin: 'Admin' };

export const NOTIFICATION_LABELS: Record<NotificationPreference, string> = {
  instant: 'Instant: an email for each update',
  daily: 'Daily digest',
};

/** "3 clients", "1 client". */
export const clientCount = (count: number) => `${count} ${count === 1 ? 'client' : 'clients'}`;
