import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';

import { COLLECTIONS, FILE_LIMITS, USAGE_LIMITS } from '@agency/common';

import { createFileMetadata, deleteFile } from '../../../web/src/lib/firestore/files';
import { sendMessage } from '../../../web/src/lib/firestore/threads';
import { usage } from '../../support/factories';
import { db } from '../../support/firestore-admin';
import { clientFirestore, removeTestAccounts, type TestAccount } from '../support/accounts';
import { newClient } from '../support/cast';
import { fileOf, fileRef, removeTestFiles, track, triggered, writeFile } from '../support/files';
import { idTokenFor } from '../support/sign-in';
import { openThread, removeTestThreads, trackMail } from '../support/threads';

// The jobs' work is a plain function their scheduled functions call: the tests call it too.
const { removeAbandonedUploads } = await import('../../../functions/src/files/remove-abandoned-uploads');
const { resetDailyCounts } = await import('../../../functions/src/usage/reset-daily-counts');

/**
 * Per-client limits (issue 28, docs/decisions/024-usage-limits.md), as an attacker with the web SDK meets them:
 * 200 messages and 100 uploads a day and 5 GB stored, counted in the same batch as each write, so a burst of
 * concurrent writes cannot slip past; a deleted upload gives its bytes back; the hourly sweep removes uploads whose
 * bytes never came, and the midnight job starts a new day.
 */

const usageRef = (clientId: string) => db.collection(COLLECTIONS.usage).doc(clientId);
const usageOf = async (clientId: string) => (await usageRef(clientId).get()).data();

const client = (name: string) => newClient({ name });

afterAll(async () => {
  await removeTestThreads();
  await removeTestFiles();
  // Their usage goes with them.
  await removeTestAccounts();
});

/** The metadata of an upload as the web writes it, as `account`; never followed by its bytes. */
async function startUpload(sdk: Awaited<ReturnType<typeof clientFirestore>>, account: TestAccount, size: number) {
  const created = await createFileMetadata(sdk.db, {
    clientId: account.uid,
    projectId: null,
    name: 'brief.pdf',
    size,
    uploadedBy: account.uid,
    uploaderRole: 'client',
    deliverable: false,
  });
  track(created.id);
  return created.id;
}

describe('a client’s day of messages', () => {
  it(`takes no more than ${USAGE_LIMITS.messagesPerDay}, however many are sent at once`, async () => {
    const sender = await client('Burst Sender');
    const threadId = (await openThread({}, await idTokenFor(sender))).result!.threadId;
    await usageRef(sender.uid).set(usage({ messagesToday: USAGE_LIMITS.messagesPerDay - 5 }));
    const sdk = await clientFirestore(sender);
    try {
      const sent = Array.from({ length: 15 }, () =>
        sendMessage(sdk.db, threadId, { uid: sender.uid, role: 'client' }, 'x'.repeat(5000)),
      );
      for (const message of sent) trackMail(`message-${threadId}-${message.id}`);
      const outcomes = await Promise.allSettled(sent.map((message) => message.written));

      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
      for (const outcome of outcomes.filter((each) => each.status === 'rejected')) {
        expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: 'permission-denied' });
      }
      expect((await usageOf(sender.uid))?.messagesToday).toBe(USAGE_LIMITS.messagesPerDay);
      const stored = await db.collection(COLLECTIONS.threads).doc(threadId).collection('messages').count().get();
      expect(stored.data().count).toBe(5);
    } finally {
      await sdk.close();
    }
  });
});

describe('a client’s uploads', () => {
  it(`takes no more than ${USAGE_LIMITS.filesPerDay} a day, however many are started at once`, async () => {
    const uploader = await client('Upload Burst');
    await usageRef(uploader.uid).set(usage({ filesToday: USAGE_LIMITS.filesPerDay - 3 }));
    const sdk = await clientFirestore(uploader);
    try {
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, () => startUpload(sdk, uploader, FILE_LIMITS.maxBytes)),
      );

      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
      expect(await usageOf(uploader.uid)).toMatchObject({
        filesToday: USAGE_LIMITS.filesPerDay,
        bytesStored: 3 * FILE_LIMITS.maxBytes,
      });
    } finally {
      await sdk.close();
    }
  });

  it('are refused past the storage limit, and a deleted upload gives its bytes back', async () => {
    const uploader = await client('Full Store');
    const size = 1000;
    await usageRef(uploader.uid).set(usage({ bytesStored: USAGE_LIMITS.bytesStored - size }));
    const sdk = await clientFirestore(uploader);
    try {
      const fileId = await startUpload(sdk, uploader, size);
      await expect(startUpload(sdk, uploader, 1)).rejects.toMatchObject({ code: 'permission-denied' });

      await deleteFile(sdk.db, fileId, uploader.uid);

      await triggered(async () =>
        expect((await usageOf(uploader.uid))?.bytesStored).toBe(USAGE_LIMITS.bytesStored - size),
      );
      await startUpload(sdk, uploader, size);
    } finally {
      await sdk.close();
    }
  }, 120_000);
});

describe('the hourly sweep and the midnight reset', () => {
  it('removes uploads whose bytes never came within a day, as the system, giving their bytes back', async () => {
    const uploader = await client('Abandoned Uploads');
    const sdk = await clientFirestore(uploader);
    try {
      const [abandoned, recent] = [await startUpload(sdk, uploader, 5000), await startUpload(sdk, uploader, 7000)];
      const now = new Date();
      const dayAndAMinuteAgo = Timestamp.fromMillis(now.getTime() - FILE_LIMITS.abandonedAfterMs - 60_000);
      await fileRef(abandoned).update({ createdAt: dayAndAMinuteAgo });
      // A file confirmed long ago is not touched.
      const stored = await writeFile({ clientId: uploader.uid, createdAt: dayAndAMinuteAgo.toDate() });

      expect(await removeAbandonedUploads(now)).toBeGreaterThanOrEqual(1);

      expect(await fileOf(abandoned)).toBeUndefined();
      expect((await db.collection(COLLECTIONS.deletedFiles).doc(abandoned).get()).data()).toMatchObject({
        deletedBy: 'system',
      });
      expect(await fileOf(recent)).toBeDefined();
      expect(await fileOf(stored)).toBeDefined();
      await triggered(async () => expect((await usageOf(uploader.uid))?.bytesStored).toBe(7000));
      expect((await usageOf(uploader.uid))?.filesToday).toBe(2);
    } finally {
      await sdk.close();
    }
  }, 120_000);

  it('starts each client’s day again at midnight: messages and uploads to 0, stored bytes kept', async () => {
    const busy = await client('Busy Day');
    await usageRef(busy.uid).set(usage({ messagesToday: 12, filesToday: 4, bytesStored: 123_456 }));

    expect(await resetDailyCounts(new Date())).toBeGreaterThanOrEqual(1);

    expect(await usageOf(busy.uid)).toEqual({ messagesToday: 0, filesToday: 0, bytesStored: 123_456 });
  });
});
