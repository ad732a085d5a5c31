import { getDocs, type Query } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FILE_LIMITS } from '@agency/common';

import {
  ADMIN_FILES_PAGE_SIZE,
  adminFilesQuery,
  awaitingDecisionQuery,
  clientFilesQuery,
  projectFilesQuery,
} from '../../../web/src/lib/firestore/files';
import { type pageConstraints, readPage } from '../../../web/src/lib/firestore/paging';
import { clientFirestore, newAccount, removeTestAccounts, type TestAccount } from '../support/accounts';
import { removeTestFiles, writeFile } from '../support/files';
import { clientWithProfile, projectOf } from '../support/threads';

/**
 * The lists read each file once, as its newest ready version (`latest`, docs/decisions/038): however many versions
 * and newer files there are, no page shows an older version, and a deliverable awaiting the client is found however
 * old. Written as onFileFinalized leaves files (the factory's `latest`); read through the rules as the web reads.
 */
describe('the file lists', () => {
  let admin: TestAccount;
  let alice: TestAccount;
  let agency: Awaited<ReturnType<typeof clientFirestore>>;
  let client: Awaited<ReturnType<typeof clientFirestore>>;
  let projectId: string;
  const ids = { waiting: '', v1: '', v2: '', uploading: '', newer: [] as string[] };

  beforeAll(async () => {
    admin = await newAccount({ role: 'admin' });
    alice = await clientWithProfile('Liz Lists');
    agency = await clientFirestore(admin);
    client = await clientFirestore(alice);
    projectId = await projectOf(alice.uid, 'Website');
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const mine = { clientId: alice.uid, projectId };
    // A deliverable shared long ago, still awaiting Alice's decision.
    ids.waiting = await writeFile({ ...mine, deliverable: true, createdAt: at(3000) });
    // A file in two versions: version 1 is in its history only.
    ids.v1 = await writeFile({ ...mine, createdAt: at(2000), latest: false });
    ids.v2 = await writeFile({ ...mine, versionGroup: ids.v1, version: 2, createdAt: at(1000) });
    // Its third version still uploading: in no list.
    ids.uploading = await writeFile({ ...mine, versionGroup: ids.v1, version: 3, ready: false, createdAt: at(500) });
    // Newer files: with those above, more documents than a list reads, and as many files as it shows.
    for (let index = 0; index < FILE_LIMITS.page - 2; index++) {
      ids.newer.push(await writeFile({ ...mine, createdAt: at(400 - index) }));
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all([agency.close(), client.close()]);
    await removeTestFiles();
    await removeTestAccounts();
  });

  const idsOf = async <T>(query: Query<T>) => (await getDocs(query)).docs.map((row) => row.id);

  it('show the client each file once, as its newest ready version, however many there are', async () => {
    for (const query of [clientFilesQuery(client.db, alice.uid), projectFilesQuery(client.db, alice.uid, projectId)]) {
      const shown = await idsOf(query);
      expect(shown).toEqual([...[...ids.newer].reverse(), ids.v2, ids.waiting]);
    }
  });

  it('find the deliverable awaiting the client behind more documents than a list reads', async () => {
    expect(await idsOf(awaitingDecisionQuery(client.db, alice.uid))).toEqual([ids.waiting]);
  });

  it('page the agency through every file once, full pages, never an older version', async () => {
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor = null as Parameters<typeof pageConstraints>[0];
    for (;;) {
      const query = adminFilesQuery(agency.db, { clientId: alice.uid, projectId: null }, cursor);
      const page = readPage(await getDocs(query), cursor, ADMIN_FILES_PAGE_SIZE);
      seen.push(...page.rows.map((row) => row.id));
      sizes.push(page.rows.length);
      if (!page.hasAfter) break;
      cursor = { after: page.last! };
    }
    expect(seen).toEqual([...[...ids.newer].reverse(), ids.v2, ids.waiting]);
    expect(sizes).toEqual([25, 25, 25, 25]);
  });
});
