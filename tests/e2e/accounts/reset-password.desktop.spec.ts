import { type Page } from '@playwright/test';

import {
  actionPageLinkFrom,
  adminAuth,
  createAccount,
  latestOobCode,
  oobCodes,
  signIn,
  uniqueEmail,
} from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';

const NEUTRAL = /If an account uses that email, we have sent it a link/;

/** What Firebase adds to an emailed action link, the one-time code and the project's key among them. */
const LINK_PARAMS = ['mode', 'oobCode', 'apiKey', 'continueUrl', 'lang'];

/** The emailed link exactly as a real project's template builds it: the app's action page, apiKey included. */
function emailedLink(oob: Awaited<ReturnType<typeof latestOobCode>>): string {
  const link = new URL(actionPageLinkFrom(oob), 'http://app.invalid');
  link.searchParams.set('apiKey', new URL(oob.oobLink).searchParams.get('apiKey') ?? 'fake-api-key');
  return `${link.pathname}${link.search}`;
}

/** Once the page has read the link, the address bar no longer shows any of it. */
async function expectLinkGoneFromAddressBar(page: Page) {
  await expect(page).toHaveURL('/client/reset-password');
  const params = new URL(page.url()).searchParams;
  expect(LINK_PARAMS.filter((key) => params.has(key))).toEqual([]);
}

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

  const link = emailedLink(await latestOobCode(client.email, 'PASSWORD_RESET'));
  expect(link).toContain('apiKey=');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(`For ${client.email}.`)).toBeVisible();
  await expectLinkGoneFromAddressBar(page);
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

test('reloading a reset page that has read its link asks for the link again, and the link still works', async ({
  page,
}) => {
  const client = await createAccount('client', 'reloader');
  await adminAuth.generatePasswordResetLink(client.email);
  const link = emailedLink(await latestOobCode(client.email, 'PASSWORD_RESET'));
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectLinkGoneFromAddressBar(page);

  await page.reload();
  await expect(page.getByRole('status')).toHaveText(/forgets an emailed link once it has read it/);
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Nothing was used up: the same link, opened again from the email, still sets a password.
  await page.goto(link);
  const form = page.getByRole('form', { name: 'Choose a new password' });
  await form.getByLabel('New password', { exact: true }).fill('Estuary-2028');
  await form.getByLabel('Confirm new password').fill('Estuary-2028');
  await form.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
});

test.describe('verifying an email address from the emailed link', () => {
  /** An unverified account and its emailed verification link, asking to carry on at `continueUrl`. */
  async function verificationLink(baseURL: string, continueUrl: string) {
    const account = await createAccount(undefined, 'unverified', { emailVerified: false });
    await adminAuth.generateEmailVerificationLink(account.email, { url: `${baseURL}/client/onboarding` });
    const link = new URL(emailedLink(await latestOobCode(account.email, 'VERIFY_EMAIL')), baseURL);
    // Anyone can edit the link, so where it continues to is whatever the test (or an attacker) writes there.
    link.searchParams.set('continueUrl', continueUrl);
    return { account, link: `${link.pathname}${link.search}` };
  }

  test('verifies the address, clears the link from the address bar and offers to carry on in the portal', async ({
    page,
    baseURL,
  }) => {
    const { account, link } = await verificationLink(baseURL!, `${baseURL}/client/onboarding`);
    // On the device they signed up on (signed in there), where onboarding carries on.
    await signIn(page, '/client/login', account);
    await expect(page).toHaveURL('/client/onboarding');
    await page.goto(link);
    await expect(page.getByRole('status')).toHaveText('Thank you: your email address is verified.');
    await expectLinkGoneFromAddressBar(page);
    expect((await adminAuth.getUser(account.uid)).emailVerified).toBe(true);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/client/onboarding');
  });

  // One visit per link: each is used up once read.
  test('offers no way on to another site, the admin area or a climb out of the portal, only the sign-in', async ({
    page,
    baseURL,
  }) => {
    for (const continueUrl of [
      'https://evil.example/client/onboarding',
      `${baseURL}/webmin1010`,
      `${baseURL}/client/%2e%2e/webmin1010`,
    ]) {
      const { link } = await verificationLink(baseURL!, continueUrl);
      await page.goto(link);
      await expect(page.getByRole('status')).toHaveText('Thank you: your email address is verified.');
      await expect(page.getByRole('link', { name: 'Continue' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/client/login');
    }
  });

  test('a link opened a second time says it is no longer valid and offers sign-in, never a new password', async ({
    page,
    baseURL,
  }) => {
    const { link } = await verificationLink(baseURL!, `${baseURL}/client/onboarding`);
    await page.goto(link);
    await expect(page.getByRole('status')).toHaveText('Thank you: your email address is verified.');

    // Coming back to the page that read it (a reload) asks for nothing.
    await page.reload();
    await expect(page.getByRole('status')).toHaveText(/forgets an emailed link once it has read it/);
    await expectNoPasswordOffer(page);
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
      'href',
      '/client/login',
    );

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(/not valid any more/);
    await expectNoPasswordOffer(page);
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
      'href',
      '/client/login',
    );
    await expectNoAxeViolations(page);
  });

  test('a used link opened where its account is signed in and unconfirmed sends a new one', async ({
    page,
    baseURL,
  }) => {
    const { account, link } = await verificationLink(baseURL!, `${baseURL}/client/onboarding`);
    await signIn(page, '/client/login', account);
    await expect(page).toHaveURL('/client/onboarding');
    // A link that no longer works while the address is still unconfirmed (a made-up code stands in for it).
    await page.goto(link.replace(/oobCode=[^&]+/, 'oobCode=used-up-code'));
    await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
    await expectNoPasswordOffer(page);
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await expect(page.getByRole('status')).toHaveText(new RegExp(`We have sent a new link to ${account.email}`));
    await expect.poll(async () => (await oobCodes(account.email, 'VERIFY_EMAIL')).length).toBe(2);
  });
});

/** Nothing on the page sets a password or asks for a reset link. */
async function expectNoPasswordOffer(page: Page) {
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send reset link' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveCount(0);
}

test('a link of a kind the page does not know is refused without a form for another action', async ({ page }) => {
  await page.goto('/client/reset-password?mode=changeEverything&oobCode=made-up-code');
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expectNoPasswordOffer(page);
  await expect(page.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/client/login');
});
