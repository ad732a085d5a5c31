import type { Page } from '@playwright/test';

import { emulatorAddress } from '../../support/emulator-hosts';
import { chooseClient, createAccount, uniqueToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { secondBrowser } from '../support/browsers';
import { chooseFiles, expectUploaded, idTokenOf, PDF, PNG, storageStatus, upload } from '../support/files';
import { seedGeneralThread } from '../support/messages';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';
import { shownToast } from '../support/toasts';

const fileList = (page: Page, name = 'All files') => page.getByRole('list', { name, exact: true });
const fileDialog = (page: Page) => page.getByRole('dialog');

/** Reads a file's metadata through the Firestore REST API as `token`: the HTTP status says whether rules let it. */
async function metadataStatus(fileId: string, token: string): Promise<number> {
  const url = `${emulatorAddress('firestore').origin}/v1/projects/demo-agency/databases/(default)/documents/files/${fileId}`;
  return (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).status;
}

// Layout-independent checks: run at one size.
test.describe('files, beyond the screens', () => {
  test("another client can open neither a file's bytes nor its metadata, by link or by address", async ({ page }) => {
    test.slow(); // two people, and a function checks the upload
    const owner = await createAccount('client', 'owner');
    const other = await createAccount('client', 'other');
    const name = `private-${uniqueToken()}.png`;
    await openSignedIn(page, owner, '/client/files');
    await chooseFiles(page, [upload(name, PNG, 'image/png')]);
    await expectUploaded(page, [name]);
    await page.getByRole('list', { name: 'All files', exact: true }).getByRole('button', { name, exact: true }).click();
    await expect(page).toHaveURL(/\?file=/);
    const fileId = new URL(page.url()).searchParams.get('file')!;
    const storagePath = `clients/${owner.uid}/files/${fileId}/${name}`;

    // The owner can (so the refusals below are the rules', not a wrong address).
    const ownerToken = await idTokenOf(owner);
    expect(await storageStatus(storagePath, ownerToken)).toBe(200);
    expect(await metadataStatus(fileId, ownerToken)).toBe(200);

    // Another client, and nobody signed in, cannot.
    const otherToken = await idTokenOf(other);
    expect(await storageStatus(storagePath, otherToken)).toBe(403);
    expect(await storageStatus(storagePath, null)).toBe(403);
    expect(await metadataStatus(fileId, otherToken)).toBe(403);

    // The owner's link, opened by the other client, shows nothing of it.
    const otherContext = await page.context().browser()!.newContext();
    const otherPage = await otherContext.newPage();
    await openSignedIn(otherPage, other, `/client/files?file=${fileId}`);
    await expect(otherPage.getByRole('dialog')).toContainText('This file is not available');
    await expect(otherPage.getByRole('dialog')).not.toContainText(name);
    await otherContext.close();
  });

  test('a file attached to a message opens from the conversation, for both sides', async ({ page, browser }) => {
    test.slow();
    const client = await createAccount('client', 'attacher');
    const admin = await createAccount('admin', 'attach-admin');
    const threadId = await seedGeneralThread(client.uid);
    const name = `photo-${uniqueToken()}.png`;

    await openSignedIn(page, client, `/client/messages/${threadId}`);
    await page.getByTestId('attach-input').setInputFiles([upload(name, PNG, 'image/png')]);
    const attached = page.getByRole('list', { name: 'Attached files' });
    await expect(attached.getByText(name, { exact: true })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('textbox', { name: 'Message' }).fill('Here is the photo for the banner.');
    await page.getByRole('button', { name: 'Send message' }).click();
    const sent = page.getByRole('region', { name: 'Messages' }).getByRole('listitem', { name: /^You,/ });
    await expect(sent.getByRole('button', { name: new RegExp(name) })).toBeVisible();
    await expectNoAxeViolations(page);

    const agencyContext = await browser.newContext();
    const agency = await agencyContext.newPage();
    await openSignedIn(agency, admin, `/webmin1010/messages/${threadId}`);
    await agency
      .getByRole('region', { name: 'Messages' })
      .getByRole('button', { name: new RegExp(name) })
      .click();
    await expect(agency.getByRole('dialog').getByRole('img', { name: `Preview of ${name}` })).toBeVisible();
    await expect(agency.getByRole('dialog').getByRole('button', { name: 'Download' })).toBeEnabled();
    // The agency can take away any link that opens it without signing in (docs/decisions/016-files.md).
    await agency.getByRole('dialog').getByRole('button', { name: 'Revoke public links' }).click();
    // It cannot be undone: it asks first.
    await agency
      .getByRole('dialog', { name: /^Revoke the public links of / })
      .getByRole('button', { name: 'Revoke links' })
      .click();
    await expect(shownToast(agency, /Public links revoked|had no public links/)).toBeVisible();
    await agencyContext.close();
  });
});

// The upload journey. The Files screens at phone width (axe, reflow at 320 px) are the areas' tours'
// (accounts/shells.spec.ts); the file journeys run at desktop size (decision 026).
test.describe('sharing files between a client and the agency', () => {
  test('the client uploads two files with progress, the agency sees them live, and refused files say why', async ({
    page,
    browser,
  }, testInfo) => {
    test.slow(); // two people, and a function checks every upload
    const client = await createAccount('client', 'files');
    const admin = await createAccount('admin', 'files-admin');
    const token = uniqueToken();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });

    await openSignedIn(page, client, '/client/files');
    await expect(page.getByText('No files yet.')).toBeVisible();
    // The limits are said before anything is chosen.
    await expect(page.getByText(/Up to 25 MB each\. Images \(png, jpg, jpeg, gif, webp\); PDF/)).toBeVisible();
    // And what they have used of their own limits.
    const usage = page.getByTestId('usage-line');
    await expect(usage).toHaveText('Your files use 0 bytes of 5 GB. Today: 0 of 100 uploads and 0 of 200 messages.');
    await expectNoAxeViolations(page);
    // Asking whether file storage runs (its answer shows the upload button) logs no error.
    expect(consoleErrors).toEqual([]);

    const agencyContext = await secondBrowser(browser, testInfo);
    const agency = await agencyContext.newPage();
    await openSignedIn(agency, admin, '/webmin1010/files');
    await chooseClient(agency, client.email);

    const brief = `brief-${token}.pdf`;
    const logo = `logo-${token}.png`;
    await chooseFiles(page, [upload(brief, PDF, 'application/pdf'), upload(logo, PNG, 'image/png')]);
    const uploads = page.getByRole('list', { name: 'Uploads' });
    // Each has its own progress bar until it is done.
    await expect(uploads.getByRole('progressbar', { name: `Upload of ${brief}` })).toBeVisible();
    await expect(uploads.getByRole('progressbar', { name: `Upload of ${logo}` })).toBeVisible();
    await expectUploaded(page, [brief, logo]);
    await expect(fileList(page).getByRole('listitem', { name: brief })).toContainText('You');
    await expect(fileList(page).getByRole('listitem', { name: logo })).toContainText('You');
    await expect(usage).toHaveText(
      `Your files use ${PDF.length + PNG.length} bytes of 5 GB. Today: 2 of 100 uploads and 0 of 200 messages.`,
    );

    // The agency's screen has them without a reload, with who uploaded them.
    const agencyList = agency.getByRole('list', { name: 'Files', exact: true });
    await expect(agencyList.getByRole('listitem', { name: brief })).toContainText('Test files');
    await expect(agencyList.getByRole('listitem', { name: logo })).toContainText(`${PNG.length} bytes`);
    await expectNoAxeViolations(agency);

    // Too large, and a kind not accepted: refused with the reason, before anything is stored.
    const huge = `huge-${token}.pdf`;
    const program = `setup-${token}.exe`;
    await chooseFiles(page, [
      upload(huge, Buffer.alloc(25 * 1024 * 1024 + 1, 0x20), 'application/pdf'),
      upload(program, Buffer.from('MZ'), 'application/x-msdownload'),
    ]);
    await expect(uploads.getByRole('alert').filter({ hasText: huge })).toHaveText(`${huge} is larger than 25 MB.`);
    await expect(uploads.getByRole('alert').filter({ hasText: program })).toContainText(
      `${program} is not a kind of file we accept`,
    );
    await expect(fileList(page).getByRole('listitem')).toHaveCount(2);

    // Preview: the image opens in the dialog, read through storage.rules.
    await fileList(page).getByRole('button', { name: logo, exact: true }).click();
    const preview = fileDialog(page).getByRole('img', { name: `Preview of ${logo}` });
    await expect(preview).toBeVisible();
    // At its own size (a 1×1 image), not stretched across the dialog.
    await expect(preview).toHaveJSProperty('width', 1);
    await expectNoAxeViolations(page);
    await fileDialog(page).getByRole('button', { name: 'Close' }).click();

    // The client deletes their own upload, after confirming; it goes for the agency too.
    await fileList(page)
      .getByRole('button', { name: `Delete ${brief}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(fileList(page).getByRole('listitem', { name: brief })).toHaveCount(0);
    await expect(agencyList.getByRole('listitem', { name: brief })).toHaveCount(0);
    // Its bytes are given back; the day's uploads still count it.
    await expect(usage).toContainText(`Your files use ${PNG.length} bytes of 5 GB. Today: 2 of 100 uploads`);
    await agencyContext.close();
  });
});
