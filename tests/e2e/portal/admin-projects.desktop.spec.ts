import type { Page } from '@playwright/test';

import { milestone } from '../../support/factories';
import { createAccount, uniqueToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { dataRow } from '../support/data-table';
import { seedProject } from '../support/projects';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

const editor = (page: Page) => page.getByRole('dialog');

// Finding and archiving behave the same at every width; the editor's phone layout is admin-projects.spec.ts's.
test.describe('the admin projects screen', () => {
  test('searches, filters and archives', async ({ page }) => {
    test.slow(); // a function round trip, and axe over a list every test adds to
    const label = `filter-${uniqueToken()}`;
    const client = await createAccount('client', label);
    const admin = await createAccount('admin', 'projects-filter');
    const name = `Findable ${uniqueToken()}`;
    await seedProject(client.uid, {
      name,
      service: 'search-optimisation',
      status: 'on-hold',
      milestones: ['Audit', 'Keywords', 'On-page', 'Listings', 'Links', 'Content', 'Report'].map((title, at) =>
        milestone({ id: `m${at}`, title }),
      ),
    });

    await openSignedIn(page, admin, '/webmin1010/projects');
    await page.getByRole('searchbox', { name: 'Search projects or clients' }).fill(label);
    await expect(dataRow(page, 'Projects', name)).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('planning');
    await expect(page.getByText('No project matches these filters.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('on-hold');
    await page.getByRole('combobox', { name: 'Service' }).selectOption('search-optimisation');
    const row = dataRow(page, 'Projects', name);
    await expect(row).toContainText('On hold');
    await expectNoAxeViolations(page);

    // On a laptop 800 pixels high, the editor's fields scroll and its actions stay in sight.
    await page.setViewportSize({ width: 1280, height: 800 });
    await row.getByRole('link', { name }).click();
    await page.getByRole('button', { name: 'Edit project' }).click();
    await expect(editor(page).getByRole('button', { name: 'Save project' })).toBeInViewport();
    await editor(page).getByRole('button', { name: 'Archive project' }).click();
    // It asks first; keeping it changes nothing.
    await editor(page).getByRole('button', { name: 'Keep it' }).click();
    await editor(page).getByRole('button', { name: 'Archive project' }).click();
    await editor(page).getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(editor(page)).toBeHidden();
    await expect(page.getByRole('main').getByText('Archived', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'All projects' }).click();
    await page.getByRole('searchbox', { name: 'Search projects or clients' }).fill(label);
    await expect(page.getByText('No project matches these filters.')).toBeVisible();
    // The switch follows the address, which React commits as a transition: wait for it rather than check at once.
    const showArchived = page.getByRole('switch', { name: 'Show archived' });
    await showArchived.click();
    await expect(showArchived).toBeChecked();
    await expect(dataRow(page, 'Projects', name)).toContainText('Archived');
  });
});
