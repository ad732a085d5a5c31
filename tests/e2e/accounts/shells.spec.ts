import { type Page } from '@playwright/test';

import { createAccount, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expectSkipLinkToMain } from '../support/skip-link';
import { expect, test } from '../support/test';

/** Opens each navigation link in turn and checks its screen renders, with axe on every one. */
async function visitEveryScreen(page: Page, navName: string, screens: [string, string, string][]) {
  // Seven or eight screens, each with an axe run.
  test.slow();
  for (const [label, path, heading] of screens) {
    // On a phone the navigation sits in a drawer behind the menu button.
    const menuButton = page.getByRole('button', { name: 'Open navigation' });
    // Below MUI's md breakpoint (900 px); decided by size, not by whether the button has rendered yet.
    const phone = (page.viewportSize()?.width ?? 0) < 900;
    if (phone) await menuButton.click();
    const nav = page.getByRole('navigation', { name: navName });
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (phone) {
      await expect(nav).toBeHidden();
      await menuButton.click();
    }
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    if (phone) await page.keyboard.press('Escape');
    await expectNoAxeViolations(page);
  }
}

test('the client portal has a working link to every client screen', async ({ page }) => {
  await signIn(page, '/client/login', await createAccount('client'));
  await expect(page).toHaveURL('/client/dashboard');
  // Opened afresh, the first Tab stop skips past the header and navigation to the page.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Test' })).toBeVisible();
  await expectSkipLinkToMain(page);
  await visitEveryScreen(page, 'Client Portal navigation', [
    ['Projects', '/client/projects', 'Projects'],
    ['Services', '/client/services', 'Services'],
    ['Messages', '/client/messages', 'Messages'],
    ['Files', '/client/files', 'Files'],
    ['Assessments', '/client/assessments', 'Website assessments'],
    ['Invoices and quotes', '/client/quotes', 'Invoices and quotes'],
    ['Profile', '/client/profile', 'Your profile'],
    ['Dashboard', '/client/dashboard', 'Welcome, Test'],
  ]);

  // The old payment address, kept for links in emails sent before quotes and invoices shared a screen.
  await page.goto('/client/payment');
  await expect(page).toHaveURL('/client/quotes');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices and quotes', exact: true })).toBeVisible();
});

test('the admin area has a working link to every admin screen', async ({ page }) => {
  await signIn(page, '/webmin1010/login', await createAccount('admin'));
  await expect(page).toHaveURL('/webmin1010');
  await visitEveryScreen(page, 'Admin navigation', [
    ['Clients', '/webmin1010/clients', 'Clients'],
    ['Projects', '/webmin1010/projects', 'Projects'],
    ['Messages', '/webmin1010/messages', 'Messages'],
    ['Leads', '/webmin1010/leads', 'Leads'],
    ['Files', '/webmin1010/files', 'Files'],
    ['Quotes', '/webmin1010/quotes', 'Quotes'],
    ['Activity', '/webmin1010/activity', 'Activity Log'],
    ['Project templates', '/webmin1010/settings/templates', 'Project templates'],
    ['Dashboard', '/webmin1010', 'Admin Dashboard'],
  ]);

  // The header's search (an icon on a phone): it finds the demo client, and Escape gives focus back to the button.
  const searchButton = page.getByRole('banner').getByRole('button', { name: 'Search' });
  await searchButton.click();
  const search = page.getByRole('dialog', { name: 'Find anything' });
  await search.getByRole('combobox', { name: 'Search' }).fill('green roots');
  await expect(search.getByRole('group', { name: 'Clients' }).getByRole('option').first()).toContainText('Green Roots');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();
  await expect(searchButton).toBeFocused();

  // The records, laid out for this size too: the demo client's, found by the search, and their project's from it.
  // By the address, which is theirs alone (other tests' clients share their business name).
  await searchButton.click();
  await search.getByRole('combobox', { name: 'Search' }).fill('client@example.com');
  await search.getByRole('group', { name: 'Clients' }).getByRole('option').filter({ hasText: 'Casey Client' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Casey Client' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Green Roots Naturopathy').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('region', { name: 'Projects' }).getByRole('link', { name: 'Website rebuild' }).click();
  await expect(page).toHaveURL('/webmin1010/projects/demo-website-rebuild');
  await expect(page.getByRole('heading', { level: 1, name: 'Website rebuild' })).toBeVisible();
  await expectNoAxeViolations(page);
});
