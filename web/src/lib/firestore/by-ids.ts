import { isDocumentId } from '@agency/common';

import { type LiveSource, useLive } from './live';

/**
 * A bounded look-up of the documents behind the rows on screen (a client's names, a project's name), by id: never
 * a whole collection (PORTAL.md's scale rule). Each collection's module gives the live source of one `in` query;
 * this asks as few of them as the ids need and answers once all have.
 */

/** Firestore's limit on the values of one `in` filter. */
export const IDS_PER_QUERY = 30;
/** The most documents looked up for one screen (four queries): the rows on screen, never a whole collection. */
export const MOST_LOOKED_UP = 4 * IDS_PER_QUERY;

/** One `in` query's worth of a look-up: what each document found says, by its id. */
export type LookUpChunk<T> = (ids: string[]) => LiveSource<[string, T][]>;

/**
 * What the documents of `ids` (at most MOST_LOOKED_UP) say, live, as one answer over several `in` queries. `kind`
 * names the look-up (its collection), so a source asking the same ids of it is known as the same.
 */
export function liveByIds<T>(
  kind: string,
  ids: readonly string[],
  chunk: LookUpChunk<T>,
): LiveSource<ReadonlyMap<string, T>> {
  // An id that could name no document (an edited address's) would make the SDK throw: it is looked up as none.
  const wanted = [...new Set(ids)].filter(isDocumentId).sort().slice(0, MOST_LOOKED_UP);
  const chunks: string[][] = [];
  for (let at = 0; at < wanted.length; at += IDS_PER_QUERY) chunks.push(wanted.slice(at, at + IDS_PER_QUERY));
  const key = `${kind}:${wanted.join(',')}`;
  const source: LiveSource<ReadonlyMap<string, T>> & { key: string } = {
    key,
    same: (other) => 'key' in other && (other as typeof source).key === key,
    listen: (next, fail) => {
      const found = new Map<number, [string, T][]>();
      const stops = chunks.map((ids, index) =>
        chunk(ids).listen((entries) => {
          found.set(index, entries);
          // One answer once every query has answered, and again whenever one changes.
          if (found.size === chunks.length) next(new Map([...found.values()].flat()));
        }, fail),
      );
      return () => stops.forEach((stop) => stop());
    },
  };
  return source;
}

const NOTHING: ReadonlyMap<string, unknown> = new Map();

/**
 * What the documents of `ids` say, live (empty while unknown, or when there are none to ask). Quiet: a failed
 * look-up leaves rows unnamed rather than failing the screen.
 */
export function useLookedUp<T>(kind: string, ids: readonly string[], chunk: LookUpChunk<T>): ReadonlyMap<string, T> {
  // A new source each render, kept listening while it asks for the same ids (its `same`).
  const looked = useLive(ids.length ? liveByIds(kind, ids, chunk) : null, {
    policy: 'quiet',
    empty: NOTHING as ReadonlyMap<string, T>,
  });
  return looked.status === 'ready' ? looked.data : (NOTHING as ReadonlyMap<string, T>);
}
