import { collection, documentId, type Firestore, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';

import { type ClientNames, clientNamesOf, COLLECTIONS, type NamedProfile } from '@agency/common';

import { IDS_PER_QUERY, type LookUpChunk, useLookedUp } from './by-ids';
import { fromQuery } from './live';

/**
 * Names beside documents in the admin area (docs/decisions/032-names-copied-onto-documents.md): a row's own copy of
 * its client's names, else, for the few rows stored before the copies existed (until the backfill job has run),
 * a bounded look-up of those rows' clients by id. Never every profile: PORTAL.md's scale rule.
 */

export { IDS_PER_QUERY, MOST_LOOKED_UP } from './by-ids';

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

/** One `in` query's worth of the clients' names, live. */
const namesOfChunk =
  (db: Firestore): LookUpChunk<ClientNames> =>
  (ids) =>
    fromQuery(clientsByIdQuery(db, ids), (snapshot) =>
      snapshot.docs.map((profile): [string, ClientNames] => [
        profile.id,
        clientNamesOf(profile.data() as NamedProfile),
      ]),
    );

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
  const names = useLookedUp('clients', missing, namesOfChunk(db));
  return (row) => copiedNames(row) ?? (row.clientId ? (names.get(row.clientId) ?? null) : null);
}

/** One client's names by id (a chosen client a screen names), looked up the same bounded way. */
export function useClientNamesById(clientId: string | null | undefined): ClientNames | null {
  const nameOf = useClientNamesOf(clientId ? [{ clientId }] : []);
  return clientId ? nameOf({ clientId }) : null;
}
