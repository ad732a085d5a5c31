/** A piece of a message: plain text, or a link to an http(s) address written in it. */
export interface TextPart {
  text: string;
  href?: string;
}

// Addresses as people type them into a message: http:// or https:// up to the next space or quote mark.
const ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/giu;
// Punctuation that ends a sentence rather than an address ("see https://example.com.").
const TRAILING = /[.,;:!?*_~]+$/u;

function trimAddress(candidate: string): string {
  let address = candidate.replace(TRAILING, '');
  // A closing bracket belongs to the address only when the address opened one: "(see https://a.b/x)".
  while (address.endsWith(')') && (address.match(/\(/g)?.length ?? 0) < (address.match(/\)/g)?.length ?? 0)) {
    address = address.slice(0, -1).replace(TRAILING, '');
  }
  return address;
}

/**
 * Splits plain text into text and links. Only http and https addresses become links, and only ones the URL parser
 * accepts; nothing in the text is ever treated as markup (the parts are rendered as text nodes).
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = trimAddress(match[0]);
    const start = match.index;
    let href: string | undefined;
    try {
      const url = new URL(address);
      if (url.protocol === 'https:' || url.protocol === 'http:') href = url.href;
    } catch {
      href = undefined;
    }
    if (!href) continue;
    if (start > from) parts.push({ text: text.slice(from, start) });
    parts.push({ text: address, href });
    from = start + address.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}
