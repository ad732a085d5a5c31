import { type Page } from '@playwright/test';

import { COLLECTIONS } from '@agency/common';

import { clearCollections, db } from '../../support/firestore-admin';
import { uniqueEmail, uniqueToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { holdRequests } from '../support/hold-requests';
import { expect, test } from '../support/test';
import { announcement } from '../support/toasts';

// Every browser posts from the same address: start each test under the rate limit. Leads are told apart by a
// unique name, so tests running side by side never see each other's.
test.beforeEach(() => clearCollections(COLLECTIONS.rateLimits));
const uniqueName = (label: string) => `${label} ${uniqueToken()}`;
const leadsNamed = async (name: string) =>
  (await db.collection(COLLECTIONS.leads).where('name', '==', name).get()).docs;

async function openForm(page: Page) {
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Get Started Today' });
  await expect(form).toBeVisible();
  return form;
}

// One journey at each size: the form's states and failures (an API error, a toaster that cannot load, each
// field's message) are component tests (web/src/features/leads/contact/contact-form.test.tsx, app/app-shell.test.tsx).
test('a visitor sends too early, reads each error, then sends the form from the keyboard: "Sending...", the success toast, an empty form, and the lead in Firestore', async ({
  page,
}) => {
  // Two sends, a keyboard's worth of typing, axe and a toast's five seconds: past 30 s on a busy machine.
  test.setTimeout(60_000);
  const form = await openForm(page);
  let posted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contacts')) posted = true;
  });

  await form.getByRole('button', { name: 'Start Our Partnership' }).click();

  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
    'Name must be at least 2 characters',
  );
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'Please enter a valid email address',
  );
  await expect(form.getByRole('combobox', { name: 'Industry' })).toHaveAccessibleDescription(
    'Please select an industry',
  );
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
    'Message must be at least 10 characters',
  );
  expect(posted).toBe(false);
  await expectNoAxeViolations(page);

  // The focus is on Name already: the rest from the keyboard alone.
  const name = uniqueName('Wetland Friends');
  // An address of its own: another open lead from the same address would take this enquiry in.
  const email = uniqueEmail('wetland');
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.type('We restore wetlands and need a site volunteers love.');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Start Our Partnership' })).toBeFocused();
  // Hold the answer until the pending state has been seen.
  const release = await holdRequests(page, '**/api/contacts');
  await page.keyboard.press('Enter');

  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();
  const toast = page.getByTestId('toast').filter({ hasText: 'Message sent successfully!' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("We'll get back to you within 24 hours.");
  await expect(announcement(page, 'Message sent successfully!')).toContainText(
    "We'll get back to you within 24 hours.",
  );
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await expect(form.getByRole('combobox', { name: 'Industry' })).toHaveValue('');
  await expect(form.getByRole('button', { name: 'Start Our Partnership' })).toBeEnabled();
  // It goes by itself after 5 seconds (a toast under the pointer waits), on a page whose toaster mounted for it:
  // faded out, and no longer in the way of what is under it. (A dismissed toast stays in the document.)
  await page.mouse.move(0, 0);
  const shown = page.getByTestId('toast').filter({ hasText: 'Message sent successfully!' });
  await expect(shown).toHaveCSS('pointer-events', 'none', { timeout: 10_000 });
  await expect(shown.locator('> div')).toHaveCSS('opacity', '0');
  // Its words leave the live region with it, for the next toast to be announced afresh.
  await expect(announcement(page, 'Message sent successfully!')).toHaveCount(0);

  const leads = await leadsNamed(name);
  expect(leads).toHaveLength(1);
  expect(leads[0]!.data()).toMatchObject({
    email,
    industry: 'environmental',
    status: 'new',
    source: { page: '/' },
  });
});
