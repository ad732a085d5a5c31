import { createAccount, uniqueToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';
import { shownToast } from '../support/toasts';

test('an admin edits a service’s project template and finds it saved', async ({ page }) => {
  const admin = await createAccount('admin', 'templates-admin');
  const name = `Insight lab ${uniqueToken()}`;
  // The shortest laptop screen the admin area is made for: the dialog's actions must stay in reach there.
  await page.setViewportSize({ width: 1280, height: 800 });

  await openSignedIn(page, admin, '/webmin1010/settings/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Project templates' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Templates' }).getByRole('listitem')).toHaveCount(8);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Edit the AI Insight Lab template' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI Insight Lab template' });
  await dialog.getByRole('textbox', { name: 'Project name' }).fill(name);
  // A step added last and moved up to first, between milestones long enough to scroll.
  for (let added = 0; added < 4; added++) await dialog.getByRole('button', { name: 'Add milestone' }).click();
  const milestones = dialog.getByRole('list', { name: 'Milestones' }).getByRole('listitem');
  const last = await milestones.count();
  await dialog.getByRole('textbox', { name: `Milestone ${last}`, exact: true }).fill('Data access agreed');
  await dialog.getByRole('spinbutton', { name: `Milestone ${last}, days after start` }).fill('2');
  for (let at = last; at > 1; at--) await dialog.getByRole('button', { name: `Move milestone ${at} up` }).click();
  await expectNoAxeViolations(page);

  // The three steps added and left blank: each is pointed out, and nothing is saved until they are gone.
  const save = dialog.getByRole('button', { name: 'Save template' });
  await expect(save).toBeInViewport();
  await save.click();
  await expect(dialog.getByText('Give the milestone a title')).toHaveCount(3);
  for (let blank = 0; blank < 3; blank++) {
    await dialog.getByRole('button', { name: `Remove milestone ${last - blank}` }).click();
  }
  await save.click();
  await expect(shownToast(page, 'Template saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Saved: the card says so, and so does the template read afresh.
  await page.reload();
  const card = page.getByRole('listitem').filter({ hasText: 'AI Insight Lab' });
  await expect(card).toContainText(name);
  await expect(card).toContainText(/Saved/);
  await page.getByRole('button', { name: 'Edit the AI Insight Lab template' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Milestone 1', exact: true })).toHaveValue('Data access agreed');
  await expect(dialog.getByRole('spinbutton', { name: 'Milestone 1, days after start' })).toHaveValue('2');
});
