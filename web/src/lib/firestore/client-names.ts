import { collection, documentId, type Firestore, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';

import { type ClientNames, clientNamesOf, COLLECTIONS, type NamedProfile } from '@agency/common';

import { fromQuery, type LiveSource, useLive } from './live';

/**
 * Names beside documents in the admin area (docs/decisions/032-names-copied-onto-documents.md): a row's own copy of
 * its client's names, else, for the few rows stored before the copies existed (until the backfill job has run),
 * a bounded look-up of those rows' clients by id. Never every profile: PORTAL.md's scale rule.
 */

/** Firestore's limit on the values of one `in` filter. */
export const IDS_PER_QUERY = 30;
/** The most clients looked up for one screen (four queries): the rows on screen, never a whole collection. */
export const MOST_LOOKED_UP = 4 * IDS_PER_QUERY;

/** Anything that names its client: its id, and its copy of their names where it has one. */
export interface NamesItsClient {
  clientId: string | null;
  clientName?: string | null;
  clientPersonName?: string | null;
}

/** A document's own copy of its client's names, or null when it has none (stored before the copies). */
export function copiedNames(row: NamesItsClient): ClientNames | null {
  if (!row.clientName) return null;
  return { clientName: row.clientName, clientPersonName: row.clientPersonName || row.clientName };
}

/** Up to IDS_PER_QUERY profiles by id (administrators only, by firestore.rules). */
export const clientsByIdQuery = (db: Firestore, ids: readonly string[]) =>
  query(collection(db, COLLECTIONS.clients), where(documentId(), 'in', ids.slice(0, IDS_PER_QUERY)));

/** The names of the clients of `ids` (at most MOST_LOOKED_UP), live, as one answer over several `in` queries. */
function namesByIds(db: Firestore, ids: readonly string[]): LiveSource<ReadonlyMap<string, ClientNames>> {
  const wanted = [...new Set(ids)].sort().slice(0, MOST_LOOKED_UP);
  const chunks: string[][] = [];
  for (let at = 0; at < wanted.length; at += IDS_PER_QUERY) chunks.push(wanted.slice(at, at + IDS_PER_QUERY));
  const key = wanted.join(',');
  const source: LiveSource<ReadonlyMap<string, ClientNames>> & { key: string } = {
    key,
    same: (other) => 'key' in other && (other as typeof source).key === key,
    listen: (next, fail) => {
      const found = new Map<number, [string, ClientNames][]>();
      const stops = chunks.map((chunk, index) =>
        fromQuery(clientsByIdQuery(db, chunk), (snapshot) =>
          snapshot.docs.map((profile): [string, ClientNames] => [
            profile.id,
            clientNamesOf(profile.data() as NamedProfile),
          ]),
        ).listen((names) => {
          found.set(index, names);
          // One answer once every query has answered, and again whenever one changes.
          if (found.size === chunks.length) next(new Map([...found.values()].flat()));
        }, fail),
      );
      return () => stops.forEach((stop) => stop());
    },
  };
  return source;
}

const NO_NAMES: ReadonlyMap<string, ClientNames> = new Map();

/**
 * How the rows on screen name their clients: each row's own copy, else its client's names looked up by id (only
 * for rows without a copy, at most MOST_LOOKED_UP clients, live), else null while unknown. Quiet: a failed look-up
 * leaves a row unnamed rather than failing the screen.
 */
export function useClientNamesOf(rows: readonly NamesItsClient[]): (row: NamesItsClient) => ClientNames | null {
  const db = useFirestore();
  const missing = rows
    .filter((row) => row.clientId && !copiedNames(row))
    .map((row) => row.clientId!)
    .filter((id, index, all) => all.indexOf(id) === index);
  // A new source each render, kept listening while it asks for the same ids (its `same`).
  const looked = useLive(missing.length ? namesByIds(db, missing) : null, { policy: 'quiet', empty: NO_NAMES });
  const names = looked.status === 'ready' ? looked.data : NO_NAMES;
  return (row) => copiedNames(row) ?? (row.clientId ? (names.get(row.clientId) ?? null) : null);
}

/** One client's names by id (a chosen client a screen names), looked up the same bounded way. */
export function useClientNamesById(clientId: string | null | undefined): ClientNames | null {
  const nameOf = useClientNamesOf(clientId ? [{ clientId }] : []);
  return clientId ? nameOf({ clientId }) : null;
}
