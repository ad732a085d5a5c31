import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type RevokeFileLinksResult } from '@agency/common';

import { db } from '../../support/firestore-admin';
import { newAccount, removeTestAccounts, type TestAccount } from '../support/accounts';
import { callCallable } from '../support/callables';
import {
  BUCKET,
  bucket,
  fileOf,
  NO_STORAGE,
  removeTestFiles,
  storageRuns,
  trackClientMails,
  triggered,
  writeFile,
} from '../support/files';
import { idTokenFor } from '../support/sign-in';
import { clientWithProfile } from '../support/threads';

/**
 * Download links (issue 28, docs/decisions/016-files.md): `…?alt=media&token=<token>` answers anyone, signed in or
 * not, while the object carries the token. Here, as far as the Storage emulator can show it: a token an upload
 * carries is gone once the upload is confirmed; a link a client made is refused once their account is disabled, and
 * one a staff member made once they are disabled or no longer an administrator; the agency revokes one file's
 * links. The emulator makes a fresh token whenever an object is left with none and
 * on any read, so what is asserted is what a holder of the old link sees: refused.
 */

const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199';
const objectUrl = (path: string) => `http://${host}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}`;

/** What anyone holding the link gets: no sign-in, only the token. */
const openLink = async (path: string, token: string) =>
  (await fetch(`${objectUrl(path)}?alt=media&token=${encodeURIComponent(token)}`)).status;

/** A link as getDownloadURL makes one: the reader asks for the object's metadata with their own ID token. */
async function mintLink(path: string, idToken: string): Promise<string> {
  const answer = await fetch(objectUrl(path), { headers: { Authorization: `Firebase ${idToken}` } });
  expect(answer.status).toBe(200);
  const { downloadTokens } = (await answer.json()) as { downloadTokens?: string };
  const [token] = (downloadTokens ?? '').split(',');
  expect(token).toBeTruthy();
  return token!;
}

describe.skipIf(!storageRuns)(`download links${storageRuns ? '' : ` (skipped: ${NO_STORAGE})`}`, () => {
  let admin: TestAccount;
  let adminToken: string;
  beforeAll(async () => {
    admin = await newAccount({ role: 'admin' });
    adminToken = await idTokenFor(admin);
  });
  afterAll(async () => {
    await removeTestFiles();
    await removeTestAccounts();
  });

  /** A client's upload, confirmed: its metadata, then its bytes (carrying `token`, when given). */
  async function confirmedUpload(client: TestAccount, token?: string) {
    const fileId = await writeFile({ clientId: client.uid, name: 'contract.txt', size: 17, ready: false });
    const { storagePath } = (await fileOf(fileId))!;
    await bucket()
      .file(storagePath)
      .save(Buffer.from('I agree to pay 10'), {
        contentType: 'text/plain',
        resumable: false,
        ...(token ? { metadata: { metadata: { firebaseStorageDownloadTokens: token } } } : {}),
      });
    await triggered(async () => expect((await fileOf(fileId))?.ready).toBe(true));
    return { fileId, storagePath };
  }

  it('takes away a token an upload carries once the upload is confirmed', async () => {
    const client = await clientWithProfile('Tess Token');
    trackClientMails(client.uid);
    const { storagePath } = await confirmedUpload(client, 'chosen-by-the-uploader');

    await triggered(async () => expect(await openLink(storagePath, 'chosen-by-the-uploader')).toBe(403));
  }, 120_000);

  it('refuses a link a client made, once their account is disabled', async () => {
    const client = await clientWithProfile('Dana Disabled');
    trackClientMails(client.uid);
    const { storagePath } = await confirmedUpload(client);
    const link = await mintLink(storagePath, await idTokenFor(client));
    expect(await openLink(storagePath, link)).toBe(200);

    const answer = await callCallable('setAccountDisabled', { uid: client.uid, disabled: true }, adminToken);

    expect(answer.error).toBeUndefined();
    expect(await openLink(storagePath, link)).toBe(403);
  }, 120_000);

  // An administrator can read every client's files, so a link they made is revoked with the rest when they leave.
  it.each(['disabled', 'no longer an administrator'] as const)(
    'refuses a link a staff member made to a client’s file, once they are %s',
    async (leaving) => {
      const client = await clientWithProfile('Vic Client');
      trackClientMails(client.uid);
      const { storagePath } = await confirmedUpload(client);
      const staff = await newAccount({ role: 'admin' });
      const link = await mintLink(storagePath, await idTokenFor(staff));
      expect(await openLink(storagePath, link)).toBe(200);

      const answer =
        leaving === 'disabled'
          ? await callCallable('setAccountDisabled', { uid: staff.uid, disabled: true }, adminToken)
          : await callCallable('setAdminRole', { uid: staff.uid, admin: false }, adminToken);

      expect(answer.error).toBeUndefined();
      expect(await openLink(storagePath, link)).toBe(403);
    },
    120_000,
  );

  it('lets the agency revoke one file’s links, logged for the agency, and nobody else', async () => {
    const client = await clientWithProfile('Rhea Revoked');
    trackClientMails(client.uid);
    const clientToken = await idTokenFor(client);
    const { fileId, storagePath } = await confirmedUpload(client);
    const other = await confirmedUpload(client);
    const link = await mintLink(storagePath, clientToken);
    const otherLink = await mintLink(other.storagePath, clientToken);

    const refused = await callCallable('revokeFileLinks', { fileId }, clientToken);
    expect(refused.error).toMatchObject({ status: 'PERMISSION_DENIED' });
    expect(await openLink(storagePath, link)).toBe(200);

    const answer = await callCallable<RevokeFileLinksResult>('revokeFileLinks', { fileId }, adminToken);

    expect(answer.result?.revoked).toBeGreaterThanOrEqual(1);
    expect(await openLink(storagePath, link)).toBe(403);
    // Only that file's.
    expect(await openLink(other.storagePath, otherLink)).toBe(200);
    // A file with no links at all (here its stored object is gone; the Storage emulator keeps a fresh token on every
    // object it holds): said so, and nothing logged, since nothing was taken away.
    await bucket().file(other.storagePath).delete();
    const none = await callCallable<RevokeFileLinksResult>('revokeFileLinks', { fileId: other.fileId }, adminToken);
    expect(none.result).toEqual({ revoked: 0 });
    const logged = await db
      .collection('activity')
      .where('type', '==', 'file_links_revoked')
      .where('subjectUid', '==', client.uid)
      .get();
    expect(logged.docs.map((entry) => entry.data())).toEqual([
      expect.objectContaining({ actor: admin.uid, clientId: client.uid, clientVisible: false }),
    ]);
    await Promise.all(logged.docs.map((entry) => entry.ref.delete()));

    const missing = await callCallable('revokeFileLinks', { fileId: 'NoSuchFileAbcdef0123' }, adminToken);
    expect(missing.error).toMatchObject({ status: 'NOT_FOUND', message: 'No file has that id.' });
  }, 120_000);
});
