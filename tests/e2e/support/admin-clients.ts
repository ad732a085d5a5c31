import { type Browser, type Locator, type Page } from '@playwright/test';

import { type ClientProfile, COLLECTIONS } from '@agency/common';

import { db } from '../../support/firestore-admin';

import { createAccount, signIn } from './accounts';
import { expect } from './test';
import { expectAnnounced } from './toasts';

// The admin clients screen, for its specs.
// Other specs and workers add clients at the same time: rows are found by this test's own unique names and emails,
// never by position in the whole list.

export type Account = Awaited<ReturnType<typeof createAccount>>;

/** A fresh onboarded client, with whatever profile fields the test needs. */
export async function createClient(profile: Partial<ClientProfile<Date>> = {}): Promise<Account> {
  const account = await createAccount('client');
  if (Object.keys(profile).length) await db.collection(COLLECTIONS.clients).doc(account.uid).update(profile);
  return account;
}

/** Signs a fresh administrator in and opens the clients screen. */
export async function openClientsAsAdmin(page: Page, admin?: Account) {
  const account = admin ?? (await createAccount('admin'));
  await page.goto('/webmin1010/clients');
  // The guard sends a signed-out visitor to the login, which brings them back here.
  await expect(page).toHaveURL(/\/webmin1010\/login\?/);
  await signIn(page, '/webmin1010/login', account);
  await expect(page).toHaveURL('/webmin1010/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Clients' })).toBeVisible();
  return account;
}

export const search = (page: Page, text: string) => page.getByRole('searchbox', { name: 'Search clients' }).fill(text);

/** The list's row for one client, found by something only that client has (its email). */
export const rowOf = (page: Page, email: string) =>
  page.getByRole('table', { name: 'Clients' }).getByRole('row').filter({ hasText: email });

/** The names in the table's rows, in order. */
export const listedNames = (page: Page) =>
  page.getByRole('table', { name: 'Clients' }).getByRole('rowheader').allInnerTexts();

/** A client's record (/webmin1010/clients/{id}): the page's main content, under their name. */
export const clientRecord = (page: Page, name: string) =>
  page.getByRole('main').filter({ has: page.getByRole('heading', { level: 1, name }) });

/** Finds the client in the list and opens their record from their row. */
export async function openRecord(page: Page, account: Account, name: string): Promise<Locator> {
  await search(page, account.email);
  await rowOf(page, account.email).getByRole('link', { name }).click();
  await expect(page).toHaveURL(`/webmin1010/clients/${account.uid}`);
  const record = clientRecord(page, name);
  await expect(record).toBeVisible();
  return record;
}

/** Leaves a client's record with Back, for the list as it was (its search kept in the address). */
export async function leaveRecord(record: Locator) {
  await record.page().goBack();
  await expect(record).toBeHidden();
  await expect(record.page().getByRole('table', { name: 'Clients' })).toBeVisible();
}

/** Confirms an account action in its "are you sure?" dialog and waits for the toast. */
export async function confirmAction(page: Page, dialog: Locator, action: string, toast: string) {
  await dialog.getByRole('button', { name: action }).click();
  const confirm = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: /\?$/ }) });
  await confirm.getByRole('button', { name: action }).click();
  // Seen and heard: the live region reads the toast out.
  await expectAnnounced(page, toast);
  await expect(page.getByTestId('toast').filter({ hasText: toast })).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeVisible();
}

/** Opens the invite dialog from the list. */
export async function openInvite(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Invite client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite client' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Tries the client's password sign-in in a browser of its own; answers the page to check what happened. */
export async function clientSignsIn(browser: Browser, client: Account) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, '/client/login', client);
  return { page, close: () => context.close() };
}
