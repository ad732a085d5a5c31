import type { Page } from '@playwright/test';

import { COLLECTIONS } from '@agency/common';

import { db } from '../../support/firestore-admin';
import { createAccount } from '../support/accounts';
import { checkRow, failSeededAssessment, GOOD_SITE, RUN_TIMEOUT, seedRunningAssessment } from '../support/assessments';
import { expectNoAxeViolations } from '../support/axe';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

const card = (page: Page) => page.getByRole('region', { name: 'Your free website assessment' });
const reportUrl = /\/client\/assessments\/[A-Za-z0-9]+$/;

test.describe('the client’s website assessment', () => {
  test('runs from the dashboard for the website in the profile, then reads the report and its past runs', async ({
    page,
  }) => {
    test.slow(); // two real runs of the fixture site, five screens
    const client = await createAccount('client', 'assessment');
    await db.collection(COLLECTIONS.clients).doc(client.uid).update({ website: GOOD_SITE });

    await openSignedIn(page, client, '/client/dashboard');
    const assessment = card(page);
    await expect(assessment).toContainText('A free check of your website');
    const address = assessment.getByRole('textbox', { name: 'Website address' });
    await expect(address).toHaveValue(GOOD_SITE);
    await assessment.getByRole('button', { name: 'Run assessment' }).click();
    // Under way, then done, live: never a second Run button meanwhile.
    await expect(assessment.getByRole('link', { name: 'Read the report' })).toBeVisible({ timeout: RUN_TIMEOUT });
    await expect(assessment).toContainText('85 out of 100: Good, with room to grow');
    await expect(assessment.getByRole('status')).toHaveText(
      'The assessment has finished: 85 out of 100, Good, with room to grow.',
    );
    await expect(assessment.getByRole('button', { name: 'Run assessment' })).toHaveCount(0);

    await assessment.getByRole('link', { name: 'Read the report' }).click();
    await expect(page).toHaveURL(reportUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Website assessment' })).toBeVisible();
    const score = page.getByRole('region', { name: 'Your score' });
    await expect(score).toContainText('85 out of 100');
    await expect(score).toContainText('Good, with room to grow');
    await expect(page).toHaveTitle(/Website assessment: 127\.0\.0\.1:4580/);
    const first = page.getByRole('region', { name: 'Fix these first' });
    await expect(first.getByRole('listitem').first()).toContainText('HTTPS, with plain http sent there');
    await expect(first.getByRole('link', { name: 'How we can help with these' })).toHaveAttribute(
      'href',
      '#assessment-help',
    );
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Your score',
      'Fix these first',
      'Security',
      'Speed',
      'Search and sharing',
      'Accessibility and phones',
      'How we can help',
    ]);
    // The fixture is plain http on loopback: HTTPS and HSTS fail there; everything a page holds passes.
    await expect(checkRow(page, 'Security', 'HTTPS, with plain http sent there')).toContainText('Fail');
    await expect(checkRow(page, 'Security', 'No mixed content')).toContainText('Improve');
    await expect(checkRow(page, 'Search and sharing', 'Page title')).toContainText('Pass');
    await expect(checkRow(page, 'Accessibility and phones', 'Images described (alt text)')).toContainText('Pass');
    const help = page.getByRole('region', { name: 'How we can help' });
    await expect(help.getByRole('heading', { level: 3 })).toHaveText(['Green managed hosting', 'Web design']);
    await expectNoAxeViolations(page);

    await help.getByRole('link', { name: 'About green managed hosting' }).click();
    await expect(page).toHaveURL('/hosting');
    await page.goBack();
    await expect(page).toHaveURL(reportUrl);

    // Past runs, with what each scored; a run under way shows its progress there, and no Run button.
    await page.getByRole('link', { name: '← All your assessments' }).click();
    await expect(page).toHaveURL('/client/assessments');
    const past = page.getByRole('list', { name: 'Past assessments' }).getByRole('listitem');
    await expect(past).toHaveCount(1);
    await expect(past).toContainText('127.0.0.1:4580');
    await expect(past).toContainText('Score 85 out of 100');
    await expectNoAxeViolations(page);

    const seeded = await seedRunningAssessment(client.uid);
    const runForm = page.getByRole('region', { name: 'Run an assessment' });
    await expect(runForm.getByRole('status').filter({ hasText: 'Reading robots.txt' })).toHaveText(
      'Reading robots.txt and sitemap.xml',
    );
    await expect(runForm.getByRole('progressbar', { name: `Assessing ${GOOD_SITE}` })).toBeVisible();
    await expect(runForm.getByRole('button', { name: 'Run assessment' })).toHaveCount(0);
    await runForm.getByRole('link', { name: /report page/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Reading robots' })).toHaveText(
      'Reading robots.txt and sitemap.xml',
    );

    // It fails: why, in words, and "Try again" starts another run of the same address.
    await failSeededAssessment(seeded, 'The site did not answer within 10 seconds.');
    await expect(page.getByRole('alert').getByText('The site did not answer within 10 seconds.')).toBeVisible();
    // Its end is said on the report too; the address is no link while it is not known to be a website.
    await expect(page.getByRole('status').filter({ hasText: 'could not finish' })).toBeAttached();
    await expect(page.getByRole('link', { name: GOOD_SITE })).toHaveCount(0);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).not.toHaveURL(`/client/assessments/${seeded}`);
    await expect(page.getByRole('region', { name: 'Your score' })).toContainText('85', { timeout: RUN_TIMEOUT });

    // Another client's run, or none at all, is "not found", and shows nothing of it.
    const theirs = await seedRunningAssessment('another-client-uid', 'Fetching the page');
    await page.goto(`/client/assessments/${theirs}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Assessment not found' })).toBeVisible();
    await expect(page.getByText('Fetching the page')).toHaveCount(0);
    await page.goto('/client/assessments/no-such-run');
    await expect(page.getByRole('heading', { level: 1, name: 'Assessment not found' })).toBeVisible();
  });
});
