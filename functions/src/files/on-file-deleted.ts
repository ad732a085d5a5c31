import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';

import { DELETED_BY_SYSTEM, storagePathOf } from '@agency/common';

import { actorOf, projectNameOf, recordActivity } from '../lib/activity';
import { db } from '../lib/admin';
import { FILE_DOCUMENT_PATH, type StoredFile, tombstoneRef } from '../lib/firestore/files';
import { usageRef } from '../lib/firestore/usage';

import { storedObject } from './download-links';
import { clientOf } from './file-people';
import { keepGroupLatest } from './latest-version';

/**
 * Deleting a file's metadata deletes its bytes (nobody deletes them through the SDKs: storage.rules refuse). Then,
 * once (the tombstone's `settled` says it is done, so a retried event does nothing twice): a client's upload gives
 * its bytes back to their usage, and a file that was ready leaves `file_deleted` on the client's timeline, as done
 * by whoever the tombstone names. A deleted `latest` version hands that on to its group's newest ready version left
 * (docs/decisions/038-latest-file-version.md). A cancelled upload's metadata has no bytes yet, or bytes still
 * arriving, which onFileFinalized then finds without metadata and deletes.
 *
 * Every path that deletes a file writes its tombstone with it (docs/decisions/016-files.md); one deleted any other
 * way (the Firebase console) gets one here, late, so its id is closed all the same.
 */
// Retried on failure (deployed): deleting what is gone is ignored, and the tombstone makes the rest happen once.
export const onFileDeleted = onDocumentDeleted({ document: FILE_DOCUMENT_PATH, retry: true }, async (event) => {
  const { fileId } = event.params;
  const file = event.data?.data() as StoredFile | undefined;
  if (!file) return;
  // Only where a file's bytes may live (firestore.rules hold storagePath to this too): never another object.
  const path = storagePathOf(file.clientId, fileId, file.name);
  if (file.storagePath !== path) logger.warn('A file’s storagePath was not its own; deleting its own path', { fileId });
  await storedObject(path)?.delete({ ignoreNotFound: true });

  // Who deleted it, named as entries name people: the tombstone written with the deletion says (read here, before
  // the transaction, to look the person up; the transaction reads it again for the settled mark).
  const deletedBy = (await tombstoneRef(fileId).get()).data()?.deletedBy ?? DELETED_BY_SYSTEM;
  const [deleter, client, projectName] = await Promise.all([
    actorOf(deletedBy, { fallbackName: 'Someone', fallbackRole: 'admin' }),
    clientOf(file.clientId),
    projectNameOf(file.projectId),
  ]);
  const countsInUsage = file.uploaderRole === 'client';
  await db.runTransaction(async (transaction) => {
    const tombstone = tombstoneRef(fileId);
    const usage = usageRef(file.clientId);
    const [stone, used] = await Promise.all([
      transaction.get(tombstone),
      countsInUsage ? transaction.get(usage) : Promise.resolve(null),
    ]);
    const stored = stone.data();
    if (stored?.settled) return;
    if (stored) {
      transaction.update(tombstone, { settled: true });
    } else {
      logger.warn('A file was deleted without its tombstone; writing it now', { fileId });
      transaction.set(tombstone, {
        deletedBy: DELETED_BY_SYSTEM,
        deletedAt: FieldValue.serverTimestamp(),
        settled: true,
      });
    }
    const bytesStored = used?.data()?.bytesStored;
    if (bytesStored !== undefined) transaction.update(usage, { bytesStored: Math.max(0, bytesStored - file.size) });
    if (!file.ready) return;
    // Once only: the tombstone's settled mark keeps a retried event from reaching here again.
    recordActivity(
      transaction,
      {
        type: 'file_deleted',
        ...deleter,
        subjectUid: file.clientId,
        clientId: file.clientId,
        clientName: client.clientName,
        projectId: file.projectId,
        projectName,
        clientVisible: true,
        details: { fileId, name: file.name, version: file.version },
      },
      `file-deleted-${fileId}`,
    );
  });
  // The group's newest ready version left is what lists show now (done again on a retry, it finds nothing to do).
  if (file.latest === true) await keepGroupLatest(file.versionGroup);
});
