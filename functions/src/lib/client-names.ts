import {
  type DocumentData,
  type Query,
  type QueryDocumentSnapshot,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';

import { type ClientNames, clientNamesInStep, clientNamesOf, COLLECTIONS } from '@agency/common';

import { db } from './admin';
import { clientRef } from './firestore/clients';
import { clientDocumentsInIdOrder, inIdOrder } from './firestore/id-order';
import type { StoredProject } from './firestore/projects';
import { projectListFields } from './project-list-fields';

/**
 * The collections whose documents copy their client's names (docs/decisions/032-names-copied-onto-documents.md).
 * Activity entries copy `clientName` too, but as the log's record of the moment: they are never renamed.
 */
export const NAMED_COLLECTIONS = [
  COLLECTIONS.threads,
  COLLECTIONS.files,
  COLLECTIONS.quotes,
  COLLECTIONS.invoices,
  // Last: a project's copies also make its list fields, the most a page computes.
  COLLECTIONS.projects,
] as const;

type NamedCollection = (typeof NAMED_COLLECTIONS)[number];

/**
 * What a document of `collection` keeps in step with its client's names: the copies, and for a project the list
 * fields made from them (its search terms hold the names; docs/decisions/036).
 */
const keptFields = (collection: NamedCollection, data: DocumentData, names: ClientNames): Record<string, unknown> =>
  collection === COLLECTIONS.projects ? { ...names, ...projectListFields(data as StoredProject, names) } : { ...names };

/** Whether a stored value is `kept` (terms in the same order; times by their moment). */
function sameValue(stored: unknown, kept: unknown): boolean {
  if (Array.isArray(kept)) {
    return Array.isArray(stored) && stored.length === kept.length && stored.every((term, i) => term === kept[i]);
  }
  if (kept instanceof Timestamp) return stored instanceof Timestamp && stored.isEqual(kept);
  return stored === kept;
}

/**
 * Documents read, and at most written, per transaction: Firestore's limit on the writes of one batch or
 * transaction, so each page commits whole or not at all.
 */
export const NAMES_PAGE = 500;

/**
 * The names a new document of `clientId` copies, read in `transaction` where the document is created in one (so a
 * rename committed meanwhile makes the transaction read again, and the copy is never older than the profile).
 */
export async function clientNamesFor(clientId: string, transaction?: Transaction): Promise<ClientNames> {
  const ref = clientRef(clientId);
  return clientNamesOf((transaction ? await transaction.get(ref) : await ref.get()).data());
}

/**
 * The names each document of a page copies, by its `clientId` (and its data), read within the page's transaction; or null to stop
 * the walk there (a newer rename has its own walk to do).
 */
type PageNames = (
  transaction: Transaction,
  docs: readonly QueryDocumentSnapshot[],
) => Promise<((clientId: unknown, data: DocumentData) => ClientNames | undefined) | null>;

/**
 * Walks `query` (of `collection`) in document-id order, NAMES_PAGE documents a transaction, rewriting the copies
 * (keptFields) of each document that differs from what `namesOf` reads for it then, and nothing else. Reading the
 * profiles in the transaction that writes the copies serialises it with any rename: a page never writes a name
 * older than the profile. Returns how many documents it wrote.
 */
async function mendInPages(collection: NamedCollection, query: Query, namesOf: PageNames): Promise<number> {
  let written = 0;
  let after: string | undefined;
  for (;;) {
    const page = (after ? query.startAfter(after) : query).limit(NAMES_PAGE);
    const { size, last, stale } = await db.runTransaction(async (transaction) => {
      const { docs } = await transaction.get(page);
      const nameOf = await namesOf(transaction, docs);
      if (!nameOf) return { size: 0, last: undefined, stale: 0 };
      let mended = 0;
      for (const doc of docs) {
        const data = doc.data();
        const names = nameOf(data.clientId, data);
        if (!names) continue;
        let kept: Record<string, unknown>;
        try {
          kept = keptFields(collection, data, names);
        } catch (error) {
          // One document this cannot read is left as it is and said in the log: the walk goes on for the rest.
          logger.error(`Left ${doc.ref.path} out of step: its copies could not be made`, error);
          continue;
        }
        if (Object.entries(kept).every(([field, value]) => sameValue(data[field], value))) continue;
        transaction.update(doc.ref, kept);
        mended++;
      }
      return { size: docs.length, last: docs.at(-1)?.id, stale: mended };
    });
    written += stale;
    if (size < NAMES_PAGE || !last) return written;
    after = last;
  }
}

/**
 * Brings every copy of one client's names in line with their profile, through each named collection. Idempotent
 * and resumable: run again after a crash, it finds what was done in step and finishes the rest. Given the names a
 * rename set (`renamedTo`), it stops as soon as the profile holds others: a later rename's own run does that work,
 * so renames in quick succession cost one walk between them, not one each. Returns how many documents it wrote.
 */
export async function keepClientNamesInStep(clientId: string, renamedTo?: ClientNames): Promise<number> {
  let written = 0;
  for (const collection of NAMED_COLLECTIONS) {
    let superseded = false;
    written += await mendInPages(collection, clientDocumentsInIdOrder(collection, clientId), async (transaction) => {
      const names = await clientNamesFor(clientId, transaction);
      superseded = Boolean(renamedTo && !clientNamesInStep(names, renamedTo));
      return superseded ? null : () => names;
    });
    if (superseded) break;
  }
  return written;
}

/**
 * The backfill: gives every document stored before the copies existed (or left out of step by a run cut short)
 * its client's names, each page's profiles read together once. It can be stopped anywhere and run again: a run
 * after an interrupted one rewrites nothing already done. A document whose client has no profile is left alone.
 * Returns how many it wrote.
 */
export async function backfillClientNames(): Promise<number> {
  let written = 0;
  for (const collection of NAMED_COLLECTIONS)
    written += await mendInPages(collection, inIdOrder(collection), pageProfiles);
  return written;
}

/** The names of each client a page's documents belong to, their profiles read together once. */
const pageProfiles: PageNames = async (transaction, docs) => {
  const ids = [...new Set(docs.map((doc) => doc.get('clientId')))].filter(
    (id): id is string => typeof id === 'string' && id !== '',
  );
  const profiles = ids.length ? await transaction.getAll(...ids.map((id) => clientRef(id))) : [];
  const names = new Map(
    profiles.filter((profile) => profile.exists).map((profile) => [profile.id, clientNamesOf(profile.data())]),
  );
  return (clientId) => (typeof clientId === 'string' ? names.get(clientId) : undefined);
};

/**
 * The projects' backfill: gives every project stored before its list fields existed (docs/decisions/036) its
 * `searchTerms` and `dueNext` (and its client's names, which its terms hold), mending any out of step. As
 * `backfillClientNames`, a page of at most 500 a transaction writing only what differs: stopped anywhere and run
 * again, it rewrites nothing already done. Returns how many it wrote.
 */
export const backfillProjectLists = (): Promise<number> =>
  mendInPages(COLLECTIONS.projects, inIdOrder(COLLECTIONS.projects), async (transaction, docs) => {
    const profileNames = await pageProfiles(transaction, docs);
    // A project whose client has no profile keeps whatever names it copied: it still gets its list fields.
    return (clientId, data) => {
      const profile = profileNames?.(clientId, data);
      if (profile) return profile;
      const none = clientNamesOf(undefined);
      return {
        clientName: typeof data.clientName === 'string' ? data.clientName : none.clientName,
        clientPersonName: typeof data.clientPersonName === 'string' ? data.clientPersonName : none.clientPersonName,
      };
    };
  });
