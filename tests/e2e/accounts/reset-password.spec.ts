import { actionPageLinkFrom, createAccount, latestOobCode, signIn, uniqueEmail } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';

const NEUTRAL = /If an account uses that email, we have sent it a link/;

test('the reset request gives the same answer whether or not the email has an account', async ({ page }) => {
  const client = await createAccount('client');
  await page.goto('/client/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/client/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expectNoAxeViolations(page);

  for (const email of [client.email, uniqueEmail('nobody')]) {
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: NEUTRAL })).toBeVisible();
  }
});

test('a client resets their password from the emailed link and signs in with the new one', async ({ page }) => {
  const client = await createAccount('client', 'forgetful');
  await page.goto('/client/reset-password');
  await page.getByRole('textbox', { name: 'Email' }).fill(client.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: NEUTRAL })).toBeVisible();

  const link = actionPageLinkFrom(await latestOobCode(client.email, 'PASSWORD_RESET'));
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(`For ${client.email}.`)).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.getByRole('form', { name: 'Choose a new password' });
  await form.getByLabel('New password', { exact: true }).fill('alllettersnodigits');
  await form.getByLabel('Confirm new password').fill('different-2026');
  await form.getByRole('button', { name: 'Save new password' }).click();
  await expect(form.getByText('Password must contain a number')).toBeVisible();
  await expect(form.getByText('The passwords do not match')).toBeVisible();

  const newPassword = 'Mangroves-2027';
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();

  await signIn(page, '/client/login', { email: client.email, password: client.password });
  await expect(page.getByRole('alert')).toHaveText(/password is not right/);
  await signIn(page, '/client/login', { email: client.email, password: newPassword });
  await expect(page).toHaveURL('/client/dashboard');
});

test('a made-up reset code is refused with a way to ask for a new link', async ({ page }) => {
  await page.goto('/client/reset-password?mode=resetPassword&oobCode=made-up-code');
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
});
