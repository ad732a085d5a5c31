import { activitySentence, activityTypeLabel, ACTOR_ROLE_LABELS, AGENCY_READER, formatIso } from '@agency/common';

import { csvField } from '@/lib/csv';
import type { ActivityRow } from '@/lib/firestore/activity';

export { csvField };

/** Names and words first, for people; the ids after, for matching rows with other exports. */
const HEADER = [
  'When',
  'Type',
  'What happened',
  'Client',
  'Project',
  'Who',
  'Role',
  'Entry id',
  'Type code',
  'Client id',
  'Project id',
  'Who id',
];

/**
 * The log's rows as a CSV document (RFC 4180, CRLF line ends): each entry's time in ISO 8601 with Queensland's
 * offset (+10:00), its type in words, its sentence as the agency reads it, the client (`clientName` says how),
 * project and person by name, and every id in a column of its own. An entry written
 * before entries carried names leaves those cells empty; its ids and stored sentence are still there.
 */
export function activityCsv(rows: readonly ActivityRow[], clientName: (row: ActivityRow) => string): string {
  const lines = rows.map((row) =>
    [
      row.createdAt ? formatIso(row.createdAt) : '',
      activityTypeLabel(row.type),
      activitySentence(row, AGENCY_READER),
      clientName(row),
      row.projectName ?? '',
      row.actorName ?? '',
      row.actorRole ? ACTOR_ROLE_LABELS[row.actorRole] : '',
      row.id,
      row.type,
      row.clientId ?? '',
      row.projectId ?? '',
      row.actor,
    ]
      .map(csvField)
      .join(','),
  );
  return [HEADER.map(csvField).join(','), ...lines].join('\r\n') + '\r\n';
}
