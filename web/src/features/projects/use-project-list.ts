import { useCallback, useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';

import { countProjects, type ProjectNarrowing, projectRef, type ProjectSort } from '@/lib/firestore/projects';
import { useRarestTerm } from '@/lib/server-search';
import { usePageCursor } from '@/lib/use-page-cursor';

const EVERY_PROJECT: ProjectNarrowing = { status: null, service: null, clientId: null, archived: true, term: null };

/**
 * How many projects there are (`all`, archived ones too) and how many the list narrows to (`narrowed`), counted by
 * the server (two aggregation queries: no project is read) and asked again whenever `changed` does (the page's
 * rows: a project created, archived or moved changes the counts without a reload). Null until the first answer,
 * and after a failure (the list still works).
 */
export function useProjectCounts(
  narrowing: ProjectNarrowing,
  changed: string,
): { all: number; narrowed: number } | null {
  const db = useFirestore();
  const key = JSON.stringify(narrowing);
  const [counts, setCounts] = useState<{ key: string; all: number; narrowed: number } | null>(null);
  useEffect(() => {
    let current = true;
    const of: ProjectNarrowing = JSON.parse(key);
    Promise.all([countProjects(db, EVERY_PROJECT), countProjects(db, of)]).then(
      ([all, narrowed]) => current && setCounts({ key, all, narrowed }),
      () => current && setCounts(null),
    );
    return () => {
      current = false;
    };
  }, [db, key, changed]);
  return counts && counts.key === key ? counts : null;
}

/** Of several typed words' search terms, the one the fewest projects hold (see useRarestTerm). */
export function useProjectRarestTerm(terms: readonly string[]): string | null {
  const db = useFirestore();
  const count = useCallback((term: string) => countProjects(db, { ...EVERY_PROJECT, term }), [db]);
  return useRarestTerm(terms, count);
}

/**
 * The Projects screen's page, named by the address (see usePageCursor): a project stored before `dueNext` existed
 * cannot start a page of the due order.
 */
export function useProjectPageCursor(sort: ProjectSort) {
  const db = useFirestore();
  return usePageCursor((id) => projectRef(db, id), sort === 'due' ? 'dueNext' : 'updatedAt');
}
