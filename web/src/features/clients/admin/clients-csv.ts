import { formatIso, INDUSTRIES } from '@agency/common';

import { csvLine } from '@/lib/csv';
import type { Client } from '@/lib/firestore/clients';

import { ROLE_LABELS, STATUS_LABELS } from './client-labels';

/** Words first, for people; the id last, for matching rows with other exports. */
export const CLIENTS_CSV_HEADER = csvLine([
  'Name',
  'Business',
  'Email',
  'Phone',
  'Website',
  'Location',
  'Industry',
  'Status',
  'Role',
  'Joined',
  'Client id',
]);

const industryLabel = (value: string) => INDUSTRIES.find((industry) => industry.value === value)?.label ?? '';

/** Clients as CSV lines (after CLIENTS_CSV_HEADER): the join time in ISO 8601 with Queensland's offset. */
export const clientsCsvLines = (clients: readonly Client[]) =>
  clients
    .map((client) =>
      csvLine([
        client.name,
        client.businessName,
        client.email,
        client.phone,
        client.website,
        client.location,
        industryLabel(client.industry),
        STATUS_LABELS[client.status],
        ROLE_LABELS[client.role],
        client.createdAt ? formatIso(client.createdAt) : '',
        client.uid,
      ]),
    )
    .join('');
