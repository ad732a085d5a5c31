import { COLLECTIONS } from '@agency/common';

import { lead } from '../../support/factories';
import { db } from '../../support/firestore-admin';
import { createAccount, uniqueToken } from '../support/accounts';
import { checkRow, POOR_SITE, RUN_TIMEOUT } from '../support/assessments';
import { expectNoAxeViolations } from '../support/axe';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

// The agency's side of the website assessment: run for a lead from its details and read the report (the report
// itself is the client's component, laid out at both sizes in portal/assessment.spec.ts).

let leadId: string | undefined;
test.afterEach(async () => {
  if (leadId) await db.collection(COLLECTIONS.leads).doc(leadId).delete();
});

test('an administrator runs an assessment of a lead’s site from its details and reads the report', async ({ page }) => {
  test.slow(); // a sign-in and a real run of the fixture site
  const token = uniqueToken();
  const [admin, stored] = await Promise.all([
    createAccount('admin', `assess-${token}`),
    db.collection(COLLECTIONS.leads).add(lead({ name: `Marsh Bakery ${token}`, createdAt: new Date() })),
  ]);
  leadId = stored.id;

  await openSignedIn(page, admin, `/webmin1010/leads?lead=${leadId}`);
  const details = page.getByRole('dialog', { name: `Marsh Bakery ${token}` });
  const section = details.getByRole('region', { name: 'Website assessments' });
  await expect(section).toContainText('None yet.');
  await section.getByRole('button', { name: 'Run assessment' }).click();

  const run = page.getByRole('dialog', { name: 'Run a website assessment' });
  const address = run.getByRole('textbox', { name: 'Website address' });
  await expect(address).toHaveValue('');
  await run.getByRole('button', { name: 'Run assessment' }).click();
  await expect(run.getByText('Enter a website address, such as example.com.au')).toBeVisible();
  await expect(address).toBeFocused();
  await address.fill(POOR_SITE);
  await run.getByRole('button', { name: 'Run assessment' }).click();

  await expect(page).toHaveURL(/\/webmin1010\/assessments\/[A-Za-z0-9]+$/);
  const score = page.getByRole('region', { name: 'Score', exact: true });
  await expect(score).toContainText('36 out of 100', { timeout: RUN_TIMEOUT });
  await expect(score).toContainText('Holding you back');
  await expect(checkRow(page, 'Search and sharing', 'Page title')).toContainText('Fail');
  await expect(checkRow(page, 'Search and sharing', 'Meta description')).toContainText('Improve');
  await expect(checkRow(page, 'Speed', 'Server response time')).toContainText('Pass');
  const help = page.getByRole('region', { name: 'How we can help' });
  await expect(help.getByRole('link', { name: 'About search optimisation' })).toHaveAttribute(
    'href',
    '/search-optimisation',
  );
  await expectNoAxeViolations(page);

  // Back to the lead, whose details list the run.
  await page.getByRole('link', { name: `← Marsh Bakery ${token}’s lead` }).click();
  await expect(page).toHaveURL(`/webmin1010/leads?lead=${leadId}`);
  const runs = details.getByRole('list', { name: `Assessments of Marsh Bakery ${token}` }).getByRole('listitem');
  await expect(runs).toHaveCount(1);
  await expect(runs).toContainText('Score 36 out of 100');
});
