import { useEffect, useState } from 'react';

import { searchWords, typedSearch } from '@agency/common';

/** The longest search a screen reads from the address: no name, business or email a person types is longer. */
export const MAX_SEARCH_LENGTH = 200;

/** What the address says was searched for: trimmed, and no longer than MAX_SEARCH_LENGTH (an edited link's). */
export const searchParam = (params: URLSearchParams) => (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH).trim();

/**
 * How a paged list searches what is typed on the server (typedSearch, as the client pickers do; docs/decisions/033):
 * the server pages through the documents holding one term in their `searchTerms`, and the page checks every other
 * word. The term is `rarest` when the screen has counted the typed words' terms and found the one fewest documents
 * hold (a full name's "client" or "co" would hold most of them, leaving pages with nothing to show), else the
 * longest word, or the whole email. `exact`: that one term is the whole search, so what the server counts is what
 * the list holds. `term` is null while fewer than two letters are typed (no stored term is shorter): the list is
 * then not searched.
 */
export function searchPlan(
  q: string,
  rarest: string | null = null,
): {
  term: string | null;
  terms: string[];
  matches: (terms: readonly string[] | undefined) => boolean;
  exact: boolean;
} {
  const { terms, matches } = typedSearch(q);
  const term = rarest && terms.includes(rarest) ? rarest : (terms[0] ?? null);
  if (!term) return { term: null, terms, matches: () => true, exact: true };
  const exact = term === q.trim().toLowerCase() || searchWords(q).length === 1;
  return { term, terms, matches: (stored) => matches(stored ?? []), exact };
}

/** `value` once it has stopped changing for `ms` (at once on the first render: a reload searches straight away). */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Of several typed words' search terms, the one the fewest documents hold, each counted by the server through
 * `count` (one aggregation per term, at most three; a stable function): null until counted, or when there is one
 * term or none to choose from.
 */
export function useRarestTerm(terms: readonly string[], count: (term: string) => Promise<number>): string | null {
  // The terms as one value (none holds a space), so a new array of the same words asks nothing again.
  const key = terms.join(' ');
  const [rarest, setRarest] = useState<{ key: string; term: string } | null>(null);
  useEffect(() => {
    const asked = key.split(' ');
    if (asked.length < 2) return;
    let current = true;
    Promise.all(asked.map(count)).then(
      (counts) => {
        const fewest = counts.indexOf(Math.min(...counts));
        if (current) setRarest({ key, term: asked[fewest]! });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [count, key]);
  return rarest && rarest.key === key ? rarest.term : null;
}

/**
 * A search box's text, typed freely, that follows `searched` (what the address says was searched for) whenever
 * that changes otherwise (Clear search, Back): a change that only trims what was typed leaves the text as typed.
 */
export function useSearchText(searched: string): [string, (text: string) => void] {
  const [text, setText] = useState(searched);
  const [seen, setSeen] = useState(searched);
  if (searched !== seen) {
    setSeen(searched);
    if (searched !== text.trim()) setText(searched);
  }
  return [text, setText];
}
