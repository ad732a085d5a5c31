import { type Browser, type Page } from '@playwright/test';

import { ROLE_CLAIM } from '@agency/common';

import { adminAuth, signIn, uniqueToken } from '../support/accounts';
import {
  type Account,
  clientSignsIn,
  confirmAction,
  createClient,
  leaveRecord,
  openClientsAsAdmin,
  openRecord,
  rowOf,
} from '../support/admin-clients';
import { expect, test } from '../support/test';
import { announcement, shownToast } from '../support/toasts';

// Disabling, granting admin and ending sessions from the clients screen: session logic, not layout, so these run at
// desktop size only (playwright.config.ts); admin-clients.spec.ts runs the list, details and invitation at both
// sizes. Rows are found by this test's own unique names and emails, never by position.

test.describe('the admin clients screen: accounts and sessions', () => {
  // Each test signs in through the UI and most wait on callable functions; under a full parallel run that takes
  // longer than a page check.
  test.describe.configure({ timeout: 60_000 });
  test('an admin sees no way to remove their own admin role or disable themselves', async ({ page }) => {
    // A client promoted to admin has a profile, so they appear in the list they manage.
    const name = `Self ${uniqueToken()}`;
    const self = await createClient({ name, role: 'admin' });
    await adminAuth.setCustomUserClaims(self.uid, { [ROLE_CLAIM]: 'admin' });
    await openClientsAsAdmin(page, self);

    const record = await openRecord(page, self, name);

    await expect(record.getByText('This is your own account')).toBeVisible();
    await expect(record.getByRole('button', { name: 'Remove admin' })).toHaveCount(0);
    await expect(record.getByRole('button', { name: 'Disable account' })).toHaveCount(0);
  });

  test.describe('a session an admin ends is signed out at once, on the screen it has open', () => {
    /** The person's own browser, open on `path`, signed in through `loginPath`. */
    async function openElsewhere(browser: Browser, account: Account, loginPath: string, path: string) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`^[^?]*${loginPath}\\?`));
      await signIn(page, loginPath, account);
      await expect(page).toHaveURL(path);
      return { page, close: () => context.close() };
    }

    /** The notice that replaces the screen, saying what changed, and the sign-in where it lands. */
    async function expectSignedOut(page: Page, why: string, landsOn: string) {
      // Heard while it shows (a dismissed toast stays in the document, faded out).
      await expect(announcement(page, 'Your session has ended', { error: true })).toContainText(why);
      await expect(shownToast(page, 'Your session has ended')).toContainText(why);
      await expect(page).toHaveURL(landsOn);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    }

    // The admin's dashboard reads nothing yet, so only the app's watch on the account's revocation can notice.
    test('a client granted admin is shown as Admin; their role removed while on the dashboard, their client portal stays', async ({
      page,
      browser,
    }) => {
      test.slow(); // two browsers, three sign-ins and two callable round trips
      const name = `Demoted ${uniqueToken()}`;
      const demoted = await createClient({ name });
      await openClientsAsAdmin(page);
      let record = await openRecord(page, demoted, name);
      await confirmAction(page, record, 'Make admin', 'Admin role granted');
      await expect(record.getByRole('button', { name: 'Remove admin' })).toBeVisible();
      await leaveRecord(record);
      await expect(rowOf(page, demoted.email).getByRole('cell', { name: 'Admin', exact: true })).toBeVisible();
      expect((await adminAuth.getUser(demoted.uid)).customClaims?.[ROLE_CLAIM]).toBe('admin');

      const theirs = await openElsewhere(browser, demoted, '/webmin1010/login', '/webmin1010');
      await expect(theirs.page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

      record = await openRecord(page, demoted, name);
      await confirmAction(page, record, 'Remove admin', 'Admin role removed');

      // They land on the client portal's sign-in, where they still belong, not the admin area's.
      await expectSignedOut(
        theirs.page,
        'Your admin access was removed. You can still sign in to your client portal.',
        '/client/login',
      );
      await expect(theirs.page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toHaveCount(0);
      await signIn(theirs.page, '/client/login', demoted);
      await expect(theirs.page).toHaveURL('/client/dashboard');
      await theirs.close();
    });

    test('a client disabled while on their profile is signed out, shown Disabled and refused; enabled, signs in again on the same tab', async ({
      page,
      browser,
    }) => {
      test.slow(); // two browsers, four sign-ins and two callable round trips
      const name = `Stopped ${uniqueToken()}`;
      const client = await createClient({ name });
      const theirs = await openElsewhere(browser, client, '/client/login', '/client/profile');
      await expect(theirs.page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);

      await openClientsAsAdmin(page);
      let record = await openRecord(page, client, name);
      await confirmAction(page, record, 'Disable account', 'Account disabled');
      await expect(record.getByRole('button', { name: 'Enable account' })).toBeVisible();

      await expectSignedOut(
        theirs.page,
        'Your account has been disabled. If you think this is a mistake, please contact us.',
        `/client/login?next=${encodeURIComponent('/client/profile')}`,
      );
      await expect(theirs.page.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0);

      await leaveRecord(record);
      await expect(rowOf(page, client.email).getByRole('cell', { name: 'Disabled', exact: true })).toBeVisible();
      // Signing in again elsewhere is refused too.
      const refused = await clientSignsIn(browser, client);
      await expect(refused.page.getByRole('alert')).toHaveText(
        'This account has been disabled. Please contact us if you think this is a mistake.',
      );
      await refused.close();

      // Enabled again, they sign in from the very tab that was signed out, whose Firestore cache still holds the
      // account as disabled: their profile loads (the rules let the new session read it) and they stay on it.
      record = await openRecord(page, client, name);
      await confirmAction(page, record, 'Enable account', 'Account enabled');
      await expect(record.getByRole('button', { name: 'Disable account' })).toBeVisible();
      await leaveRecord(record);
      await expect(rowOf(page, client.email).getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
      await signIn(theirs.page, '/client/login', client);
      await expect(theirs.page).toHaveURL('/client/profile');
      await expect(theirs.page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
      await theirs.page.getByRole('textbox', { name: 'Phone' }).fill('0400 000 111');
      await theirs.page.getByRole('button', { name: 'Save details' }).click();
      await expect(shownToast(theirs.page, 'Profile saved.')).toBeVisible();
      await expect(theirs.page).toHaveURL('/client/profile');
      await expect(theirs.page.getByRole('textbox', { name: 'Phone' })).toHaveValue('0400 000 111');
      await theirs.close();
    });
  });
});
