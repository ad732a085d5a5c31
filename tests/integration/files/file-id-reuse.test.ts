import { collection, doc, increment, serverTimestamp, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COLLECTIONS, storagePathOf } from '@agency/common';

import { createFileMetadata, deleteFile } from '../../../web/src/lib/firestore/files';
import { sendMessage } from '../../../web/src/lib/firestore/threads';
import { file } from '../../support/factories';
import { db } from '../../support/firestore-admin';
import { clientFirestore, removeTestAccounts } from '../support/accounts';
import { useCast } from '../support/cast';
import {
  activityOfId,
  fileOf,
  NO_STORAGE,
  objectExists,
  removeTestFiles,
  storageRuns,
  track,
  trackClientMails,
  triggered,
  upload,
} from '../support/files';
import { openThread, removeTestThreads, trackMail } from '../support/threads';

/**
 * A file id is never used twice (issue 28, docs/decisions/016-files.md). The attack as it was reproduced: a client
 * uploads a contract as file F, attaches it to a message, deletes F, writes `files/F` again and uploads other bytes
 * there, so the sent message would serve them and the log entries named after F would be written over. Every step
 * goes through the web's own writes (createFileMetadata, sendMessage, deleteFile) with the client's SDK, under the
 * rules; the bytes go in through the Admin SDK as the upload would (the storage rules tier tests that upload).
 */
describe.skipIf(!storageRuns)(`a deleted file’s id${storageRuns ? '' : ` (skipped: ${NO_STORAGE})`}`, () => {
  const { admin, alice: mallory } = useCast({ alice: { name: 'Mallory Signer' } });
  beforeAll(() => {
    trackClientMails(mallory.uid);
  });
  afterAll(async () => {
    await removeTestThreads();
    await removeTestFiles();
    await removeTestAccounts();
  });

  /** The activity entry `id`, once a trigger has written it. */
  const logged = (id: string) =>
    triggered(async () => {
      const entry = await activityOfId(id);
      expect(entry).toBeDefined();
      return entry!;
    });

  /** Uploads a file as the browser does (metadata, then bytes) and waits until it is confirmed. */
  async function uploadAs(sdk: Awaited<ReturnType<typeof clientFirestore>>, name: string, text: string) {
    const data = Buffer.from(text);
    const { id, storagePath } = await createFileMetadata(sdk.db, {
      clientId: mallory.uid,
      projectId: null,
      name,
      size: data.length,
      uploadedBy: mallory.uid,
      uploaderRole: 'client',
      deliverable: false,
    });
    track(id);
    await upload(storagePath, data, 'text/plain');
    await triggered(async () => expect((await fileOf(id))?.ready).toBe(true));
    return id;
  }

  /** The metadata of a text upload under a chosen id, counted, as createFileMetadata writes it. */
  function writeMetadata(sdk: Awaited<ReturnType<typeof clientFirestore>>, fileId: string, text: string) {
    const name = 'signed-contract.txt';
    const batch = writeBatch(sdk.db);
    batch.set(doc(sdk.db, COLLECTIONS.files, fileId), {
      ...file(fileId, { clientId: mallory.uid, name, size: text.length, ready: false }),
      createdAt: serverTimestamp(),
    });
    batch.set(
      doc(sdk.db, COLLECTIONS.usage, mallory.uid),
      { filesToday: increment(1), bytesStored: increment(text.length), lastFileId: fileId },
      { merge: true },
    );
    return batch.commit();
  }

  it('cannot be written again after the client deletes it: the message keeps naming what was sent', async () => {
    const sdk = await clientFirestore(mallory);
    try {
      const fileId = await uploadAs(sdk, 'signed-contract.txt', 'I agree to pay $10,000');
      const threadId = (await openThread({}, mallory.token)).result!.threadId;
      const message = sendMessage(sdk.db, threadId, { uid: mallory.uid, role: 'client' }, 'Signed.', [fileId]);
      trackMail(`message-${threadId}-${message.id}`);
      await message.written;
      const uploaded = await logged(`file-uploaded-${fileId}`);

      await deleteFile(sdk.db, fileId, mallory.uid);

      // At once, and for good: new metadata under the same id is refused, though it is what the web would write
      // (counted in the client's usage, as the rules ask), as the same metadata under a fresh id shows.
      const fresh = doc(collection(sdk.db, COLLECTIONS.files)).id;
      track(fresh);
      await writeMetadata(sdk, fresh, 'I agree to pay $10');
      await expect(writeMetadata(sdk, fileId, 'I agree to pay $10')).rejects.toMatchObject({
        code: 'permission-denied',
      });
      expect(await fileOf(fileId)).toBeUndefined();

      // The bytes go, the deletion is logged as the client's, and the upload's entry is as it was.
      const deleted = await logged(`file-deleted-${fileId}`);
      expect(deleted).toMatchObject({ type: 'file_deleted', actor: mallory.uid, clientId: mallory.uid });
      expect(await activityOfId(`file-uploaded-${fileId}`)).toEqual(uploaded);
      await triggered(async () =>
        expect(await objectExists(storagePathOf(mallory.uid, fileId, 'signed-contract.txt'))).toBe(false),
      );
      expect((await db.collection(COLLECTIONS.deletedFiles).doc(fileId).get()).data()).toMatchObject({
        deletedBy: mallory.uid,
      });
    } finally {
      await sdk.close();
    }
  }, 120_000);

  it('is logged as deleted by the administrator who deleted it, not by “system”', async () => {
    const sdk = await clientFirestore(mallory);
    const agency = await clientFirestore(admin);
    try {
      const fileId = await uploadAs(sdk, 'notes.txt', 'Some notes');

      await deleteFile(agency.db, fileId, admin.uid);

      expect(await logged(`file-deleted-${fileId}`)).toMatchObject({ type: 'file_deleted', actor: admin.uid });
    } finally {
      await sdk.close();
      await agency.close();
    }
  }, 120_000);
});
