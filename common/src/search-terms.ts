/**
 * Prefix search terms kept on documents (`leads`, `clients`): Firestore has no full-text search, so a document
 * stores the words it can be found by and a search asks for `array-contains` one typed word, bounded by a limit.
 * The term builder is shared so a lead and a client are found the same way by the same typing.
 */

/** The lower-cased words of `text`, as a search box splits what is typed (letters and digits, any script). */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A term longer than this is never stored (nobody types it, and it would only make the document bigger). */
const LONGEST_TERM = 100;

/** The word's prefixes of at least two letters, the word itself included: found while still being typed. */
const prefixesOf = (word: string) =>
  Array.from({ length: Math.max(word.length - 1, 0) }, (_, i) => word.slice(0, i + 2));

/**
 * The terms a document is found by: the words of its names; its email whole, its local part and its domain, and
 * the email's words; prefixes from two letters of the names' words and of the email; then the words of any longer
 * `text` (a message: whole words only). Each once, lower-cased, at most `max` of them, the names and email first.
 */
export function searchTerms(
  of: { names: readonly string[]; email: string; text?: string },
  max: number = Number.POSITIVE_INFINITY,
): string[] {
  const email = of.email.trim().toLowerCase();
  const [local = '', domain = ''] = email.split('@');
  const nameWords = searchWords(of.names.join(' '));
  const terms = new Set<string>();
  for (const term of [
    ...nameWords,
    email,
    local,
    domain,
    ...searchWords(email),
    ...nameWords.flatMap(prefixesOf),
    ...prefixesOf(email),
    ...searchWords(of.text ?? ''),
  ]) {
    if (terms.size >= max) break;
    if (term.length > 0 && term.length <= LONGEST_TERM) terms.add(term);
  }
  return [...terms];
}

/**
 * `clients/{uid}.searchTerms`: the person's name, the business name and the email, with their prefixes. Kept by
 * functions only (the `keepClientSearchTerms` trigger and the `searchTerms` backfill job); firestore.rules refuse
 * the field from every browser, so nobody can make themselves found by words that are not theirs.
 */
export function clientSearchTerms(client: { name: string; businessName?: string; email: string }): string[] {
  return searchTerms({ names: [client.name, client.businessName ?? ''], email: client.email });
}

/**
 * How a picker asks for what is typed: `term` is the one word the server looks for (`array-contains`: an email
 * being typed is looked up whole, as its prefixes are stored; otherwise the first word), or null while fewer than
 * two letters are typed (no stored prefix is shorter). `matches` is the page's check that a document found also
 * holds every other typed word at the start of one of its terms.
 */
export function typedSearch(typed: string): { term: string | null; matches: (terms: readonly string[]) => boolean } {
  const text = typed.trim().toLowerCase();
  if (text.includes('@') && !/\s/.test(text)) return { term: text, matches: () => true };
  const [first = '', ...rest] = searchWords(text);
  if (first.length < 2) return { term: null, matches: () => false };
  return {
    term: first,
    matches: (terms) => rest.every((word) => terms.some((term) => term.startsWith(word))),
  };
}
