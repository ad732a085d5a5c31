import { getCountFromServer, type Query } from 'firebase/firestore';
import { useEffect, useState } from 'react';

/**
 * Becomes a new number whenever the tab comes back into view: a count asked again then catches up with what
 * changed while nobody looked (a count is an answer, not a listener).
 */
function useShownAgain(): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const onChange = () => document.visibilityState === 'visible' && setShown((count) => count + 1);
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return shown;
}

/**
 * How many documents `countQuery` matches, counted by the server (an aggregation: no document reaches the browser,
 * and it costs one read per 1,000 index entries it counts), asked again whenever `changed` does (the signature of
 * a small live list the count goes with: a change there is the news that the count may have moved) and when the
 * tab is shown again. `key` names the query (its filters): a new key forgets the old answer. Null until the first
 * answer, or without a query; after a failure the last answer stays (a count is a hint beside a list, never the list).
 */
export function useServerCount(countQuery: Query | null, key: string, changed: string): number | null {
  const shown = useShownAgain();
  const [answer, setAnswer] = useState<{ key: string; count: number } | null>(null);
  const asked = countQuery !== null;
  useEffect(() => {
    if (!countQuery) return undefined;
    let current = true;
    getCountFromServer(countQuery).then(
      (snapshot) => current && setAnswer({ key, count: snapshot.data().count }),
      () => undefined,
    );
    return () => {
      current = false;
    };
    // The key stands for the query, which is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked, key, changed, shown]);
  return asked && answer?.key === key ? answer.count : null;
}

/** A list's signature for useServerCount's `changed`: its rows' ids and whatever of them marks a change. */
export const signatureOf = <T extends { id: string }>(rows: readonly T[] | undefined, mark: (row: T) => unknown) =>
  rows?.map((row) => `${row.id}:${String(mark(row))}`).join(',') ?? '';
