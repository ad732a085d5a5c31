import { randomUUID } from 'node:crypto';

import { getStorage } from 'firebase-admin/storage';
import { vi } from 'vitest';

import { COLLECTIONS, type FileDocument, type MailDocument } from '@agency/common';

import { file } from '../../support/factories';
import { adminApp, db } from '../../support/firestore-admin';

/** The default bucket on the emulators (web/.env.emulators names the same), where the functions look. */
export const BUCKET = 'demo-agency.appspot.com';

/** Whether the Storage emulator runs for this test run; without it the tests of the Storage triggers skip. */
export const storageRuns = Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST);
export const NO_STORAGE = 'the Storage emulator is not running (FIREBASE_STORAGE_EMULATOR_HOST is unset)';

/** The bucket through the Admin SDK (on the emulator named by FIREBASE_STORAGE_EMULATOR_HOST). */
export const bucket = () => getStorage(adminApp).bucket(BUCKET);

const fileIds = new Set<string>();
const mailIds = new Set<string>();

/** A fresh id of the SDK's form for a file. */
export const newFileId = () => db.collection(COLLECTIONS.files).doc().id;

export const fileRef = (fileId: string) => db.collection(COLLECTIONS.files).doc(fileId);
export const fileOf = async (fileId: string) =>
  (await fileRef(fileId).get()).data() as FileDocument<FirebaseFirestore.Timestamp> | undefined;

/**
 * Writes a file's metadata through the Admin SDK, built by the shared factory (a ready file unless told
 * otherwise), under a fresh id unless one is given; `removeTestFiles` deletes it with the mails it caused.
 */
export async function writeFile(overrides: Partial<FileDocument<Date>> = {}, fileId = newFileId()): Promise<string> {
  track(fileId);
  await fileRef(fileId).set(file(fileId, { createdAt: new Date(), ...overrides }));
  return fileId;
}

/** Remembers a file (and the mails named after it) for `removeTestFiles`. */
export function track(fileId: string): void {
  fileIds.add(fileId);
  for (const id of [`file-${fileId}`, `deliverable-decided-${fileId}`, `notify-deliverable-shared-${fileId}`]) {
    mailIds.add(id);
  }
}

/** Remembers the throttle of a client's upload mails for `removeTestFiles`. */
export const trackClientMails = (clientId: string) => mailIds.add(`rate:file-mail-${clientId}`);

export const mailOf = async (id: string) =>
  (await db.collection(COLLECTIONS.mail).doc(id).get()).data() as MailDocument<FirebaseFirestore.Timestamp> | undefined;

export const activityOfId = async (id: string) => (await db.collection(COLLECTIONS.activity).doc(id).get()).data();

/** Some bytes for a file: `size` of them, different every time. */
export const bytes = (size: number) =>
  Buffer.from(
    randomUUID()
      .repeat(Math.ceil(size / 36))
      .slice(0, size),
  );

/** Stores bytes at a path as an upload would (the functions see the finalised object). */
export const upload = (path: string, data: Buffer, contentType: string) =>
  bucket().file(path).save(data, { contentType, resumable: false });

export const objectExists = async (path: string) => (await bucket().file(path).exists())[0];

/** Waits for what a trigger does, allowing for a functions emulator that is busy with other suites. */
export const triggered = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 45_000, interval: 250 });

/**
 * Deletes the files the tests wrote (their metadata, so onFileDeleted removes any bytes) and the mails they caused,
 * then, once the trigger has settled each (it writes the tombstone of a file deleted without one), the tombstones
 * and the `file_deleted` entries it logs for the ready ones.
 */
export async function removeTestFiles(): Promise<void> {
  const ids = [...fileIds];
  const ready = ids.length ? (await db.getAll(...ids.map(fileRef))).filter((doc) => doc.get('ready') === true) : [];
  const batch = db.batch();
  for (const id of ids) batch.delete(fileRef(id));
  for (const id of mailIds) {
    if (id.startsWith('rate:')) batch.delete(db.collection(COLLECTIONS.rateLimits).doc(id.slice('rate:'.length)));
    else batch.delete(db.collection(COLLECTIONS.mail).doc(id));
  }
  await batch.commit();
  fileIds.clear();
  mailIds.clear();
  const logged = ready.map((doc) => db.collection(COLLECTIONS.activity).doc(`file-deleted-${doc.id}`));
  const tombstones = ids.map((id) => db.collection(COLLECTIONS.deletedFiles).doc(id));
  await vi
    .waitFor(
      async () => {
        for (const entry of logged) if (!(await entry.get()).exists) throw new Error('not logged yet');
        for (const tombstone of tombstones) if (!(await tombstone.get()).get('settled')) throw new Error('not yet');
      },
      { timeout: 10_000, interval: 250 },
    )
    .catch(() => undefined);
  await Promise.all([...logged, ...tombstones].map((entry) => entry.delete()));
}
