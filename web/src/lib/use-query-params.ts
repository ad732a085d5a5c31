import { useSearchParams } from 'react-router-dom';

import { isDocumentId } from '@agency/common';

/** Changes to the address's query: a value sets its key, an empty one (or null) removes it. */
export type QueryChanges = Record<string, string | null | undefined>;

/**
 * The address's query parameters and one way to change them, keeping every parameter not named: in place, so
 * choosing a filter or opening a dialog does not add a step to Back; or, with `push`, as a new step (a list's next
 * page, which Back should return from).
 */
export function useQueryParams(): [URLSearchParams, (changes: QueryChanges, options?: { push?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const change = (changes: QueryChanges, { push = false } = {}) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: !push },
    );
  return [params, change];
}

/** A document id the address names, or `fallback` when it names none or could name no document (edited by hand). */
export const documentIdOr = <F>(value: string | null, fallback: F): string | F =>
  isDocumentId(value) ? value : fallback;
