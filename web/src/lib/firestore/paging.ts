import {
  type DocumentReference,
  type DocumentSnapshot,
  endBefore,
  getDoc,
  limit,
  limitToLast,
  type Query,
  type QueryConstraint,
  type QuerySnapshot,
  startAfter,
} from 'firebase/firestore';

import { type FailurePolicy, fromQuery, type Live, type LiveSource, useLive } from './live';

/**
 * Cursor paging, the same for every list that can grow (docs/decisions/033-cursor-paging.md): a page starts after
 * one document (the next page) or ends before one (the page before), by the list's order, and reads one row more
 * than it shows to know whether another page lies that way. No page reads the rows before it.
 */
export type PageCursor = { after: DocumentSnapshot } | { before: DocumentSnapshot };

/** The constraints that end a list's query for one page of `max` rows from `cursor` (after its order). */
export function pageConstraints(cursor: PageCursor | null, max: number): QueryConstraint[] {
  if (cursor && 'before' in cursor) return [endBefore(cursor.before), limitToLast(max)];
  return [...(cursor ? [startAfter(cursor.after)] : []), limit(max)];
}

/** One page of a list, with the cursors of its neighbours. */
export interface Page<T> {
  rows: T[];
  /** The first and last rows' snapshots: where the pages before and after start. */
  first: DocumentSnapshot | undefined;
  last: DocumentSnapshot | undefined;
  hasBefore: boolean;
  hasAfter: boolean;
}

const NO_PAGE: Page<never> = { rows: [], first: undefined, last: undefined, hasBefore: false, hasAfter: false };

/**
 * A page from a query asking one row more than the page holds: the extra row (first going back, last going on)
 * only says that another page lies that way, and is not shown.
 */
export function readPage<T>(snapshot: QuerySnapshot<T>, cursor: PageCursor | null, size: number): Page<T> {
  const backwards = Boolean(cursor && 'before' in cursor);
  const extra = snapshot.docs.length > size;
  const docs = extra ? (backwards ? snapshot.docs.slice(1) : snapshot.docs.slice(0, size)) : snapshot.docs;
  return {
    rows: docs.map((row) => row.data()),
    // A cursor is only ever a position in the list: its data's type does not matter.
    first: docs[0] as DocumentSnapshot | undefined,
    last: docs.at(-1) as DocumentSnapshot | undefined,
    hasBefore: backwards ? extra : cursor !== null,
    hasAfter: backwards || extra,
  };
}

/**
 * A page's live source, answering only with what the server has confirmed: the local cache holds only the rows
 * earlier pages brought (the row read past the last one, say), so its first answer for a new page is a page with
 * rows missing, and would flash before the real one. The listener hears metadata changes so that the server's
 * word still arrives when it matches the cache's. `pageQuery` asks for `size + 1` rows (pageConstraints).
 */
export function confirmedPage<T>(pageQuery: Query<T>, cursor: PageCursor | null, size: number): LiveSource<Page<T>> {
  const source = fromQuery(
    pageQuery,
    (snapshot) => (snapshot.metadata.fromCache ? null : readPage(snapshot, cursor, size)),
    true,
  );
  const listen: LiveSource<Page<T>>['listen'] = (next, fail) => source.listen((page) => page && next(page), fail);
  // Kept whole (its query too), so a source of the same query is known as the same and not listened to again.
  return { ...source, listen } as unknown as LiveSource<Page<T>>;
}

/**
 * One page of a list, live. `window` names the list's view (its filters and order): while the next or previous
 * page of the same view is on its way, the rows shown stay (`moving`).
 */
export const useLivePage = <T, P extends FailurePolicy>(
  pageQuery: Query<T> | null,
  cursor: PageCursor | null,
  size: number,
  policy: P,
  window: string,
) =>
  useLive(pageQuery && confirmedPage(pageQuery, cursor, size), {
    policy,
    window,
    empty: NO_PAGE as Page<T>,
  }) as Live<Page<T>, P>;

/** A document's snapshot, for a page named by the address as starting at it (null when it no longer exists). */
export async function cursorSnapshot(ref: DocumentReference): Promise<DocumentSnapshot | null> {
  const snapshot = await getDoc(ref);
  return snapshot.exists() ? snapshot : null;
}
