import { expect, type Locator, type Page } from '@playwright/test';

import { clientSearchTerms, COLLECTIONS, type Role, ROLE_CLAIM } from '@agency/common';

import { emulatorAddress } from '../../support/emulator-hosts';
import { clientProfile } from '../../support/factories';
import { adminAuth, db } from '../../support/firestore-admin';

export { adminAuth };

/**
 * A short text no other test (or earlier run) uses. Specs and workers run side by side against one set of
 * emulators, so tests find their own data by it, never by position.
 */
export const uniqueToken = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** An address no other test (or earlier run) uses. */
export const uniqueEmail = (label: string) => `${label}-${uniqueToken()}@example.com`;

export const TEST_PASSWORD = 'Wetlands2026!';

/**
 * A ready-made account for tests that are not about signing up: created through the Admin SDK, with the role
 * claim and (for clients) an onboarded profile, the way the functions leave one. Its address is confirmed, as a
 * finished sign-up's is, unless `emailVerified: false` asks for one that never was.
 */
export async function createAccount(
  role: Role | undefined,
  label = role ?? 'new',
  { emailVerified = true }: { emailVerified?: boolean } = {},
) {
  const email = uniqueEmail(label);
  const user = await adminAuth.createUser({
    email,
    emailVerified,
    password: TEST_PASSWORD,
    displayName: `Test ${label}`,
  });
  if (role) await adminAuth.setCustomUserClaims(user.uid, { [ROLE_CLAIM]: role });
  if (role === 'client') {
    const now = new Date();
    const profile = clientProfile({
      name: `Test ${label}`,
      email,
      businessName: 'Tide Pool Studio',
      phone: '',
      website: '',
      location: 'Brisbane, QLD',
      industry: 'environmental',
      onboarding: {
        services: ['web-design'],
        budget: 'unsure',
        timeline: 'exploring',
        goals: 'A site for our coastal clean-ups.',
      },
      createdAt: now,
      updatedAt: now,
      onboardedAt: now,
    });
    // With the terms the functions keep, so the admin area's client pickers find the client at once.
    await db
      .collection(COLLECTIONS.clients)
      .doc(user.uid)
      .set({ ...profile, searchTerms: clientSearchTerms(profile) });
  }
  return { uid: user.uid, email, password: TEST_PASSWORD };
}

/**
 * Chooses a client in a client picker (`within` a page or a dialog) as a person does: types their email and picks
 * them from the few the server offers. The list opens in a layer of the page's own, outside any dialog.
 */
export async function chooseClient(within: Page | Locator, email: string, label = 'Client') {
  const page = 'page' in within ? within.page() : within;
  await within.getByRole('combobox', { name: label, exact: true }).fill(email);
  await page.getByRole('option', { name: email }).click();
}

type OobRequest = 'PASSWORD_RESET' | 'EMAIL_SIGNIN' | 'VERIFY_EMAIL' | 'VERIFY_AND_CHANGE_EMAIL';
interface OobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: OobRequest;
}

/** Every email of one kind the Auth emulator "sent" to `email` so far (its out-of-band codes stand in for the inbox). */
export async function oobCodes(email: string, requestType: OobRequest): Promise<OobCode[]> {
  const url = `${emulatorAddress('auth').origin}/emulator/v1/projects/demo-agency/oobCodes`;
  const { oobCodes: sent } = (await (await fetch(url)).json()) as { oobCodes: OobCode[] };
  return sent.filter((code) => code.email === email && code.requestType === requestType);
}

/** The newest email of one kind sent to `email`, waiting for it to arrive. */
export async function latestOobCode(email: string, requestType: OobRequest): Promise<OobCode> {
  let found: OobCode | undefined;
  await expect
    .poll(
      async () => {
        found = (await oobCodes(email, requestType)).at(-1);
        return Boolean(found);
      },
      { message: `no ${requestType} email reached ${email}` },
    )
    .toBe(true);
  return found!;
}

/** The address the emailed link opens in the app: the emulator's link carries the app's URL as continueUrl. */
export function appLinkFrom(oob: OobCode): string {
  const link = new URL(oob.oobLink);
  const continueUrl = link.searchParams.get('continueUrl');
  if (!continueUrl) throw new Error(`The emailed link has no continueUrl: ${oob.oobLink}`);
  const app = new URL(continueUrl);
  for (const key of ['mode', 'oobCode', 'apiKey', 'lang']) {
    const value = link.searchParams.get(key);
    if (value) app.searchParams.set(key, value);
  }
  return app.href;
}

/** Signs in through a login form (client or admin). */
export async function signIn(page: Page, loginPath: string, account: { email: string; password: string }) {
  if (!page.url().includes(loginPath)) await page.goto(loginPath);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens a portal or admin page as `account`, through its login (which brings them back to `path`). */
export async function openAs(page: Page, account: { email: string; password: string }, path: string) {
  const loginPath = path.startsWith('/webmin1010') ? '/webmin1010/login' : '/client/login';
  await page.goto(`${loginPath}?next=${encodeURIComponent(path)}`);
  await signIn(page, loginPath, account);
  await expect(page).toHaveURL(path);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

/**
 * The same email opened through the app's own action page (/client/reset-password), which a real project's
 * email templates point at (README, "Deploy"): mode, oobCode and continueUrl carried over.
 */
export function actionPageLinkFrom(oob: OobCode): string {
  const link = new URL(oob.oobLink);
  const page = new URL('/client/reset-password', 'http://127.0.0.1:5000');
  for (const key of ['mode', 'oobCode', 'continueUrl', 'lang']) {
    const value = link.searchParams.get(key);
    if (value) page.searchParams.set(key, value);
  }
  return `${page.pathname}${page.search}`;
}
