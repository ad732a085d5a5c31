import type { DocumentReference, DocumentSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';

import { cursorSnapshot, type PageCursor } from '@/lib/firestore/paging';
import { documentIdOr, useQueryParams } from '@/lib/use-query-params';

/** The address's changes that go back to a list's first page (a new search, filter or sort starts there). */
export const FIRST_PAGE = { after: null, before: null } as const;

/**
 * The page the address names (`?after=<id>` or `?before=<id>`: the document a page starts after, or ends before),
 * read as ids (a link edited to name anything else starts at the top).
 */
export function readPageParams(params: URLSearchParams): { after: string | null; before: string | null } {
  const after = documentIdOr(params.get('after'), null);
  return { after, before: after ? null : documentIdOr(params.get('before'), null) };
}

/**
 * The cursor the address names, and a way to move to another page (a step of its own: Back returns to the page
 * before, as in any paged list). A page moved to from the list brings its snapshot along; one named by a reload
 * or a shared link is read once through `refOf` (a document since removed starts the list afresh, as does one
 * lacking `orderedBy`, the field the list is in order of: a query cannot start at a place it has none). `ready`
 * is false while that read is on its way.
 */
export function usePageCursor(
  refOf: (id: string) => DocumentReference,
  orderedBy?: string,
): {
  cursor: PageCursor | null;
  ready: boolean;
  go: (cursor: PageCursor) => void;
} {
  const [params, change] = useQueryParams();
  const { after, before } = readPageParams(params);
  const [known, setKnown] = useState<ReadonlyMap<string, DocumentSnapshot | null>>(new Map());
  const id = after ?? before;
  const lacking = id !== null && !known.has(id);
  // The reference's path is what matters: a new function of the same collection reads nothing again.
  const path = id === null ? null : refOf(id).path;
  useEffect(() => {
    if (!lacking || id === null) return undefined;
    let current = true;
    const keep = (snapshot: DocumentSnapshot | null) => current && setKnown((now) => new Map(now).set(id, snapshot));
    const usable = (snapshot: DocumentSnapshot | null) =>
      snapshot && (!orderedBy || snapshot.get(orderedBy) !== undefined) ? snapshot : null;
    // A cursor that cannot be read is as good as none: the first page shows.
    cursorSnapshot(refOf(id)).then(
      (snapshot) => keep(usable(snapshot)),
      () => keep(null),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, lacking, orderedBy]);

  const snapshot = id === null ? null : (known.get(id) ?? null);
  const cursor = snapshot ? (after ? { after: snapshot } : { before: snapshot }) : null;
  const go = (next: PageCursor) => {
    const to = 'after' in next ? next.after : next.before;
    setKnown((now) => new Map(now).set(to.id, to));
    change('after' in next ? { after: to.id, before: null } : { before: to.id, after: null }, { push: true });
  };
  return { cursor, ready: !lacking, go };
}
