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

/**
 * The word's prefixes of at least two letters, the word itself included: found while still being typed. Cut by
 * character, not by UTF-16 unit: a letter beyond the Basic Multilingual Plane (𠮷, in real names) is two units, and
 * a prefix holding half of one is not a string Firestore stores (it refuses the whole write).
 */
const prefixesOf = (word: string) => {
  const characters = Array.from(word);
  return Array.from({ length: Math.max(characters.length - 1, 0) }, (_, i) => characters.slice(0, i + 2).join(''));
};

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
    if (term.length > 0 && Array.from(term).length <= LONGEST_TERM) terms.add(term);
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

/** At most this many typed words are asked of the server, one query each: a search costs a few pages at most. */
export const TYPED_TERMS_MAX = 3;

/**
 * How a picker asks for what is typed: `terms` are the words the server looks for, one `array-contains` query each
 * (an email being typed is looked up whole, as its prefixes are stored; otherwise each word of two letters or
 * more, longest first), none while fewer than two letters are typed (no stored prefix is shorter). Every word is
 * asked, not only the first: a page is bounded, so a common first name shared by a page of others sorted before
 * would otherwise hide the one whose surname was typed. `matches` is the page's check that a document found holds
 * every typed word at the start of one of its terms.
 */
export function typedSearch(typed: string): { terms: string[]; matches: (terms: readonly string[]) => boolean } {
  const text = typed.trim().toLowerCase();
  if (text.includes('@') && !/\s/.test(text)) return { terms: [text], matches: () => true };
  const words = searchWords(text);
  const asked = [...new Set(words.filter((word) => word.length >= 2))]
    .sort((a, b) => b.length - a.length)
    .slice(0, TYPED_TERMS_MAX);
  if (!asked.length) return { terms: [], matches: () => false };
  return {
    terms: asked,
    matches: (terms) => words.every((word) => terms.some((term) => term.startsWith(word))),
  };
}
