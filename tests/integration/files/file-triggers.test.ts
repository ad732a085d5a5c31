import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { storagePathOf } from '@agency/common';

import { adminAuth } from '../../support/firestore-admin';
import { eventually, newAccount, removeTestAccounts, type TestAccount } from '../support/accounts';
import {
  activityOfId,
  bytes,
  fileOf,
  fileRef,
  mailOf,
  newFileId,
  NO_STORAGE,
  objectExists,
  removeTestFiles,
  storageRuns,
  trackClientMails,
  upload,
  writeFile,
} from '../support/files';
import { clientWithProfile } from '../support/threads';

const AGENCY_EMAIL = 'hello@consciouswebstudio.com.au';

/** A mail the trigger queues after confirming the file (so after `confirmed` returns): waits until it is there. */
const queuedMail = (id: string) =>
  eventually(async () => {
    const mail = await mailOf(id);
    expect(mail).toBeDefined();
    return mail!;
  });

/**
 * The Storage triggers need the Storage emulator: without it (a machine where it cannot start) these report as
 * skipped, as the storage rules tier does, rather than passing without having run.
 */
describe.skipIf(!storageRuns)(
  `onFileFinalized and onFileDeleted${storageRuns ? '' : ` (skipped: ${NO_STORAGE})`}`,
  () => {
    let admin: TestAccount;
    let alice: TestAccount;
    let bob: TestAccount;
    beforeAll(async () => {
      admin = await newAccount({ role: 'admin' });
      await adminAuth.updateUser(admin.uid, { displayName: 'Sam Admin' });
      alice = await clientWithProfile('Alice Green');
      bob = await clientWithProfile('Bob Brown', 'instant', 'Brown Bakery');
      trackClientMails(alice.uid);
      trackClientMails(bob.uid);
    });
    afterAll(async () => {
      await removeTestFiles();
      await removeTestAccounts();
    });

    /** The browser's two writes: the metadata (not ready), then the bytes at its storagePath. */
    async function uploadAs(overrides: Parameters<typeof writeFile>[0], data: Buffer, contentType?: string) {
      const fileId = await writeFile({ size: data.length, ready: false, ...overrides });
      const { storagePath, contentType: declared } = (await fileOf(fileId))!;
      await upload(storagePath, data, contentType ?? declared);
      return { fileId, storagePath };
    }

    /** A document a trigger writes after the test's own write: waited for until it is there. */
    const written = <T>(read: () => Promise<T | undefined>) =>
      eventually(async () => {
        const found = await read();
        expect(found).toBeDefined();
        return found!;
      });

    const confirmed = (fileId: string) =>
      eventually(async () => {
        const file = await fileOf(fileId);
        expect(file?.ready).toBe(true);
        return file!;
      });

    it('confirms a client’s upload: ready, named, on the timeline, and the agency emailed once for a burst', async () => {
      const first = await uploadAs({ clientId: alice.uid, name: 'brief.pdf' }, bytes(2048));
      const file = await confirmed(first.fileId);

      expect(file).toMatchObject({ uploaderName: 'Alice Green', uploaderRole: 'client', size: 2048 });
      expect(file.readyAt).toBeTruthy();
      expect(await objectExists(first.storagePath)).toBe(true);
      expect(await activityOfId(`file-uploaded-${first.fileId}`)).toMatchObject({
        type: 'file_uploaded',
        actor: alice.uid,
        actorName: 'Alice Green',
        actorRole: 'client',
        clientId: alice.uid,
        clientName: 'Green Roots Naturopathy',
        clientVisible: true,
        summary: 'Alice Green (Green Roots Naturopathy) uploaded “brief.pdf”.',
        details: { fileId: first.fileId, name: 'brief.pdf', version: 1 },
      });
      const mail = await queuedMail(`file-${first.fileId}`);
      expect(mail).toMatchObject({ to: [AGENCY_EMAIL], replyTo: alice.email });
      expect(mail.message.subject).toBe('New file from Alice Green (Green Roots Naturopathy): brief.pdf');
      expect(mail.message.text).toContain('http://127.0.0.1:5000/webmin1010/files');

      // Another upload straight after: confirmed too, but the agency's inbox is spared a second mail.
      const second = await uploadAs({ clientId: alice.uid, name: 'notes.txt' }, bytes(300));
      await confirmed(second.fileId);
      expect(await activityOfId(`file-uploaded-${second.fileId}`)).toBeTruthy();
      expect(await mailOf(`file-${second.fileId}`)).toBeUndefined();
    });

    it('confirms a deliverable from the agency, named after the administrator, and tells the client it awaits approval', async () => {
      const { fileId } = await uploadAs(
        { clientId: bob.uid, name: 'Home page.png', deliverable: true, uploadedBy: admin.uid },
        bytes(4096),
      );
      const file = await confirmed(fileId);

      expect(file).toMatchObject({
        uploaderName: 'Sam Admin',
        uploaderRole: 'agency',
        approval: { status: 'pending', comment: null, by: null, at: null },
      });
      expect(await activityOfId(`deliverable-shared-${fileId}`)).toMatchObject({
        type: 'deliverable_shared',
        actor: admin.uid,
        actorName: 'Sam Admin',
        actorRole: 'admin',
        clientId: bob.uid,
        clientName: 'Brown Bakery',
        clientVisible: true,
        // The agency's sentence names the client; the client's mail says "your".
        summary: 'Sam Admin shared “Home page.png” for Brown Bakery’s approval.',
      });
      const mail = await queuedMail(`notify-deliverable-shared-${fileId}`);
      expect(mail.to).toEqual([bob.email]);
      expect(mail.message.subject).toBe('Sam Admin shared “Home page.png” for your approval.');
      expect(mail.message.text).toContain('http://127.0.0.1:5000/client/files');
    });

    it('deletes bytes whose size or type is not the metadata’s, and the metadata with them', async () => {
      const tooBig = await uploadAs({ clientId: alice.uid, name: 'a.pdf', size: 100 }, bytes(200));
      const otherType = await uploadAs({ clientId: alice.uid, name: 'b.pdf' }, bytes(100), 'text/plain');

      for (const { fileId, storagePath } of [tooBig, otherType]) {
        await eventually(async () => {
          expect(await fileOf(fileId)).toBeUndefined();
          expect(await objectExists(storagePath)).toBe(false);
        });
        expect(await activityOfId(`file-uploaded-${fileId}`)).toBeUndefined();
        expect(await mailOf(`file-${fileId}`)).toBeUndefined();
      }
    });

    it('deletes bytes that have no metadata', async () => {
      const fileId = newFileId();
      const path = storagePathOf(alice.uid, fileId, 'stray.txt');

      await upload(path, bytes(50), 'text/plain');

      await eventually(async () => expect(await objectExists(path)).toBe(false));
      expect(await fileOf(fileId)).toBeUndefined();
    });

    it('deletes bytes stored over a file confirmed before them, and keeps the file', async () => {
      // Ready since SIGNED_UP_AT (the factory's readyAt), long before these bytes.
      const fileId = await writeFile({ clientId: alice.uid, name: 'c.pdf', size: 64 });
      const before = (await fileOf(fileId))!;

      await upload(before.storagePath, bytes(64), 'application/pdf');

      await eventually(async () => expect(await objectExists(before.storagePath)).toBe(false));
      expect(await fileOf(fileId)).toEqual(before);
    });

    it('deletes the bytes of a file whose metadata is deleted, and logs it on the client’s timeline', async () => {
      const { fileId, storagePath } = await uploadAs({ clientId: alice.uid, name: 'old logo.png' }, bytes(512));
      await confirmed(fileId);

      await fileRef(fileId).delete();

      await eventually(async () => expect(await objectExists(storagePath)).toBe(false));
      const entry = await written(() => activityOfId(`file-deleted-${fileId}`));
      expect(entry).toMatchObject({
        type: 'file_deleted',
        // Deleted through the Admin SDK, as no person does: the system's, and the agency reads whose file it was.
        actor: 'system',
        actorRole: 'system',
        clientId: alice.uid,
        clientName: 'Green Roots Naturopathy',
        clientVisible: true,
        summary: '“old logo.png” was deleted from Green Roots Naturopathy’s files.',
        details: { fileId, name: 'old logo.png', version: 1 },
      });
    });

    it('deletes a cancelled upload’s bytes with its metadata, logging nothing', async () => {
      const fileId = await writeFile({ clientId: alice.uid, name: 'half.pdf', size: 10, ready: false });

      await fileRef(fileId).delete();

      // Its bytes, arriving after: no metadata, so they go too.
      const path = storagePathOf(alice.uid, fileId, 'half.pdf');
      await upload(path, bytes(10), 'application/pdf');
      await eventually(async () => expect(await objectExists(path)).toBe(false));
      expect(await activityOfId(`file-deleted-${fileId}`)).toBeUndefined();
    });
  },
);
