import { COLLECTIONS } from '@agency/common';

import { db } from '../../support/firestore-admin';
import { adminAuth, uniqueEmail, uniqueToken } from '../support/accounts';
import {
  clientRecord,
  createClient,
  leaveRecord,
  listedNames,
  openClientsAsAdmin,
  openInvite,
  openRecord,
  rowOf,
  search,
} from '../support/admin-clients';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';

// Other specs and workers add clients at the same time: rows are found by this test's own unique names and emails,
// never by position in the whole list. Disabling, roles and ended sessions are in
// admin-clients-accounts.desktop.spec.ts (session logic, not layout).

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

  test('opening a client from the keyboard shows their record with profile and onboarding answers; Back returns', async ({
    page,
  }) => {
    const name = `Profiled ${uniqueToken()}`;
    const client = await createClient({ name, phone: '07 3000 1234', website: 'https://tidepool.example.com.au' });
    await openClientsAsAdmin(page);
    await search(page, client.email);

    await rowOf(page, client.email).getByRole('link', { name }).focus();
    await page.keyboard.press('Enter');

    const record = clientRecord(page, name);
    await expect(record).toBeVisible();
    await expect(page).toHaveURL(`/webmin1010/clients/${client.uid}`);
    // How to reach them, under their name.
    await expect(record.getByRole('link', { name: '07 3000 1234' }).first()).toHaveAttribute('href', 'tel:0730001234');
    const details = record.getByRole('region', { name: 'Details' });
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
      await expect(details.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(details.getByRole('link', { name: 'tidepool.example.com.au' })).toHaveAttribute(
      'href',
      // The parsed address: only an http or https one becomes a link (client-details.tsx).
      'https://tidepool.example.com.au/',
    );

    // Back returns to the list as it was, its search kept in the address.
    await leaveRecord(record);
    await expect(page).toHaveURL(`/webmin1010/clients?${new URLSearchParams({ q: client.email })}`);

    // An older link to the client's details (mails, bookmarks) goes on to the record; "All clients" leads back.
    await page.goto(`/webmin1010/clients?client=${client.uid}`);
    await expect(page).toHaveURL(`/webmin1010/clients/${client.uid}`);
    await clientRecord(page, name).getByRole('link', { name: 'All clients' }).click();
    await expect(page).toHaveURL('/webmin1010/clients');
  });

  test('a client who has not onboarded yet shows "Not completed yet"', async ({ page }) => {
    const name = `Fresh ${uniqueToken()}`;
    const client = await createClient({ name, status: 'invited', onboarding: null });
    await openClientsAsAdmin(page);

    const record = await openRecord(page, client, name);

    await expect(record.getByText('Not completed yet.')).toBeVisible();
    await expect(record.getByText('Invited', { exact: true })).toBeVisible();
  });

  test('the list, a client’s record and the invite dialog pass axe', async ({ page }) => {
    test.slow(); // axe reads every row, and the emulator's list grows with each run
    const name = `Accessible ${uniqueToken()}`;
    const client = await createClient({ name, website: 'https://wattle.example.com' });
    await openClientsAsAdmin(page);
    await expectNoAxeViolations(page);

    const record = await openRecord(page, client, name);
    await expectNoAxeViolations(page);
    await leaveRecord(record);

    await openInvite(page);
    await expectNoAxeViolations(page);
  });
});
