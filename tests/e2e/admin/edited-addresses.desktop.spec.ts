import { FieldValue } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@agency/common';

import { db } from '../../support/firestore-admin';
import { createAccount } from '../support/accounts';
import { seedProject } from '../support/projects';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

// An address edited by hand (or a link from before a change) must never take an admin screen down: each shows its
// screen, narrowed to nothing or to the first page, not the page error.
const PAGE_ERROR = 'Something went wrong';

test('an administrator following edited or older links still gets each screen', async ({ page }) => {
  const client = await createAccount('client', 'edited-links');
  const admin = await createAccount('admin', 'edited-links');
  // A project as every project stored before its list fields is, until backfillProjectLists has run.
  const older = await seedProject(client.uid, { name: 'Stored before dueNext' });
  await db
    .collection(COLLECTIONS.projects)
    .doc(older)
    .update({ dueNext: FieldValue.delete(), searchTerms: FieldValue.delete() });

  const visits: [string, string][] = [
    ['Quotes', '/webmin1010/quotes?client=a%2Fb'],
    ['Files', '/webmin1010/files?client=a%2Fb'],
    ['Quotes', '/webmin1010/quotes?quote=a%2Fb'],
    ['Projects', `/webmin1010/projects?after=${older}`],
  ];
  await openSignedIn(page, admin, visits[0]![1]);
  for (const [title, path] of visits) {
    if (!page.url().endsWith(path)) await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The list's answer (rows or its empty message) is what the screen shows once its reads are in.
    await expect(
      page
        .getByRole('table')
        .or(page.getByRole('list', { name: 'Files' }))
        .or(page.getByText(/No .* match|No .* yet/))
        .first(),
    ).toBeVisible();
    await expect(page.getByText(PAGE_ERROR)).toHaveCount(0);
  }
});
