/**
 * One CSV field: quoted, quotes doubled, and a leading = + - @ (or tab, carriage return) neutralised with an
 * apostrophe, so a spreadsheet never runs a name someone typed as a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One CSV line (RFC 4180: fields quoted, CRLF line end). */
export const csvLine = (fields: readonly string[]) => `${fields.map(csvField).join(',')}\r\n`;

/** Hands a CSV document (its parts joined) to the browser as a download named `fileName`. */
export function downloadCsv(parts: readonly string[], fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([...parts], { type: 'text/csv;charset=utf-8' }));
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}
