import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COLLECTIONS } from '@agency/common';

import { deletedFile } from '../../support/factories';
import { db } from '../../support/firestore-admin';
import { removeTestAccounts, type TestAccount } from '../support/accounts';
import {
  bytes,
  fileOf,
  fileRef,
  newFileId,
  NO_STORAGE,
  removeTestFiles,
  storageRuns,
  triggered,
  upload,
  writeFile,
} from '../support/files';
import { clientWithProfile } from '../support/threads';

// After the test support has started the Admin SDK for the emulators' project, so the functions' code finds it.
const { runScheduledJob } = await import('../../../scripts/job');
const { backfillLatestVersions, keepGroupLatest } = await import('../../../functions/src/files/latest-version');

afterAll(async () => {
  await removeTestFiles();
  await removeTestAccounts();
});

/** Each file's `latest` as stored (undefined: it has none). */
const latestOf = async (...ids: string[]) => Promise.all(ids.map(async (id) => (await fileOf(id))?.latest));

/** Deletes a file's metadata as the web does, with its tombstone; onFileDeleted does the rest. */
async function deleteFile(fileId: string) {
  const batch = db.batch();
  batch.delete(fileRef(fileId));
  batch.set(db.collection(COLLECTIONS.deletedFiles).doc(fileId), deletedFile());
  await batch.commit();
}

/**
 * One version's metadata as the agency's Files page writes it before the bytes (not ready, not latest), and the way
 * to store its bytes afterwards, as the browser does, which onFileFinalized then confirms.
 */
async function versionOf(clientId: string, versionGroup: string | null, version: number) {
  const id = newFileId();
  const data = bytes(400 + version);
  const name = `design v${version}.pdf`;
  await writeFile(
    {
      clientId,
      name,
      title: 'design v1.pdf',
      size: data.length,
      uploaderRole: 'agency',
      ready: false,
      versionGroup: versionGroup ?? id,
      version,
    },
    id,
  );
  const { storagePath } = (await fileOf(id))!;
  return { id, finish: () => upload(storagePath, data, 'application/pdf') };
}

describe.skipIf(!storageRuns)(
  `a file’s latest version, as onFileFinalized and onFileDeleted keep it${storageRuns ? '' : ` (skipped: ${NO_STORAGE})`}`,
  () => {
    let alice: TestAccount;
    beforeAll(async () => {
      alice = await clientWithProfile('Lena Latest');
    });

    it('moves to each higher version confirmed, never back to one finishing late, and back when it is deleted', async () => {
      // Created as the browser creates it: not the latest until its bytes are checked.
      const v1 = await versionOf(alice.uid, null, 1);
      expect(await latestOf(v1.id)).toEqual([false]);
      await v1.finish();
      await triggered(async () => expect(await latestOf(v1.id)).toEqual([true]));

      // Versions 2 and 3 upload together; 3 finishes first.
      const v2 = await versionOf(alice.uid, v1.id, 2);
      const v3 = await versionOf(alice.uid, v1.id, 3);
      await v3.finish();
      await triggered(async () => expect(await latestOf(v1.id, v2.id, v3.id)).toEqual([false, false, true]));
      await v2.finish();
      await triggered(async () => expect((await fileOf(v2.id))?.ready).toBe(true));
      expect(await latestOf(v1.id, v2.id, v3.id)).toEqual([false, false, true]);

      // Version 3 taken back: version 2, the newest ready one left, is what lists show.
      await deleteFile(v3.id);
      await triggered(async () => expect(await latestOf(v1.id, v2.id)).toEqual([false, true]));
      // An older version taken back leaves it there.
      await deleteFile(v1.id);
      await triggered(async () =>
        expect((await db.collection(COLLECTIONS.deletedFiles).doc(v1.id).get()).get('settled')).toBe(true),
      );
      expect(await latestOf(v2.id)).toEqual([true]);
    });

    it('gives no version the mark while none is ready, and the first one confirmed gets it', async () => {
      const v1 = await versionOf(alice.uid, null, 1);
      const v2 = await versionOf(alice.uid, v1.id, 2);
      await deleteFile(v1.id);
      await v2.finish();
      await triggered(async () => expect(await latestOf(v2.id)).toEqual([true]));
    });
  },
);

describe('the backfillLatestVersions job', () => {
  /** A version stored before `latest` existed (or, given `latest`, with it out of step). */
  async function legacy(versionGroup: string | null, version: number, ready: boolean, latest?: boolean) {
    const id = newFileId();
    await writeFile(
      { clientId: 'latest-backfill-client', versionGroup: versionGroup ?? id, version, ready, createdAt: new Date() },
      id,
    );
    await fileRef(id).update({ latest: latest ?? FieldValue.delete() });
    return id;
  }

  /** Three groups: versions 1 and 2 ready and 3 still uploading; one file alone; one whose mark is on the wrong version. */
  async function legacyGroups() {
    const a1 = await legacy(null, 1, true);
    const a2 = await legacy(a1, 2, true);
    const a3 = await legacy(a1, 3, false);
    const single = await legacy(null, 1, true);
    const b1 = await legacy(null, 1, true, true);
    const b2 = await legacy(b1, 2, true, false);
    return { ids: [a1, a2, a3, single, b1, b2], expected: [false, true, false, true, false, true] };
  }

  it('marks the newest ready version of every group, and a second run rewrites nothing', async () => {
    const { ids, expected } = await legacyGroups();
    expect(await latestOf(...ids)).toEqual([undefined, undefined, undefined, undefined, true, false]);

    expect(await runScheduledJob('backfillLatestVersions')).toMatch(/Latest versions: \d+ file\(s\)/);
    expect(await latestOf(...ids)).toEqual(expected);

    const times = await Promise.all(ids.map(async (id) => (await fileRef(id).get()).updateTime!));
    await runScheduledJob('backfillLatestVersions');
    const after = await Promise.all(ids.map(async (id) => (await fileRef(id).get()).updateTime!));
    expect(after.every((time, at) => time.isEqual(times[at]!))).toBe(true);
  });

  it('marks the same one of two versions with one number as the triggers do, and leaves it there', async () => {
    // Two uploads of the next version at once (two administrators, two tabs) both take number 2.
    const first = await legacy(null, 1, true);
    const [low, high] = [await legacy(first, 2, true), await legacy(first, 2, true)].sort();
    await keepGroupLatest(first);
    const marked = await latestOf(first, low!, high!);
    expect(marked.filter(Boolean)).toHaveLength(1);

    const times = await Promise.all([first, low!, high!].map(async (id) => (await fileRef(id).get()).updateTime!));
    await runScheduledJob('backfillLatestVersions');
    expect(await latestOf(first, low!, high!)).toEqual(marked);
    const after = await Promise.all([first, low!, high!].map(async (id) => (await fileRef(id).get()).updateTime!));
    expect(after.every((time, at) => time.isEqual(times[at]!))).toBe(true);
  });

  it('reads each group whole across the ends of its pages, a group longer than a page included', async () => {
    const { ids, expected } = await legacyGroups();
    // Pages of two: the three versions of the first group fill more than one.
    await backfillLatestVersions(2);
    expect(await latestOf(...ids)).toEqual(expected);
  });
});
