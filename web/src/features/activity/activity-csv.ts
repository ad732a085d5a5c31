import type { ActivityRow } from '@/lib/firestore/activity';

/**
 * One CSV field: quoted, quotes doubled, and a leading = + - @ (or tab, carriage return) neutralised with an
 * apostrophe, so a spreadsheet never runs a name someone typed as a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

const HEADER = ['When (Brisbane)', 'Type', 'Summary', 'Client', 'Project', 'Who'];

/** The log's rows as a CSV document (RFC 4180, CRLF line ends). */
export function activityCsv(
  rows: readonly ActivityRow[],
  when: (date: Date) => string,
  clientName: (uid: string) => string,
): string {
  const lines = rows.map((row) =>
    [
      row.createdAt ? when(row.createdAt) : '',
      row.type,
      row.summary,
      row.clientId ? clientName(row.clientId) : '',
      row.projectId ?? '',
      row.actor,
    ]
      .map(csvField)
      .join(','),
  );
  return [HEADER.map(csvField).join(','), ...lines].join('\r\n') + '\r\n';
}
