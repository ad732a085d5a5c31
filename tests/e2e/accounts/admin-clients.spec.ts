import { type Browser, type Locator, type Page } from '@playwright/test';

import { type ClientProfile, COLLECTIONS, ROLE_CLAIM } from '@agency/common';

import { db } from '../../support/firestore-admin';
import { adminAuth, createAccount, signIn, uniqueEmail, uniqueToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';

// Other specs and workers add clients at the same time: rows are found by this test's own unique names and emails,
// never by position in the whole list.

type Account = Awaited<ReturnType<typeof createAccount>>;

/** A fresh onboarded client, with whatever profile fields the test needs. */
async function createClient(profile: Partial<ClientProfile<Date>> = {}): Promise<Account> {
  const account = await createAccount('client');
  if (Object.keys(profile).length) await db.collection(COLLECTIONS.clients).doc(account.uid).update(profile);
  return account;
}

/** Signs a fresh administrator in and opens the clients screen. */
async function openClientsAsAdmin(page: Page, admin?: Account) {
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

const search = (page: Page, text: string) => page.getByRole('searchbox', { name: 'Search clients' }).fill(text);

/** The list's row for one client, found by something only that client has (its email). */
const rowOf = (page: Page, email: string) =>
  page.getByRole('table', { name: 'Clients' }).getByRole('row').filter({ hasText: email });

/** The names in the table's rows, in order. */
const listedNames = (page: Page) => page.getByRole('table', { name: 'Clients' }).getByRole('rowheader').allInnerTexts();

const detailDialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function openDetails(page: Page, account: Account, name: string): Promise<Locator> {
  await search(page, account.email);
  await rowOf(page, account.email).getByRole('link', { name }).click();
  const dialog = detailDialog(page, name);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Closes the details with their Close button, back to the list (which the open dialog hides from assistive tech). */
async function closeDetails(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

/** Confirms an account action in its "are you sure?" dialog and waits for the toast. */
async function confirmAction(page: Page, dialog: Locator, action: string, toast: string) {
  await dialog.getByRole('button', { name: action }).click();
  const confirm = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: /\?$/ }) });
  await confirm.getByRole('button', { name: action }).click();
  // Seen and heard: the open detail dialog hides the rest of the page from assistive technology, but not the toast.
  await expect(page.getByTestId('toast').getByRole('status').filter({ hasText: toast })).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeVisible();
}

/** Opens the invite dialog from the list. */
async function openInvite(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Invite client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite client' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Tries the client's password sign-in in a browser of its own; answers the page to check what happened. */
async function clientSignsIn(browser: Browser, client: Account) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, '/client/login', client);
  return { page, close: () => context.close() };
}

test.describe('the admin clients screen', () => {
  // Each test signs in through the UI and most wait on callable functions; under a full parallel run that takes
  // longer than a page check.
  test.describe.configure({ timeout: 60_000 });

  test('an admin invites a client, who is listed as Invited and sent the invitation mail', async ({ page }) => {
    await openClientsAsAdmin(page);
    const email = uniqueEmail('invitee');
    const name = `Invitee ${uniqueToken()}`;

    const dialog = await openInvite(page);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Business name (optional)' }).fill('Banksia Wellness');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();

    await expect(page.getByTestId('toast').filter({ hasText: `Invitation sent to ${email}` })).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = rowOf(page, email);
    await expect(row.getByRole('rowheader')).toHaveText(name);
    await expect(row.getByRole('cell', { name: 'Banksia Wellness' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Invited', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Client', exact: true })).toBeVisible();

    const { uid } = await adminAuth.getUserByEmail(email);
    const mail = await db.collection(COLLECTIONS.mail).doc(`invite-${uid}`).get();
    expect(mail.get('to')).toEqual([email]);
    expect(mail.get('message.text')).toContain(`Hello ${name},`);
  });

  test('the invite dialog checks its fields, then shows the server refusing a taken email and keeps the entries', async ({
    page,
  }) => {
    await openClientsAsAdmin(page);
    const existing = await createClient();
    const dialog = await openInvite(page);

    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();

    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Someone Again');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(existing.email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();

    await expect(dialog.getByRole('alert')).toHaveText('An account already uses that email.');
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Someone Again');
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(existing.email);
  });

  test('search finds a client by business name, whatever the case, and says when nothing matches', async ({ page }) => {
    const business = `Mangrove Collective ${uniqueToken()}`;
    const client = await createClient({ businessName: business });
    await openClientsAsAdmin(page);

    await search(page, business.toUpperCase());

    const rows = page.getByRole('table', { name: 'Clients' }).getByRole('row');
    await expect(rows).toHaveCount(2); // the header and the one match
    await expect(rowOf(page, client.email).getByRole('cell', { name: business })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^1 of \d+ clients?$/ })).toBeVisible();

    await search(page, `${business} nobody`);
    await expect(page.getByText(`No clients match “${business} nobody”.`)).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search clients' })).toHaveValue('');
    await expect(page.getByRole('status').filter({ hasText: /^\d+ clients?$/ })).toBeVisible();
  });

  test('sorting by name, business and join date changes the order', async ({ page }) => {
    const token = uniqueToken();
    // Alpha joined first and its business sorts last, so each column gives a different order.
    await Promise.all([
      createClient({ name: `Alpha ${token}`, businessName: 'Zamia Studio', createdAt: new Date('2025-01-02') }),
      createClient({ name: `Bravo ${token}`, businessName: 'Acacia Studio', createdAt: new Date('2025-06-02') }),
      createClient({ name: `Charlie ${token}`, businessName: 'Melaleuca', createdAt: new Date('2025-03-02') }),
    ]);
    await openClientsAsAdmin(page);
    await search(page, token);
    const header = (name: string) => page.getByRole('columnheader', { name });

    // Newest first by default.
    await expect(header('Joined')).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => listedNames(page)).toEqual([`Bravo ${token}`, `Charlie ${token}`, `Alpha ${token}`]);

    await header('Name').getByRole('button').click();
    await expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header('Joined')).not.toHaveAttribute('aria-sort');
    await expect.poll(() => listedNames(page)).toEqual([`Alpha ${token}`, `Bravo ${token}`, `Charlie ${token}`]);

    await header('Name').getByRole('button').click();
    await expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => listedNames(page)).toEqual([`Charlie ${token}`, `Bravo ${token}`, `Alpha ${token}`]);

    await header('Business').getByRole('button').click();
    await expect(header('Business')).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => listedNames(page)).toEqual([`Bravo ${token}`, `Charlie ${token}`, `Alpha ${token}`]);

    await header('Joined').getByRole('button').click();
    await expect(header('Joined')).toHaveAttribute('aria-sort', 'descending');
    await header('Joined').getByRole('button').click();
    await expect(header('Joined')).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => listedNames(page)).toEqual([`Alpha ${token}`, `Charlie ${token}`, `Bravo ${token}`]);
  });

  test('opening a client from the keyboard shows their profile and onboarding answers; Back closes it', async ({
    page,
  }) => {
    const name = `Profiled ${uniqueToken()}`;
    const client = await createClient({ name, phone: '07 3000 1234', website: 'https://tidepool.example.com.au' });
    await openClientsAsAdmin(page);
    await search(page, client.email);

    await rowOf(page, client.email).getByRole('link', { name }).focus();
    await page.keyboard.press('Enter');

    const dialog = detailDialog(page, name);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(`/webmin1010/clients?client=${client.uid}`);
    for (const text of [
      '07 3000 1234',
      'Brisbane, QLD',
      'Environmental',
      'Instant: an email for each update',
      'Web Design',
      'Not sure yet',
      'Just exploring',
      'A site for our coastal clean-ups.',
    ]) {
      await expect(dialog.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByRole('link', { name: 'tidepool.example.com.au' })).toHaveAttribute(
      'href',
      // The parsed address: only an http or https one becomes a link (client-details.tsx).
      'https://tidepool.example.com.au/',
    );

    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/webmin1010/clients');

    // The address alone opens the same view, so it can be shared.
    await page.goto(`/webmin1010/clients?client=${client.uid}`);
    await expect(detailDialog(page, name)).toBeVisible();
    await closeDetails(detailDialog(page, name));
    await expect(page).toHaveURL('/webmin1010/clients');
  });

  test('a client who has not onboarded yet shows "Not completed yet"', async ({ page }) => {
    const name = `Fresh ${uniqueToken()}`;
    const client = await createClient({ name, status: 'invited', onboarding: null });
    await openClientsAsAdmin(page);

    const dialog = await openDetails(page, client, name);

    await expect(dialog.getByText('Not completed yet.')).toBeVisible();
    await expect(dialog.getByText('Invited', { exact: true })).toBeVisible();
  });

  test('disabling a client stops their sign-in and shows Disabled; enabling lets them in again', async ({
    page,
    browser,
  }) => {
    test.slow(); // two browsers, three sign-ins and two callable round trips
    const name = `Paused ${uniqueToken()}`;
    const client = await createClient({ name });
    await openClientsAsAdmin(page);

    let dialog = await openDetails(page, client, name);
    await confirmAction(page, dialog, 'Disable account', 'Account disabled');
    await expect(dialog.getByRole('button', { name: 'Enable account' })).toBeVisible();
    await closeDetails(dialog);

    await expect(rowOf(page, client.email).getByRole('cell', { name: 'Disabled', exact: true })).toBeVisible();
    const refused = await clientSignsIn(browser, client);
    await expect(refused.page.getByRole('alert')).toHaveText(
      'This account has been disabled. Please contact us if you think this is a mistake.',
    );
    await refused.close();

    dialog = await openDetails(page, client, name);
    await confirmAction(page, dialog, 'Enable account', 'Account enabled');
    await expect(dialog.getByRole('button', { name: 'Disable account' })).toBeVisible();
    await closeDetails(dialog);

    await expect(rowOf(page, client.email).getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
    const welcomed = await clientSignsIn(browser, client);
    await expect(welcomed.page).toHaveURL('/client/dashboard');
    await welcomed.close();
  });

  test('granting admin shows Admin in the list', async ({ page }) => {
    const name = `Promoted ${uniqueToken()}`;
    const client = await createClient({ name });
    await openClientsAsAdmin(page);
    const dialog = await openDetails(page, client, name);

    await confirmAction(page, dialog, 'Make admin', 'Admin role granted');

    await expect(dialog.getByRole('button', { name: 'Remove admin' })).toBeVisible();
    await closeDetails(dialog);
    await expect(rowOf(page, client.email).getByRole('cell', { name: 'Admin', exact: true })).toBeVisible();
    expect((await adminAuth.getUser(client.uid)).customClaims?.[ROLE_CLAIM]).toBe('admin');
  });

  test('an admin sees no way to remove their own admin role or disable themselves', async ({ page }) => {
    // A client promoted to admin has a profile, so they appear in the list they manage.
    const name = `Self ${uniqueToken()}`;
    const self = await createClient({ name, role: 'admin' });
    await adminAuth.setCustomUserClaims(self.uid, { [ROLE_CLAIM]: 'admin' });
    await openClientsAsAdmin(page, self);

    const dialog = await openDetails(page, self, name);

    await expect(dialog.getByText('This is your own account')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remove admin' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Disable account' })).toHaveCount(0);
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
      await expect(page.getByRole('alert').filter({ hasText: 'Your session has ended' })).toContainText(why);
      await expect(page).toHaveURL(landsOn);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    }

    // The admin's dashboard reads nothing yet, so only the app's watch on the account's revocation can notice.
    test('an admin whose role is removed while on the dashboard; their client portal stays', async ({
      page,
      browser,
    }) => {
      test.slow(); // two browsers, three sign-ins and a callable round trip
      const name = `Demoted ${uniqueToken()}`;
      const demoted = await createClient({ name, role: 'admin' });
      await adminAuth.setCustomUserClaims(demoted.uid, { [ROLE_CLAIM]: 'admin' });
      const theirs = await openElsewhere(browser, demoted, '/webmin1010/login', '/webmin1010');
      await expect(theirs.page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

      await openClientsAsAdmin(page);
      const dialog = await openDetails(page, demoted, name);
      await confirmAction(page, dialog, 'Remove admin', 'Admin role removed');

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

    test('a client disabled while on their profile, then enabled, signs in again on the same tab', async ({
      page,
      browser,
    }) => {
      test.slow(); // two browsers, two sign-ins and a callable round trip
      const name = `Stopped ${uniqueToken()}`;
      const client = await createClient({ name });
      const theirs = await openElsewhere(browser, client, '/client/login', '/client/profile');
      await expect(theirs.page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);

      await openClientsAsAdmin(page);
      const dialog = await openDetails(page, client, name);
      await confirmAction(page, dialog, 'Disable account', 'Account disabled');

      await expectSignedOut(
        theirs.page,
        'Your account has been disabled. If you think this is a mistake, please contact us.',
        `/client/login?next=${encodeURIComponent('/client/profile')}`,
      );
      await expect(theirs.page.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0);

      // Enabled again, they sign in from the very tab that was signed out, whose Firestore cache still holds the
      // account as disabled: their profile loads (the rules let the new session read it) and they stay on it.
      await confirmAction(page, dialog, 'Enable account', 'Account enabled');
      await signIn(theirs.page, '/client/login', client);
      await expect(theirs.page).toHaveURL('/client/profile');
      await expect(theirs.page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
      await theirs.page.getByRole('textbox', { name: 'Phone' }).fill('0400 000 111');
      await theirs.page.getByRole('button', { name: 'Save details' }).click();
      await expect(theirs.page.getByText('Profile saved.')).toBeVisible();
      await expect(theirs.page).toHaveURL('/client/profile');
      await expect(theirs.page.getByRole('textbox', { name: 'Phone' })).toHaveValue('0400 000 111');
      await theirs.close();
    });
  });

  test('the list, a client’s details and the invite dialog pass axe', async ({ page }) => {
    test.slow(); // axe reads every row, and the emulator's list grows with each run
    const name = `Accessible ${uniqueToken()}`;
    const client = await createClient({ name, website: 'https://wattle.example.com' });
    await openClientsAsAdmin(page);
    await expectNoAxeViolations(page);

    await openDetails(page, client, name);
    await expectNoAxeViolations(page);
    await page.goBack();
    await expect(detailDialog(page, name)).toBeHidden();

    await openInvite(page);
    await expectNoAxeViolations(page);
  });
});
