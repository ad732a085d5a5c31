import { readFile } from 'node:fs/promises';

import { COLLECTIONS, startOfCalendarDay, withSummary } from '@agency/common';

import { activityEntry } from '../../support/factories';
import { db } from '../../support/firestore-admin';
import { chooseClient, createAccount, uniqueToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

/**
 * `count` entries an administrator's saves wrote about one client's project ("Step N" added, or completed), an hour
 * apart going back from 10 am Brisbane on 20 Nov 2026.
 */
async function seedLog(clientId: string, count: number) {
  const batch = db.batch();
  for (let index = 0; index < count; index++) {
    const at = new Date(startOfCalendarDay('2026-11-20').getTime() + (10 - index) * 60 * 60 * 1000);
    const details = { milestoneId: `step-${index + 1}`, milestoneTitle: `Step ${index + 1}` };
    batch.set(
      db.collection(COLLECTIONS.activity).doc(),
      activityEntry({
        ...withSummary({
          type: index % 2 ? 'milestone_completed' : 'milestone_added',
          actor: 'admin-avery',
          actorName: 'Avery Admin',
          actorRole: 'admin',
          subjectUid: clientId,
          clientId,
          clientName: 'Tide Pool Studio',
          projectId: 'log-project',
          projectName: 'Log project',
          clientVisible: true,
          details,
        }),
        createdAt: at,
      }),
    );
  }
  await batch.commit();
}

test('the activity log filters by client, type and day, pages by cursor and exports what it shows', async ({
  page,
}) => {
  test.slow(); // 30 seeded entries, a page load and an export
  const label = `log-${uniqueToken()}`;
  const client = await createAccount('client', label);
  const admin = await createAccount('admin', 'log-admin');
  await seedLog(client.uid, 30);

  await openSignedIn(page, admin, '/webmin1010/activity');
  await chooseClient(page, client.email);
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue(
    `Test ${label} (Tide Pool Studio) · ${client.email}`,
  );
  const entries = page.getByRole('list', { name: 'Activity' }).getByRole('listitem');
  await expect(entries).toHaveCount(25);
  // The agency's sentence: who did it, and for which client.
  await expect(entries.first()).toContainText(
    'Avery Admin added the milestone “Step 1” to Tide Pool Studio’s project “Log project”.',
  );
  await expect(entries.first()).toContainText('20 Nov 2026, 10:00 am');
  await expectNoAxeViolations(page);

  // The older page takes the newer's place, a step of its own; the client stays in the address with it.
  const pages = page.getByRole('navigation', { name: 'Pages of activity' });
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(entries).toHaveCount(5);
  await expect(entries.first()).toContainText('the milestone “Step 26”');
  await expect(entries.last()).toContainText('the milestone “Step 30”');
  await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await expect(page).toHaveURL(new RegExp(`client=${client.uid}.*after=`));
  await page.reload();
  await expect(entries).toHaveCount(5);
  await expect(entries.last()).toContainText('the milestone “Step 30”');
  await page.goBack();
  await expect(entries).toHaveCount(25);
  await expect(entries.first()).toContainText('the milestone “Step 1”');

  // Milestones only (the even entries), on 20 November only (entries 12 to 30 fell on the 19th).
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Milestone completed' });
  await page.getByLabel('From').fill('2026-11-20');
  await page.getByLabel('To').fill('2026-11-20');
  await expect(entries).toHaveCount(5);
  await expect(entries.first()).toContainText('Avery Admin completed the milestone “Step 2”');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    '"When","Type","What happened","Client","Project","Who","Role","Entry id","Type code","Client id","Project id","Who id"',
  );
  expect(lines).toHaveLength(6);
  expect(lines.slice(1).every((line) => line.includes('"Milestone completed"'))).toBe(true);
  // Names and words for people, the time with its offset, and the ids in their own columns.
  expect(lines[1]).toMatch(
    new RegExp(
      '^"2026-11-20T09:00:00\\+10:00","Milestone completed",' +
        '"Avery Admin completed the milestone “Step 2” of Tide Pool Studio’s project “Log project”\\.",' +
        '"Tide Pool Studio","Log project","Avery Admin","Administrator","[\\w-]+","milestone_completed",' +
        `"${client.uid}","log-project","admin-avery"$`,
    ),
  );
});
