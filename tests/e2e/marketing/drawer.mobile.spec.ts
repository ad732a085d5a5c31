import { openHydrated } from '../support/public-pages';
import { SERVICES } from '../support/services';
import { expect, test } from '../support/test';

test.describe('the mobile menu at 375 px', () => {
  test('the header shows the menu button instead of the desktop links', async ({ page }) => {
    await openHydrated(page, '/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' })).toBeHidden();
  });

  test('the drawer opens from the right with a collapsible Services group', async ({ page }) => {
    await openHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Mobile' });
    await expect(drawer).toBeVisible();
    const box = (await drawer.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThanOrEqual(370);

    const services = drawer.getByRole('button', { name: 'Services' });
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer.getByRole('link', { name: 'Web Design' })).toHaveCount(0);
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    for (const [label, path] of SERVICES) {
      await expect(drawer.getByRole('link', { name: label })).toHaveAttribute('href', path);
    }
    await expect(drawer.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/#about');
    await expect(drawer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/#contact');
    await expect(drawer.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/client/login');
  });

  for (const [label, path] of SERVICES) {
    test(`choosing ${label} goes to ${path} and closes the drawer`, async ({ page }) => {
      await openHydrated(page, '/faq');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('navigation', { name: 'Mobile' });
      await drawer.getByRole('button', { name: 'Services' }).click();
      // Once the group has finished opening: a tap while it grows can land beside the link it is uncovering.
      await expect(drawer.locator('.MuiCollapse-entered')).toBeVisible();

      await drawer.getByRole('link', { name: label }).click();

      await expect(page).toHaveURL(path);
      await expect(drawer).toBeHidden();
    });
  }

  test('choosing About goes to the about section and closes the drawer', async ({ page }) => {
    await openHydrated(page, '/hosting');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Mobile' });

    await drawer.getByRole('link', { name: 'About' }).click();

    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL('/#about');
    await expect(page.locator('#about')).toBeInViewport();
  });

  test('Get Started goes to the client login and closes the drawer', async ({ page }) => {
    await openHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Get Started' }).click();

    await expect(page).toHaveURL('/client/login');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});
