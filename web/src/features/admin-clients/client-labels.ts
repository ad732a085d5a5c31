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

/** The agency's own time zone: dates in the admin area are Queensland dates, as on the rest of the site. */
const TIME_ZONE = 'Australia/Brisbane';

/** Australian date format in Queensland time, e.g. 21/11/2026. */
export const formatDate = (date: Date) =>
  new Intl.DateTimeFormat('en-AU', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE }).format(
    date,
  );

/** YYYY-MM-DD in Queensland time, for a `<time dateTime>`. */
export const isoDate = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(date);
