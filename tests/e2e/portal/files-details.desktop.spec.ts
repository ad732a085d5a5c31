import { emulatorAddress } from '../../support/emulator-hosts';
import { createAccount, openAs, uniqueToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { chooseFiles, expectUploaded, idTokenOf, PNG, storageStatus, upload } from '../support/files';
import { seedGeneralThread } from '../support/messages';
import { expect, test } from '../support/test';
import { shownToast } from '../support/toasts';

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
    await openAs(page, owner, '/client/files');
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
    await openAs(otherPage, other, `/client/files?file=${fileId}`);
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

    await openAs(page, client, `/client/messages/${threadId}`);
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
    await openAs(agency, admin, `/webmin1010/messages/${threadId}`);
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
