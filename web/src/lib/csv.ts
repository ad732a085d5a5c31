/**
 * What a spreadsheet would run as a formula: a cell starting with = + - @ (or their full-width forms, which some
 * spreadsheets read the same), or with a tab, carriage return or line feed, also after leading spaces, which a
 * spreadsheet skips before it looks.
 */
const FORMULA_START = /^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n]/;

/**
 * One CSV field (RFC 4180): quoted, quotes doubled, and a cell a spreadsheet would run as a formula neutralised
 * with a leading apostrophe, so a name someone typed is only ever shown.
 */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Rows of fields as a CSV document with CRLF line ends, as RFC 4180 and spreadsheets expect. */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return rows.map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';
}
