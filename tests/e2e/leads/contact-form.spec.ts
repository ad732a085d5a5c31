import { type Page } from '@playwright/test';

import { COLLECTIONS } from '@agency/common';

import { clearCollections, db } from '../../support/firestore-admin';
import { uniqueToken } from '../support/accounts';
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

async function fillIn(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Get Started Today' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await form.getByRole('combobox', { name: 'Industry' }).selectOption('environmental');
  await form.getByRole('textbox', { name: 'Message' }).fill('We restore wetlands and need a site volunteers love.');
  return form;
}

test('a visitor sends the form: "Sending...", the success toast, an empty form, and the lead in Firestore', async ({
  page,
}) => {
  const form = await openForm(page);
  const name = uniqueName('Wetland Friends');
  await fillIn(page, name);
  // Hold the answer until the pending state has been seen.
  const release = await holdRequests(page, '**/api/contacts');

  await form.getByRole('button', { name: 'Start Our Partnership' }).click();

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
    email: 'ada@example.com',
    industry: 'environmental',
    status: 'new',
    source: { page: '/' },
  });
});

test('when the API fails, the failure toast shows the status and message and the entries stay', async ({ page }) => {
  const form = await openForm(page);
  const name = uniqueName('Ada Lovelace');
  await fillIn(page, name);
  await page.route('**/api/contacts', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'The service is down for maintenance.' }),
    }),
  );

  await form.getByRole('button', { name: 'Start Our Partnership' }).click();

  const toast = page.getByTestId('toast').filter({ hasText: 'Failed to send message' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('503: The service is down for maintenance.');
  await expect(announcement(page, 'Failed to send message', { error: true })).toContainText(
    '503: The service is down for maintenance.',
  );
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(
    'We restore wetlands and need a site volunteers love.',
  );
  expect(await leadsNamed(name)).toHaveLength(0);
});

test('when the toaster cannot be loaded (a tab left open across a deploy), the page stays and keeps the entries', async ({
  page,
}) => {
  // The failed import is reported either way: as a caught error in the console, or as the page's uncaught error.
  const reported: string[] = [];
  const uncaught: string[] = [];
  page.on('console', (message) => message.type() === 'error' && reported.push(message.text()));
  page.on('pageerror', (error) => (reported.push(error.message), uncaught.push(error.message)));
  const form = await openForm(page);
  const name = uniqueName('Ada Lovelace');
  await fillIn(page, name);
  await page.route(/\/assets\/app-toaster-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.route('**/api/contacts', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Down.' }) }),
  );

  await form.getByRole('button', { name: 'Start Our Partnership' }).click();

  await expect.poll(() => reported.some((text) => text.includes('dynamically imported module'))).toBe(true);
  expect(uncaught).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await expect(form.getByRole('button', { name: 'Start Our Partnership' })).toBeEnabled();
});

test('errors appear under each field, are announced, and nothing is sent', async ({ page }) => {
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
});

test('the form works from the keyboard alone', async ({ page }) => {
  await openForm(page);
  const form = page.getByRole('form', { name: 'Get Started Today' });
  await form.getByRole('textbox', { name: 'Name' }).focus();
  const name = uniqueName('Keyboard Kate');
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('kate@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Only a keyboard, and that is fine.');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Start Our Partnership' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('toast').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
  expect(await leadsNamed(name)).toHaveLength(1);
});
