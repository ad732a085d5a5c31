/**
 * A PDF previewed from a `blob:` address is titled by the browser's viewer with the blob's random id, unless the
 * document names itself: its Info dictionary's /Title. This gives the preview's copy that title (the file's name)
 * by an incremental update, the way PDF editors save a change: a new Info object, a cross-reference section for it
 * and a trailer pointing back at the original's, appended after the original bytes, which stay as they are.
 *
 * Only the preview's copy changes; downloads are the stored bytes. A file with no trailer at all, or an encrypted
 * one (its strings would need the document's key), is left as it was: null.
 */
export function pdfWithTitle(bytes: Uint8Array<ArrayBuffer>, title: string): Uint8Array<ArrayBuffer> | null {
  const text = latin1(bytes);
  const startxref = /startxref\s+(\d+)\s*%%EOF\s*$/.exec(text.slice(-1024));
  const previous = startxref ? Number(startxref[1]) : null;
  const indexed = previous === null ? null : trailerAt(text, previous);
  // A file whose cross-reference is missing or wrong is read by rebuilding it (scanning for objects and the last
  // trailer), as viewers do: its update is then an object and a trailer, which that rebuilding finds.
  const trailer = indexed ?? lastTrailer(text);
  if (!trailer || /\/Encrypt\b/.test(trailer)) return null;
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(trailer)?.[1];
  const size = Number(/\/Size\s+(\d+)/.exec(trailer)?.[1] ?? nextObjectNumber(text));
  if (!root || !Number.isInteger(size) || size < 1) return null;
  const id = /\/ID\s*\[[^\]]*\]/.exec(trailer)?.[0] ?? '';

  const start = bytes.length + 1;
  const info = `${size} 0 obj\n<< /Title <${utf16Hex(title)}> >>\nendobj\n`;
  const ending = `/Size ${size + 1} /Root ${root} /Info ${size} 0 R${id ? ` ${id}` : ''}`;
  const update = indexed
    ? `\n${info}xref\n${size} 1\n${String(start).padStart(10, '0')} 00000 n \n` +
      `trailer\n<< ${ending} /Prev ${previous} >>\nstartxref\n${start + info.length}\n%%EOF\n`
    : `\n${info}trailer\n<< ${ending} >>\n%%EOF\n`;
  const out = new Uint8Array(bytes.length + update.length);
  out.set(bytes);
  for (let index = 0; index < update.length; index += 1) out[bytes.length + index] = update.charCodeAt(index);
  return out;
}

/** The last trailer dictionary in the file, wherever its cross-reference is. */
function lastTrailer(text: string): string | null {
  const at = text.lastIndexOf('trailer');
  const open = at < 0 ? -1 : text.indexOf('<<', at);
  return open < 0 ? null : dictionaryAt(text, open);
}

/** One more than the highest object number in the file. */
function nextObjectNumber(text: string): number {
  let highest = 0;
  for (const match of text.matchAll(/(\d+)\s+\d+\s+obj\b/g)) highest = Math.max(highest, Number(match[1]));
  return highest + 1;
}

/** One character per byte, so offsets in the text are offsets in the file. */
function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return text;
}

/** The trailer dictionary of the cross-reference section at `offset`: a classic table's, or an xref stream's. */
function trailerAt(text: string, offset: number): string | null {
  const section = text.slice(offset);
  const start = section.startsWith('xref') ? section.indexOf('trailer') : /^\d+\s+\d+\s+obj\b/.test(section) ? 0 : -1;
  if (start < 0) return null;
  const open = section.indexOf('<<', start);
  return open < 0 ? null : dictionaryAt(section, open);
}

/** The `<< … >>` that opens at `open`, nested dictionaries included. */
function dictionaryAt(text: string, open: number): string | null {
  let depth = 0;
  for (let index = open; index < text.length - 1; index += 1) {
    const pair = text.slice(index, index + 2);
    if (pair === '<<') {
      depth += 1;
      index += 1;
    } else if (pair === '>>') {
      depth -= 1;
      index += 1;
      if (depth === 0) return text.slice(open, index + 1);
    }
  }
  return null;
}

/** A PDF text string in UTF-16BE with its byte-order mark, as hex: any name, whatever its characters. */
function utf16Hex(value: string): string {
  let hex = 'FEFF';
  for (let index = 0; index < value.length; index += 1) {
    hex += value.charCodeAt(index).toString(16).padStart(4, '0').toUpperCase();
  }
  return hex;
}
