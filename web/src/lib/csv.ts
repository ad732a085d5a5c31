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

/** One CSV line: its fields, then CRLF, as RFC 4180 and spreadsheets expect. */
export const csvLine = (fields: readonly string[]) => `${fields.map(csvField).join(',')}\r\n`;

/** Rows of fields as one CSV document. */
export const csvDocument = (rows: readonly (readonly string[])[]) => rows.map(csvLine).join('');

/** Hands a CSV document (its parts joined) to the browser as a download named `fileName`. */
export function downloadCsv(parts: readonly string[], fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([...parts], { type: 'text/csv;charset=utf-8' }));
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}
