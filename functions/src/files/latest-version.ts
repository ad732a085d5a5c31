import type { DocumentData, DocumentReference, QueryDocumentSnapshot, Transaction } from 'firebase-admin/firestore';

import { db } from '../lib/admin';
import { groupVersionsQuery, versionGroupPage } from '../lib/firestore/files';

/** One version of a file as the newest-version bookkeeping reads it. */
export interface VersionRow {
  id: string;
  version: unknown;
  ready: unknown;
  latest: unknown;
}

/**
 * Which version of a group is its `latest` (docs/decisions/038-latest-file-version.md): the ready one with the
 * highest version number, or none while no version is ready. Versions can finish uploading in any order, so it is
 * never simply the last one confirmed. Two uploads of the next version at once both take its number: of those, the
 * one with the greater id, whatever order they are given in (the triggers read a group newest first, the backfill by
 * id), so no run moves the mark between them.
 */
export function newestReady(versions: readonly VersionRow[]): VersionRow | undefined {
  let newest: VersionRow | undefined;
  for (const row of versions) {
    if (row.ready !== true || typeof row.version !== 'number') continue;
    const than = newest?.version as number;
    if (!newest || row.version > than || (row.version === than && row.id > newest.id)) newest = row;
  }
  return newest;
}

/**
 * The `latest` each version of a group must be given so that exactly its newest ready version has it: only those
 * whose stored value differs (a version stored before the field existed gets `false` too).
 */
export function latestMends(versions: readonly VersionRow[]): { id: string; latest: boolean }[] {
  const newest = newestReady(versions);
  return versions.flatMap((row) => {
    const latest = row === newest;
    return row.latest === latest ? [] : [{ id: row.id, latest }];
  });
}

const rowOf = (snapshot: QueryDocumentSnapshot<DocumentData>): VersionRow => ({
  id: snapshot.id,
  version: snapshot.get('version'),
  ready: snapshot.get('ready'),
  latest: snapshot.get('latest'),
});

/** Writes `mends` in `transaction` on the versions `refs` names. */
function applyMends(
  transaction: Transaction,
  refs: ReadonlyMap<string, DocumentReference>,
  mends: readonly { id: string; latest: boolean }[],
): void {
  for (const { id, latest } of mends) transaction.update(refs.get(id)!, { latest });
}

/**
 * Reads a group's versions in `transaction` (before its writes), for the transaction that changes one of them, to
 * make `latest` right with that change: `readyNow` is the version's `ready` after it. Gives the changed version's
 * `latest`, to write with its change, and `writeOthers`, which writes the other versions whose `latest` changes.
 */
export async function readGroupLatest(
  transaction: Transaction,
  versionGroup: string,
  fileId: string,
  readyNow: boolean,
): Promise<{ latest: boolean; writeOthers: () => void }> {
  const { docs } = await transaction.get(groupVersionsQuery(versionGroup));
  const rows = docs.map(rowOf).map((row) => (row.id === fileId ? { ...row, ready: readyNow } : row));
  const others = latestMends(rows).filter((mend) => mend.id !== fileId);
  const refs = new Map(docs.map((doc) => [doc.id, doc.ref as DocumentReference]));
  return { latest: newestReady(rows)?.id === fileId, writeOthers: () => applyMends(transaction, refs, others) };
}

/**
 * Makes a group's newest ready version its `latest` once the version that was has gone (onFileDeleted). Returns
 * how many versions it wrote: none when the group is already right (a retried event).
 */
export function keepGroupLatest(versionGroup: string): Promise<number> {
  return db.runTransaction(async (transaction) => {
    const { docs } = await transaction.get(groupVersionsQuery(versionGroup));
    const mends = latestMends(docs.map(rowOf));
    applyMends(transaction, new Map(docs.map((doc) => [doc.id, doc.ref as DocumentReference])), mends);
    return mends.length;
  });
}

/**
 * Files read per page of the backfill, and so at most written per transaction (a group longer than a page, read whole
 * on its own, is the one exception).
 */
export const LATEST_PAGE = 500;

/**
 * The backfill: gives every version group stored before `latest` existed (or left wrong by anything that stopped
 * half-way) its `latest`, true on the newest ready version and false on every other. Walks the files by version
 * group, a page of whole groups a transaction (a page's last group may be cut short by the page's end: it starts the
 * next page instead), writing only what differs: stopped anywhere and run again, it rewrites nothing already done.
 * Returns how many files it wrote. `pageSize` is LATEST_PAGE but in tests of the page ends.
 */
export async function backfillLatestVersions(pageSize = LATEST_PAGE): Promise<number> {
  let written = 0;
  let after: unknown;
  for (;;) {
    const page = await db.runTransaction(async (transaction) => {
      const { docs } = await transaction.get(versionGroupPage(pageSize, after));
      const full = docs.length === pageSize;
      const lastGroup: unknown = docs.at(-1)?.get('versionGroup');
      let rows = full ? docs.filter((doc) => doc.get('versionGroup') !== lastGroup) : docs;
      // One group fills the page: it is read whole, alone.
      if (full && !rows.length) {
        rows = (await transaction.get(groupVersionsQuery(lastGroup as string))).docs;
      }
      const groups = new Map<unknown, QueryDocumentSnapshot[]>();
      for (const doc of rows) {
        const group = doc.get('versionGroup');
        groups.set(group, [...(groups.get(group) ?? []), doc]);
      }
      let mended = 0;
      for (const versions of groups.values()) {
        const mends = latestMends(versions.map(rowOf));
        applyMends(transaction, new Map(versions.map((doc) => [doc.id, doc.ref as DocumentReference])), mends);
        mended += mends.length;
      }
      return { mended, more: full, last: rows.at(-1)?.get('versionGroup') as unknown };
    });
    written += page.mended;
    if (!page.more) return written;
    after = page.last;
  }
}
