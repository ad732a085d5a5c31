import { FieldValue } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@agency/common';

import { db } from '../../support/firestore-admin';
import { createAccount } from '../support/accounts';
import { seedProject } from '../support/projects';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

// An address edited by hand (or a link from before a change) must never take an admin screen down: each of these
// should show its screen, narrowed to nothing or to the first page, not the page error.
const PAGE_ERROR = 'Something went wrong';

test.describe('admin screens read their address safely', () => {
  test.beforeEach(({ page }) => {
    // What took the screen down, in the test's output.
    page.on(
      'console',
      (message) => message.type() === 'error' && console.log(`[console] ${message.text().slice(0, 400)}`),
    );
  });

  const cases: [string, string][] = [
    // The control: the same screens, unedited.
    ['Quotes', '/webmin1010/quotes'],
    ['Files', '/webmin1010/files'],
    ['Quotes', '/webmin1010/quotes?client=a%2Fb'],
    ['Files', '/webmin1010/files?client=a%2Fb'],
    ['Quotes', '/webmin1010/quotes?quote=a%2Fb'],
  ];
  for (const [title, path] of cases) {
    test(`${path.slice(0, 60)} shows the ${title} screen`, async ({ page }) => {
      const admin = await createAccount('admin', 'address-attack');
      await openSignedIn(page, admin, path);
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
    });
  }

  test('a page named after a project stored before dueNext shows the Projects screen', async ({ page }) => {
    const client = await createAccount('client', 'address-attack-legacy');
    const admin = await createAccount('admin', 'address-attack');
    const id = await seedProject(client.uid, { name: 'Stored before dueNext' });
    // As every project stored before this change is until backfillProjectLists has run.
    await db
      .collection(COLLECTIONS.projects)
      .doc(id)
      .update({ dueNext: FieldValue.delete(), searchTerms: FieldValue.delete() });
    // The control: a project with its list fields, as cursor.
    const kept = await seedProject(client.uid, { name: 'Stored after dueNext' });
    await openSignedIn(page, admin, `/webmin1010/projects?after=${kept}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await page.goto(`/webmin1010/projects?after=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    await expect(page.getByText(PAGE_ERROR)).toHaveCount(0);
  });
});
