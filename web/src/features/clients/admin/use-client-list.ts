import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';

import { type ClientCounts, clientCounts, clientRef, countClients } from '@/lib/firestore/clients';
import { usePageCursor } from '@/lib/use-page-cursor';

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
 * How many profiles there are (`all`) and how many hold `term`, in all and per status (`matching`), counted by the
 * server and asked again whenever `changed` does (the page's ids and statuses: an invitation or a disabled account
 * changes the counts without a reload). Null until the first answer, and after a failure (the list still works).
 */
export function useClientCounts(term: string | null, changed: string): { all: number; matching: ClientCounts } | null {
  const db = useFirestore();
  const [counts, setCounts] = useState<{ term: string | null; all: number; matching: ClientCounts } | null>(null);
  useEffect(() => {
    let current = true;
    Promise.all([clientCounts(db, term), term ? countClients(db, { status: null, term: null }) : null]).then(
      ([matching, all]) => current && setCounts({ term, all: all ?? matching.all, matching }),
      () => current && setCounts(null),
    );
    return () => {
      current = false;
    };
  }, [db, term, changed]);
  return counts && counts.term === term ? counts : null;
}

/**
 * Of several typed words' search terms, the one the fewest profiles hold, counted by the server (one aggregation
 * per term, at most three): null until counted, or when there is one term or none to choose from.
 */
export function useRarestTerm(terms: readonly string[]): string | null {
  const db = useFirestore();
  // The terms as one value (none holds a space), so a new array of the same words asks nothing again.
  const key = terms.join(' ');
  const [rarest, setRarest] = useState<{ key: string; term: string } | null>(null);
  useEffect(() => {
    const asked = key.split(' ');
    if (asked.length < 2) return;
    let current = true;
    Promise.all(asked.map((term) => countClients(db, { status: null, term }))).then(
      (counts) => {
        const fewest = counts.indexOf(Math.min(...counts));
        if (current) setRarest({ key, term: asked[fewest]! });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [db, key]);
  return rarest && rarest.key === key ? rarest.term : null;
}

/** The clients screen's page, named by the address (see usePageCursor). */
export function useClientPageCursor() {
  const db = useFirestore();
  return usePageCursor((uid) => clientRef(db, uid));
}
