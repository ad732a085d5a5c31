import { randomInt } from 'node:crypto';

import { calendarDayOf, COLLECTIONS, formatDay } from '@agency/common';

import { db } from '../../support/firestore-admin';
import { createAccount, uniqueToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';
import { shownToast } from '../support/toasts';

// Leads as a small CRM, in one journey: a person the agency contacted who writes again is one lead with both
// enquiries, which the dashboard lists as written again until it is opened; the agency plans the follow-up and values the lead, and finds
// both again on the dashboard and the board. The lead holds a word of
// its own, so the board's search shows its column sums alone whatever other specs store meanwhile.

/** A fresh documentation-range address, so the contact API's per-address limit never refuses this visitor. */
const newClientIp = () => `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}::1`;

const stored: string[] = [];
test.afterEach(async () => {
  await Promise.all(stored.splice(0).map((id) => db.collection(COLLECTIONS.leads).doc(id).delete()));
});

test('a contacted lead who writes again is listed until opened; its follow-up shows on the dashboard, its value on the board', async ({
  page,
  request,
}) => {
  test.slow(); // a sign-in, two enquiries, three screens and two accessibility scans
  const token = uniqueToken();
  const admin = await createAccount('admin', `crm-${token}`);
  const name = `Marsh Keeper ${token}`;
  const word = `sedge${token}`.toLowerCase();
  const email = `marsh-${token}@example.com`;
  const send = (address: string, message: string, page: string) =>
    request.post('/api/contacts', {
      headers: { 'X-Forwarded-For': newClientIp(), Referer: `https://consciouswebstudio.com.au${page}` },
      data: { name, email: address, industry: 'environmental', message },
    });

  const first = await send(email, `We restore ${word} wetlands and need a website.`, '/web-design#contact');
  expect(first.status()).toBe(201);
  const leadId = ((await first.json()) as { id: string }).id;
  stored.push(leadId);
  // The agency has been in touch; then the same person writes again, their address in capitals, from another page.
  await db.collection(COLLECTIONS.leads).doc(leadId).update({ status: 'contacted' });
  expect((await send(email.toUpperCase(), 'Could you host it too, on green hosting?', '/hosting')).status()).toBe(201);

  // The second enquiry made no new lead, so the dashboard says the person wrote again; the link opens the lead.
  await openSignedIn(page, admin, '/webmin1010');
  const wroteAgain = page.getByRole('region', { name: /^Leads who wrote again/ });
  await wroteAgain.getByRole('link', { name }).click();
  await expect(page).toHaveURL(`/webmin1010/leads?lead=${leadId}`);

  const dialog = page.getByRole('dialog', { name });
  const enquiries = dialog.getByRole('region', { name: 'Enquiries (2)' }).getByRole('listitem');
  await expect(enquiries).toHaveCount(2);
  // Newest first, each from the page it was sent from, by its title.
  await expect(enquiries.nth(0)).toContainText('from Green Australian Web Hosting');
  await expect(enquiries.nth(0)).toContainText('Could you host it too, on green hosting?');
  await expect(enquiries.nth(1)).toContainText('from Web Design Plans and Pricing');
  await expect(enquiries.nth(1)).toContainText(`We restore ${word} wetlands`);
  // Sent from another address than the first: said, as anyone who knows the name and email could have sent it.
  await expect(enquiries.nth(0)).toContainText('sent from another network than the first enquiry');
  await expect(enquiries.nth(1)).not.toContainText('another network');

  const today = calendarDayOf(new Date());
  await dialog.getByLabel('Follow-up date').fill(today);
  await dialog.getByRole('textbox', { name: 'Estimated value' }).fill('12,500');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(shownToast(page, /Value set to \$12,500/)).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.goto(`/webmin1010/leads?view=board&q=${word}`);
  const contactedColumn = page.getByRole('region', { name: /^Contacted/ });
  await expect(contactedColumn.getByRole('listitem')).toHaveCount(1);
  await expect(contactedColumn.getByText('Estimated $12,500')).toBeVisible();
  // Its card says what makes up that sum, and that its follow-up is due.
  await expect(contactedColumn.getByRole('listitem')).toContainText(
    `Worth $12,500 · follow-up due ${formatDay(today)}`,
  );

  await page.goto('/webmin1010');
  const followUps = page.getByRole('region', { name: 'Follow-ups due' });
  const due = followUps.getByRole('listitem').filter({ hasText: name });
  await expect(due).toContainText('Contacted · due today');
  // Opened since, the lead is no longer listed as written again.
  await expect(wroteAgain.getByRole('link', { name })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await due.getByRole('link', { name }).click();
  await expect(page).toHaveURL(`/webmin1010/leads?lead=${leadId}`);
  await expect(page.getByRole('dialog', { name }).getByLabel('Follow-up date')).toHaveValue(today);
});
