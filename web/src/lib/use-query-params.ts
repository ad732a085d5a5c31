import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

import { isDocumentId } from '@agency/common';

/** Changes to the address's query: a value sets its key, an empty one (or null) removes it. */
export type QueryChanges = Record<string, string | null | undefined>;

/**
 * The address's query parameters and one way to change them, keeping every parameter not named: in place, so
 * choosing a filter or opening a dialog does not add a step to Back; or, with `push`, as a new step (a list's next
 * page, which Back should return from).
 *
 * A change builds on the one asked just before it while the router has not shown that yet: the router hands its
 * updater the parameters of the last render, so a filter chosen right after typing in a search (before the screen
 * caught up) used to drop what was typed.
 */
export function useQueryParams(): [URLSearchParams, (changes: QueryChanges, options?: { push?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const shown = params.toString();
  /** The last change asked, and the address the router showed when it was asked. */
  const asked = useRef<{ over: string; next: URLSearchParams } | null>(null);
  // Shown, so no longer pending: a step back to the address it was asked over must not bring it back.
  useEffect(() => {
    if (asked.current?.next.toString() === shown) asked.current = null;
  }, [shown]);
  const change = (changes: QueryChanges, { push = false } = {}) => {
    const pending = asked.current?.over === shown ? asked.current.next : null;
    const next = new URLSearchParams(pending ?? params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    asked.current = { over: shown, next };
    setParams(next, { replace: !push });
  };
  return [params, change];
}

/** A document id the address names, or `fallback` when it names none or could name no document (edited by hand). */
export const documentIdOr = <F>(value: string | null, fallback: F): string | F =>
  isDocumentId(value) ? value : fallback;
