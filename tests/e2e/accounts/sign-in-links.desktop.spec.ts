import { type Page } from '@playwright/test';

import { emulatorAddress } from '../../support/emulator-hosts';
import {
  adminAuth,
  appLinkFrom,
  createAccount,
  latestOobCode,
  oobCodes,
  signIn,
  signOut,
  uniqueEmail,
} from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';

const CLIENT_LOGIN = '/client/login';
const ADMIN_LOGIN = '/webmin1010/login';

// Emailed sign-in links, other devices, and where each guard sends a visitor: session logic, not layout, so these
// run at desktop size only (playwright.config.ts); sign-in.spec.ts runs the forms at both sizes.

test('an emailed sign-in link signs the client in without a password', async ({ page }) => {
  const client = await createAccount('client', 'link');
  await page.goto(`${CLIENT_LOGIN}?next=${encodeURIComponent('/client/quotes')}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(client.email);
  await page.getByRole('button', { name: 'Email me a sign-in link instead' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We have emailed a sign-in link' })).toBeVisible();

  await page.goto(appLinkFrom(await latestOobCode(client.email, 'EMAIL_SIGNIN')));
  await expect(page).toHaveURL('/client/quotes');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices and quotes', exact: true })).toBeVisible();
});

test.describe('the address kept for an emailed sign-in link', () => {
  /** Everything this browser keeps in localStorage, as one string to search for someone's address. */
  const storedOnDevice = (page: Page) => page.evaluate(() => JSON.stringify({ ...localStorage }));

  async function askForLink(page: Page, email: string) {
    await page.goto(CLIENT_LOGIN);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Email me a sign-in link instead' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'We have emailed a sign-in link' })).toBeVisible();
  }

  test('is forgotten when anyone signs out of this computer', async ({ page }) => {
    const visitor = uniqueEmail('shared');
    await askForLink(page, visitor);
    expect(await storedOnDevice(page)).toContain(visitor);

    // The next person at the same computer signs in with a password, then out.
    const client = await createAccount('client', 'next');
    await signIn(page, CLIENT_LOGIN, client);
    await expect(page).toHaveURL('/client/dashboard');
    await signOut(page);
    await expect(page).toHaveURL(CLIENT_LOGIN);
    expect(await storedOnDevice(page)).not.toContain(visitor);
  });

  test('a link asked for before the address moved under the personal prefix still signs in without asking', async ({
    page,
  }) => {
    const client = await createAccount('client', 'legacy');
    await askForLink(page, client.email);
    // Where earlier versions of the app kept it.
    await page.evaluate((email) => {
      for (const key of Object.keys(localStorage))
        if (localStorage.getItem(key) === email) localStorage.removeItem(key);
      localStorage.setItem('agency.emailForSignIn', email);
    }, client.email);

    await page.goto(appLinkFrom(await latestOobCode(client.email, 'EMAIL_SIGNIN')));
    await expect(page).toHaveURL('/client/dashboard');
    // Read once, then gone from the old place too.
    expect(await storedOnDevice(page)).not.toContain(client.email);
  });
});

/** Auth's REST API on the emulator, as anyone on the internet can call it with the site's public key. */
async function identityToolkit(method: string, body: object) {
  const url = `${emulatorAddress('auth').origin}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  return { ok: response.ok, body: (await response.json()) as { localId?: string; refreshToken?: string } };
}

/** Whether a session's refresh token still buys a new ID token. */
async function sessionAlive(refreshToken: string) {
  const url = `${emulatorAddress('auth').origin}/securetoken.googleapis.com/v1/token?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });
  return response.ok;
}

test('an emailed link to an address a stranger registered with a password starts the account afresh', async ({
  page,
}) => {
  // It may meet the function's first (cold) call.
  test.setTimeout(60_000);
  const email = uniqueEmail('claimed');
  const attackerPassword = 'Stolen#Identity2026';
  // Someone else registers the address with their own password, and never confirms it. What the function goes by
  // is Auth's record of that password, set before any link signed in, so nothing here waits for time to pass.
  const signedUp = await identityToolkit('signUp', { email, password: attackerPassword });
  expect(signedUp.ok).toBe(true);
  const attackerUid = signedUp.body.localId!;
  const attackerSession = signedUp.body.refreshToken!;

  await page.goto(CLIENT_LOGIN);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link instead' }).click();
  // Only once the page says so has it kept the address for the link's return (else the link asks for it).
  await expect(page.getByRole('status').filter({ hasText: 'We have emailed a sign-in link' })).toBeVisible();
  const first = await latestOobCode(email, 'EMAIL_SIGNIN');

  await page.goto(appLinkFrom(first));
  // The function's first call on the emulator may have to start its worker first.
  await expect(page.getByRole('status')).toContainText('we have started it afresh', { timeout: 30_000 });
  await expect(page.getByRole('status')).toContainText(email);
  await expectNoAxeViolations(page);

  // The stranger's account is gone, and with it their session; a new link is on its way.
  // (The emulator forgets a code once it is used, so the new one is told apart by its code.)
  await expect
    .poll(async () => (await oobCodes(email, 'EMAIL_SIGNIN')).filter((oob) => oob.oobCode !== first.oobCode))
    .toHaveLength(1);
  await expect(adminAuth.getUser(attackerUid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  expect(await sessionAlive(attackerSession)).toBe(false);
  // Nobody is signed in on this device: the portal asks for a sign-in.
  await page.goto('/client/dashboard');
  await expect(page).toHaveURL(/\/client\/login\?next=/);

  // The new link makes a fresh account that only the inbox's owner holds, and onboarding starts.
  await page.goto(appLinkFrom(await latestOobCode(email, 'EMAIL_SIGNIN')));
  await expect(page).toHaveURL('/client/onboarding');
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Business' })).toBeVisible();
  const owner = await adminAuth.getUserByEmail(email);
  expect(owner.uid).not.toBe(attackerUid);
  expect(owner.emailVerified).toBe(true);
  expect((await identityToolkit('signInWithPassword', { email, password: attackerPassword })).ok).toBe(false);
});

test('a link opened on another device asks which email it was sent to; a different address is told it went to another, and kept', async ({
  page,
  browser,
}) => {
  const client = await createAccount('client', 'mismatch');
  await page.goto(CLIENT_LOGIN);
  await page.getByRole('textbox', { name: 'Email' }).fill(client.email);
  await page.getByRole('button', { name: 'Email me a sign-in link instead' }).click();
  const link = appLinkFrom(await latestOobCode(client.email, 'EMAIL_SIGNIN'));

  const otherContext = await browser.newContext();
  const otherDevice = await otherContext.newPage();
  await otherDevice.goto(link);
  await expect(otherDevice.getByRole('heading', { name: 'Finish signing in' })).toBeVisible();
  await expectNoAxeViolations(otherDevice);
  const form = otherDevice.getByRole('form', { name: 'Finish signing in' });
  const typo = uniqueEmail('someone-else');
  await form.getByRole('textbox', { name: 'Email' }).fill(typo);
  await form.getByRole('button', { name: 'Sign in' }).click();

  await expect(form.getByRole('alert')).toContainText(
    'This link was sent to a different email address. Enter the address you asked for the link with.',
  );
  await expect(form.getByText('Please enter a valid email address')).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(typo);
  await expect(form.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await expectNoAxeViolations(otherDevice);

  // The link still works with the right address.
  await form.getByRole('textbox', { name: 'Email' }).fill(client.email);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(otherDevice).toHaveURL('/client/dashboard');
  await otherContext.close();
});

test('the admin login signs a non-administrator straight back out', async ({ page }) => {
  const client = await createAccount('client');
  await signIn(page, ADMIN_LOGIN, client);
  await expect(page.getByRole('alert')).toHaveText(/not an administrator/);
  await page.goto('/webmin1010');
  await expect(page).toHaveURL(/\/webmin1010\/login\?next=/);
  await expectNoAxeViolations(page);
});

test('a signed-out visitor asking for an admin page signs in as admin and lands on that page; a portal page is 403', async ({
  page,
}) => {
  const admin = await createAccount('admin');
  await page.goto('/webmin1010/activity');
  await expect(page).toHaveURL(`${ADMIN_LOGIN}?next=${encodeURIComponent('/webmin1010/activity')}`);
  await signIn(page, ADMIN_LOGIN, admin);
  await expect(page).toHaveURL('/webmin1010/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity Log' })).toBeVisible();

  await page.goto('/client/profile');
  await expect(page.getByRole('heading', { level: 1, name: '403 Not Allowed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the admin area' })).toBeVisible();
});

test('an account that signed up but did not finish onboarding is sent to finish it', async ({ page }) => {
  const halfway = await createAccount(undefined, 'halfway');
  await signIn(page, CLIENT_LOGIN, halfway);
  await expect(page).toHaveURL('/client/onboarding');
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Business' })).toBeVisible();
  await page.goto('/client/dashboard');
  await expect(page).toHaveURL('/client/onboarding');
});

test('a disabled client cannot sign in', async ({ page }) => {
  const client = await createAccount('client', 'disabled');
  const { adminAuth } = await import('../support/accounts');
  await adminAuth.updateUser(client.uid, { disabled: true });
  await signIn(page, CLIENT_LOGIN, client);
  await expect(page.getByRole('alert')).toHaveText(/This account has been disabled/);
  await expect(page).toHaveURL(CLIENT_LOGIN);
});
