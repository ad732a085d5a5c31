import { COLLECTIONS } from '@agency/common';

import { db } from '../../support/firestore-admin';
import {
  actionPageLinkFrom,
  adminAuth,
  createAccount,
  latestOobCode,
  openAs,
  signIn,
  uniqueEmail,
} from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { shownToast } from '../support/toasts';

const profileDoc = (uid: string) => db.collection(COLLECTIONS.clients).doc(uid);

test('a client edits their details and notification preference, and they stay saved; bad details change nothing', async ({
  page,
}) => {
  test.setTimeout(60_000); // two saves, a reload and axe: past 30 s on a busy machine
  const client = await createAccount('client', 'editor');
  await openAs(page, client, '/client/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Bad details first: a clear message under each, and nothing saved.
  const details = page.getByRole('form', { name: 'Your details' });
  const name = details.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill('A');
  await details.getByRole('textbox', { name: 'Phone' }).fill('call me maybe');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(details.getByText('Phone may contain only digits, spaces, +, ( and )')).toBeVisible();
  expect((await profileDoc(client.uid).get()).data()?.name).toBe('Test editor');

  await name.fill('Test editor');
  await details.getByRole('textbox', { name: 'Phone' }).fill('07 5550 9876');
  await details.getByRole('textbox', { name: 'Website' }).fill('tidepool.example.com.au');
  await details.getByRole('radio', { name: /Daily digest/ }).check();
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(shownToast(page, 'Profile saved.')).toBeVisible();

  await expect
    .poll(async () => (await profileDoc(client.uid).get()).data())
    .toMatchObject({
      phone: '07 5550 9876',
      website: 'https://tidepool.example.com.au',
      notificationPreference: 'daily',
    });
  await page.reload();
  await expect(details.getByRole('radio', { name: /Daily digest/ })).toBeChecked();
  await expect(details.getByRole('textbox', { name: 'Phone' })).toHaveValue('07 5550 9876');
});

test('changing the password needs the current one, and the new one then signs in', async ({ page }) => {
  test.slow(); // signs in twice and asks Auth three times: past 30 s once on a loaded CI machine
  const client = await createAccount('client', 'rotator');
  await openAs(page, client, '/client/profile');
  const form = page.getByRole('form', { name: 'Change password' });
  const newPassword = 'Seagrass-2028';

  await form.getByLabel('Current password').fill('not-my-password-1');
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(shownToast(page, 'Your password was not changed')).toBeVisible();

  // Enter submits, as it would for someone at a keyboard (the first attempt's toast may cover the button on a phone).
  await form.getByLabel('Current password').fill(client.password);
  await form.getByLabel('Current password').press('Enter');
  await expect(shownToast(page, 'Password changed.')).toBeVisible();

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await signIn(page, '/client/login', { email: client.email, password: newPassword });
  await expect(page).toHaveURL('/client/dashboard');
});

test('an unverified client sees it, and sends themselves a verification email that verifies them', async ({ page }) => {
  const client = await createAccount('client', 'unverified', { emailVerified: false });
  await openAs(page, client, '/client/profile');
  await expect(page.getByText('Not verified')).toBeVisible();
  await page.getByRole('button', { name: 'Send verification email' }).click();
  await expect(shownToast(page, 'Verification email sent')).toBeVisible();

  await page.goto(actionPageLinkFrom(await latestOobCode(client.email, 'VERIFY_EMAIL')));
  await expect(page.getByText('your email address is verified')).toBeVisible();
  expect((await adminAuth.getUser(client.uid)).emailVerified).toBe(true);
  await page.goto('/client/profile');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
});

test('changing the email waits for the new address to be confirmed, then the profile follows', async ({ page }) => {
  const client = await createAccount('client', 'mover');
  const newEmail = uniqueEmail('moved');
  await openAs(page, client, '/client/profile');
  const form = page.getByRole('form', { name: 'Change email' });
  await form.getByRole('textbox', { name: 'New email' }).fill(newEmail);
  await form.getByLabel('Current password').fill(client.password);
  await form.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByText(`We have sent a confirmation link to ${newEmail}`)).toBeVisible();
  expect((await adminAuth.getUser(client.uid)).email).toBe(client.email);

  // The emulator files the confirmation under the account's current address.
  await page.goto(actionPageLinkFrom(await latestOobCode(client.email, 'VERIFY_AND_CHANGE_EMAIL')));
  await expect(page.getByText('Your email address has been changed.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to sign-in' })).toBeVisible();
  expect((await adminAuth.getUser(client.uid)).email).toBe(newEmail);

  await signIn(page, '/client/login', { email: newEmail, password: client.password });
  await expect(page).toHaveURL('/client/dashboard');
  await expect.poll(async () => (await profileDoc(client.uid).get()).data()?.email).toBe(newEmail);
});
