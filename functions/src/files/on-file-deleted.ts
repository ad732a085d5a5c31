import { logger } from 'firebase-functions';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';

import { storagePathOf } from '@agency/common';

import { actorOf, isAlreadyExists, projectNameOf, recordActivity } from '../lib/activity';
import { db, filesBucket } from '../lib/admin';
import { FILE_DOCUMENT_PATH, type StoredFile } from '../lib/firestore/files';

import { clientOf } from './file-people';

/**
 * Deleting a file's metadata deletes its bytes (nobody deletes them through the SDKs: storage.rules refuse), and a
 * file that was ready leaves `file_deleted` on the client's timeline. A cancelled upload's metadata has no bytes
 * yet, or bytes still arriving, which onFileFinalized then finds without metadata and deletes.
 */
// Retried on failure (deployed): deleting what is gone is ignored, and the entry's id is fixed by the file.
export const onFileDeleted = onDocumentDeleted({ document: FILE_DOCUMENT_PATH, retry: true }, async (event) => {
  const { fileId } = event.params;
  const file = event.data?.data() as StoredFile | undefined;
  if (!file) return;
  // Only where a file's bytes may live (firestore.rules hold storagePath to this too): never another object.
  const path = storagePathOf(file.clientId, fileId, file.name);
  if (file.storagePath !== path) logger.warn('A file’s storagePath was not its own; deleting its own path', { fileId });
  // On emulators started without Storage there are no bytes anywhere, and no bucket to ask.
  const noStorage = process.env.FUNCTIONS_EMULATOR === 'true' && !process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (!noStorage) await filesBucket().file(path).delete({ ignoreNotFound: true });
  if (!file.ready) return;

  // Who deleted it, by uid ('system' when no person did), named as the entry names people.
  const deletedBy = 'system';
  const [deleter, client, projectName] = await Promise.all([
    actorOf(deletedBy, { fallbackName: 'Someone', fallbackRole: 'admin' }),
    clientOf(file.clientId),
    projectNameOf(file.projectId),
  ]);
  const batch = db.batch();
  recordActivity(
    batch,
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
  // A retried event finds its entry there: the deletion is logged already, never twice or over the first.
  await batch.commit().catch((error: unknown) => {
    if (!isAlreadyExists(error)) throw error;
  });
});
