import { useCallback, useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';

import { type ClientCounts, clientCounts, clientRef, countClients } from '@/lib/firestore/clients';
import { useRarestTerm } from '@/lib/server-search';
import { usePageCursor } from '@/lib/use-page-cursor';

/**
 * How many profiles there are (`all`) and how many hold `term`, in all and per status (`matching`), counted by the
 * server and asked again whenever `changed` does (the page's ids and statuses: an invitation or a disabled account
 * changes the counts without a reload). Not asked while `changed` is null (the page is not in yet: the list comes
 * first, and counting before it would only be asked again once it came). Null until the first answer, and after a
 * failure (the list still works).
 */
export function useClientCounts(
  term: string | null,
  changed: string | null,
): { all: number; matching: ClientCounts } | null {
  const db = useFirestore();
  const [counts, setCounts] = useState<{ term: string | null; all: number; matching: ClientCounts } | null>(null);
  useEffect(() => {
    if (changed === null) return undefined;
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

/** Of several typed words' search terms, the one the fewest profiles hold (see useRarestTerm). */
export function useClientRarestTerm(terms: readonly string[]): string | null {
  const db = useFirestore();
  const count = useCallback((term: string) => countClients(db, { status: null, term }), [db]);
  return useRarestTerm(terms, count);
}

/** The clients screen's page, named by the address (see usePageCursor). */
export function useClientPageCursor() {
  const db = useFirestore();
  return usePageCursor((uid) => clientRef(db, uid));
}
