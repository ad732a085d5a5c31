import { randomInt } from 'node:crypto';

import { COLLECTIONS, leadSearchTerms } from '@agency/common';

import { lead } from '../../support/factories';
import { db } from '../../support/firestore-admin';
import { createAccount, uniqueToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';
import { shownToast } from '../support/toasts';

// The leads screen's list, search, details and conversion, laid out the same at both sizes (the board, which is
// not, is tested at both in leads-board.spec.ts). Leads are told apart by a unique word, so tests running side by
// side, and leads other specs store, never get in the way.

/** A fresh documentation-range address, so the contact API's per-address limit never refuses this visitor. */
const newClientIp = () => `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}::1`;

/** The leads each test stored, deleted afterwards so they never crowd another spec's lists. */
const stored: string[] = [];
test.afterEach(async () => {
  await Promise.all(stored.splice(0).map((id) => db.collection(COLLECTIONS.leads).doc(id).delete()));
});

test('a visitor’s enquiry appears without a reload and raises the New count; search finds it; notes are kept', async ({
  page,
  request,
}) => {
  test.slow(); // a sign-in, a live arrival, two accessibility scans and a reload
  const token = uniqueToken();
  const admin = await createAccount('admin', `leads-${token}`);
  const name = `Fern Gully ${token}`;
  const word = `kelp${token}`.toLowerCase();
  await openSignedIn(page, admin, '/webmin1010/leads');
  const list = page.getByRole('list', { name: 'Leads' });
  const statuses = page.getByRole('group', { name: 'Leads by status' });
  await expect(statuses.getByRole('button', { name: /^All \d+$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // Searching for a word only this visitor will write (other tests add and remove leads meanwhile, so the counts
  // of every lead are not this test's to predict): nothing yet, and every count 0.
  await page.getByRole('searchbox', { name: 'Search name, email or message' }).fill(word.toUpperCase());
  await expect(page).toHaveURL(new RegExp(`q=${word.toUpperCase()}`));
  await expect(page.getByText(`No leads match “${word.toUpperCase()}”.`)).toBeVisible();
  await expect(statuses.getByRole('button', { name: 'New 0', exact: true })).toBeVisible();

  // The visitor sends the form (its API, from an address of their own).
  const sent = await request.post('/api/contacts', {
    headers: { 'X-Forwarded-For': newClientIp() },
    data: {
      name,
      email: `fern-${token}@example.com`,
      industry: 'environmental',
      message: `We plant ${word} forests.\n\nCan you help with a site?`,
    },
  });
  expect(sent.status()).toBe(201);
  stored.push(((await sent.json()) as { id: string }).id);

  // It arrives without a reload, and raises New from 0 to 1.
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await expect(statuses.getByRole('button', { name: 'New 1', exact: true })).toBeVisible();
  await expect(statuses.getByRole('button', { name: 'All 1', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await list.getByRole('link', { name: new RegExp(name) }).click();

  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('link', { name: `fern-${token}@example.com` })).toHaveAttribute(
    'href',
    `mailto:fern-${token}@example.com`,
  );
  // When it was received (the enquiries list below shows the same moment again).
  await expect(dialog.locator('time[title$="(Brisbane time)"]').first()).toBeVisible();
  // A private note joins the lead's history, with who wrote it; it is there after a reload.
  await expect(dialog.getByText(/No notes yet/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Add a note' }).fill('Called back. Wants a quote.');
  await dialog.getByRole('button', { name: 'Add note' }).click();
  const notes = dialog.getByRole('list', { name: 'Notes, newest first' });
  await expect(notes.getByRole('listitem')).toHaveText([/Called back\. Wants a quote\.$/]);
  await expect(dialog.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(
    page.getByRole('dialog', { name }).getByRole('list', { name: 'Notes, newest first' }).getByRole('listitem'),
  ).toHaveText([/Called back\. Wants a quote\.$/]);
});

test('converting a lead invites the client, marks the lead won and links the two both ways', async ({ page }) => {
  const token = uniqueToken();
  const admin = await createAccount('admin', `convert-${token}`);
  const name = `Reef Keeper ${token}`;
  const email = `reef-${token}@example.com`;
  const leadRef = db.collection(COLLECTIONS.leads).doc();
  stored.push(leadRef.id);
  const enquiry = lead({ name, email, status: 'qualified', createdAt: new Date() });
  await leadRef.set({ ...enquiry, searchTerms: leadSearchTerms(enquiry) });

  await openSignedIn(page, admin, `/webmin1010/leads?lead=${leadRef.id}`);
  const leadDialog = page.getByRole('dialog', { name });
  await leadDialog.getByRole('button', { name: 'Convert to client' }).click();
  const invite = page.getByRole('dialog', { name: 'Convert to client' });
  await expect(invite.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(invite.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(shownToast(page, `Invitation sent to ${email}`)).toBeVisible();

  const converted = leadDialog.getByRole('link', { name });
  await expect(leadDialog.getByText('Converted:')).toBeVisible();
  await expect(leadDialog.getByRole('combobox', { name: 'Status' })).toHaveText('Won');
  // A client now: it stays Won, and the details say so rather than offer New or Lost.
  await expect(leadDialog.getByRole('combobox', { name: 'Status' })).toBeDisabled();
  await expect(leadDialog.getByText('Converted to a client, so it stays Won.')).toBeVisible();
  const uid = (await leadRef.get()).get('convertedClientId') as string;
  expect((await db.collection(COLLECTIONS.mail).doc(`invite-${uid}`).get()).exists).toBe(true);
  await converted.click();
  await expect(page).toHaveURL(`/webmin1010/clients/${uid}`);

  // The client's record says where they came from, linking back to the lead.
  const origin = page.getByRole('main').getByRole('link', { name: /^A contact-form enquiry of / });
  await origin.click();
  await expect(page).toHaveURL(`/webmin1010/leads?lead=${leadRef.id}`);
  await expect(page.getByRole('dialog', { name })).toBeVisible();
});
