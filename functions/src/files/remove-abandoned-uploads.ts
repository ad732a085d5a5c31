import { FILE_LIMITS } from '@agency/common';

import { db } from '../lib/admin';
import { deleteWithTombstone, fileRef, unfinishedUploadsBefore } from '../lib/firestore/files';

/** Files per transaction: two writes each, well inside a transaction's limit of 500. */
const CHUNK = 100;

/**
 * Removes the metadata of every upload whose bytes had not arrived FILE_LIMITS.abandonedAfterMs before `now` (a
 * browser closed mid-upload, or metadata written and never followed by bytes), each with its tombstone, deleted by
 * the system. onFileDeleted then deletes any bytes that did arrive and gives the claimed size back to the client's
 * usage. Each chunk is a transaction that reads its files again, so one confirmed since the query is left alone.
 * Returns how many it removed.
 */
export async function removeAbandonedUploads(now: Date): Promise<number> {
  const before = new Date(now.getTime() - FILE_LIMITS.abandonedAfterMs);
  let removed = 0;
  for (;;) {
    const page = (await unfinishedUploadsBefore(before, CHUNK).get()).docs;
    if (!page.length) return removed;
    const refs = page.map((doc) => fileRef(doc.id));
    const done = await db.runTransaction(async (transaction) => {
      const snapshots = await transaction.getAll(...refs);
      let count = 0;
      for (const snapshot of snapshots) {
        const file = snapshot.data();
        if (!file || file.ready) continue;
        deleteWithTombstone(transaction, snapshot.id);
        count++;
      }
      return count;
    });
    removed += done;
    // Every one confirmed meanwhile: the next page would be the same documents.
    if (done === 0 || page.length < CHUNK) return removed;
  }
}
