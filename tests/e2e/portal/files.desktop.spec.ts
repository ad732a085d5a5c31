import type { Locator, Page } from '@playwright/test';

import { chooseClient, createAccount, uniqueToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { secondBrowser } from '../support/browsers';
import { chooseFiles, expectUploaded, PDF, upload } from '../support/files';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

const fileList = (page: Page, name = 'All files') => page.getByRole('list', { name, exact: true });
const fileDialog = (page: Page) => page.getByRole('dialog');

/** Text that shows whole: not cut to an ellipsis by a box too narrow for it. */
async function expectWhole(text: Locator) {
  await expect(text).toBeVisible();
  expect(await text.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
}

/** Runs `check` on `page` at 320 CSS px wide (WCAG 1.4.10's reflow width), then goes back to its own size. */
async function at320(page: Page, check: () => Promise<void>) {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: size.height });
  await check();
  await page.setViewportSize(size);
}

/** The title the browser's PDF viewer shows (its frame's, inside the preview's). */
const pdfViewerTitles = (page: Page) =>
  Promise.all(
    page
      .frames()
      .filter((frame) => frame.url().startsWith('chrome-extension:'))
      .map((frame) => frame.title()),
  );

test.describe('sharing files between a client and the agency', () => {
  test('a deliverable: changes requested on version 1, version 2 approved, both decisions in the history', async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    const client = await createAccount('client', 'approver');
    const admin = await createAccount('admin', 'deliverer');
    const design = `homepage-${uniqueToken()}.pdf`;

    const agencyContext = await secondBrowser(browser, testInfo);
    const agency = await agencyContext.newPage();
    await openSignedIn(agency, admin, '/webmin1010/files');
    await chooseClient(agency, client.email);
    await agency.getByLabel('Ask the client to approve (a deliverable)').check();
    await chooseFiles(agency, [upload(design, PDF, 'application/pdf')]);
    await expectUploaded(agency, [design]);
    const agencyList = agency.getByRole('list', { name: 'Files', exact: true });
    // Its status shows whole on a narrow screen.
    await at320(agency, () =>
      expectWhole(agencyList.getByRole('listitem', { name: design }).getByText('Awaiting approval')),
    );

    // The client sees it awaiting their approval and asks for changes; a comment is required for that.
    await openSignedIn(page, client, '/client/files');
    const awaiting = fileList(page, 'Awaiting your approval');
    await expect(awaiting.getByRole('listitem', { name: design })).toContainText('Awaiting approval');
    await expectNoAxeViolations(page);
    await awaiting.getByRole('button', { name: design, exact: true }).click();
    const dialog = fileDialog(page);
    await expect(dialog.getByTitle(`Preview of ${design}`)).toBeVisible();
    // The browser's viewer is titled with the file's name, not the preview's random address.
    await expect.poll(() => pdfViewerTitles(page)).toEqual([design]);
    await at320(page, () => expectWhole(dialog.locator('label', { hasText: 'Comment' })));
    await dialog.getByRole('button', { name: 'Request changes' }).click();
    await expect(dialog.getByText('Please say what you would like changed')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Please make the logo larger.');
    await dialog.getByRole('button', { name: 'Request changes' }).click();
    await expect(dialog.getByRole('region', { name: 'Approval' })).toContainText('Changes requested');
    await expect(dialog.getByRole('region', { name: 'Approval' })).toContainText('Please make the logo larger.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(awaiting).toHaveCount(0);

    // The agency sees the request and uploads version 2 from the file itself, a file of another name.
    await expect(agencyList.getByRole('listitem', { name: design })).toContainText('Changes requested');
    await agencyList.getByRole('button', { name: design, exact: true }).click();
    const agencyDialog = fileDialog(agency);
    await expect(agencyDialog.getByRole('region', { name: 'Approval' })).toContainText('Please make the logo larger.');
    await agencyDialog.getByRole('button', { name: 'Upload a new version' }).click();
    const larger = design.replace('.pdf', ' larger logo.pdf');
    await chooseFiles(agencyDialog, [upload(larger, PDF, 'application/pdf')]);
    // Once checked, the dialog turns to the new version, which keeps the deliverable's title.
    await expect(agencyDialog).toContainText(`Version 2 · ${larger} ·`, { timeout: 20_000 });
    await expect(agencyDialog.getByRole('heading', { name: design })).toBeVisible();
    await expect(agencyDialog.getByRole('region', { name: 'Approval' })).toContainText('Waiting for the client');

    // The client decides on version 2 only: approving it leaves version 1's request in the history.
    await expect(awaiting.getByRole('listitem', { name: design })).toContainText('Version 2');
    await awaiting.getByRole('button', { name: design, exact: true }).click();
    await dialog.getByRole('button', { name: 'Approve version 2' }).click();
    await expect(dialog.getByRole('region', { name: 'Approval' })).toContainText('Approved');
    const history = dialog.getByRole('region', { name: 'Version history' });
    await expect(history.getByRole('listitem', { name: 'Version 2' })).toContainText('Approved');
    await expect(history.getByRole('listitem', { name: 'Version 2' })).toContainText(larger);
    await expect(history.getByRole('listitem', { name: 'Version 1' })).toContainText(/Changes requested .* by you/);
    await expect(history.getByRole('listitem', { name: 'Version 1' })).toContainText('Please make the logo larger.');

    // The agency's history shows both decisions, live.
    const agencyHistory = agencyDialog.getByRole('region', { name: 'Version history' });
    await expect(agencyHistory.getByRole('listitem', { name: 'Version 2' })).toContainText(/Approved .* by the client/);
    await expect(agencyHistory.getByRole('listitem', { name: 'Version 1' })).toContainText(
      /Changes requested .* by the client/,
    );

    // From the Files page, a file of the deliverable's name is offered as its next version, and goes as one.
    await agencyDialog.getByRole('button', { name: 'Close' }).click();
    await agency.getByRole('button', { name: 'Clear finished' }).click();
    await chooseFiles(agency, [upload(design, PDF, 'application/pdf')]);
    const question = agency.getByRole('dialog', { name: 'Upload as a new version?' });
    await expect(
      question.getByRole('radio', { name: `Version 3 of “${design}”, for the client to approve` }),
    ).toBeChecked();
    await expectNoAxeViolations(agency);
    await question.getByRole('button', { name: 'Upload' }).click();
    await expectUploaded(agency, [design]);
    await expect(agencyList.getByRole('listitem', { name: design })).toHaveCount(1);
    await expect(agencyList.getByRole('listitem', { name: design })).toContainText('Version 3');
    await agencyContext.close();
  });
});
