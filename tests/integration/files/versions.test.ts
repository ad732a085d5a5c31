import { getDocs } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createFileMetadata,
  findFilesNamed,
  nextVersionOf,
  type SharedFile,
  versionsQuery,
} from '../../../web/src/lib/firestore/files';
import { clientFirestore, eventually, newAccount, removeTestAccounts, type TestAccount } from '../support/accounts';
import {
  bytes,
  fileOf,
  NO_STORAGE,
  removeTestFiles,
  storageRuns,
  track,
  trackClientMails,
  upload,
} from '../support/files';
import { clientWithProfile } from '../support/threads';

/**
 * A deliverable in versions, written the way the agency's Files page writes it (the web's own functions, through
 * the rules, as an administrator) and confirmed by onFileFinalized as every upload is. Needs the Storage emulator.
 */
describe.skipIf(!storageRuns)(`a deliverable’s versions${storageRuns ? '' : ` (skipped: ${NO_STORAGE})`}`, () => {
  let admin: TestAccount;
  let alice: TestAccount;
  let bob: TestAccount;
  let agency: Awaited<ReturnType<typeof clientFirestore>>;
  beforeAll(async () => {
    admin = await newAccount({ role: 'admin' });
    alice = await clientWithProfile('Alice Green');
    bob = await clientWithProfile('Bob Brown', 'daily', 'Brown Bakery');
    agency = await clientFirestore(admin);
  });
  afterAll(async () => {
    await agency.close();
    await removeTestFiles();
    await removeTestAccounts();
  });

  /** The agency's upload: metadata as the page writes it, then the bytes; resolves once the function confirms it. */
  async function share(
    clientId: string,
    name: string,
    versionOf?: SharedFile,
  ): Promise<{ id: string; file: SharedFile }> {
    const data = bytes(1024);
    const target = versionOf
      ? nextVersionOf(versionOf)
      : { clientId, projectId: null, uploaderRole: 'agency' as const, deliverable: true };
    const { id, storagePath } = await createFileMetadata(agency.db, {
      ...target,
      name,
      size: data.length,
      uploadedBy: admin.uid,
    });
    track(id);
    await upload(storagePath, data, 'application/pdf');
    await eventually(async () => expect((await fileOf(id))?.ready).toBe(true));
    const [found] = (await getDocs(versionsQuery(agency.db, clientId, versionOf?.versionGroup ?? id, 10))).docs
      .map((row) => row.data())
      .filter((row) => row.id === id);
    return { id, file: found! };
  }

  it('keeps version 1’s title through a version of another name, and finds the newest by either name', async () => {
    trackClientMails(alice.uid);
    const first = await share(alice.uid, 'Homepage design.pdf');
    expect(first.file).toMatchObject({ title: 'Homepage design.pdf', version: 1, versionGroup: first.id });
    // Another client's file of the same name is theirs alone.
    await share(bob.uid, 'Homepage design.pdf');

    const named = await findFilesNamed(agency.db, alice.uid, ['Homepage design.pdf', 'Unrelated.pdf']);
    expect([...named.keys()]).toEqual(['Homepage design.pdf']);
    expect(named.get('Homepage design.pdf')?.id).toBe(first.id);

    const second = await share(alice.uid, 'Homepage design, larger logo.pdf', named.get('Homepage design.pdf'));
    expect(second.file).toMatchObject({
      title: 'Homepage design.pdf',
      name: 'Homepage design, larger logo.pdf',
      version: 2,
      versionGroup: first.id,
      approval: { status: 'pending' },
    });

    // The next upload of either name is offered as version 3 of the same deliverable.
    for (const name of ['Homepage design.pdf', 'Homepage design, larger logo.pdf']) {
      const found = await findFilesNamed(agency.db, alice.uid, [name]);
      expect(found.get(name)).toMatchObject({ id: second.id, version: 2 });
    }
    expect((await findFilesNamed(agency.db, bob.uid, ['Homepage design, larger logo.pdf'])).size).toBe(0);
  });
});
