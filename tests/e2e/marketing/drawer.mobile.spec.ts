import { SERVICES } from '../../support/services';
import { openHydrated } from '../support/public-pages';
import { expect, test } from '../support/test';

test.describe('the mobile menu at 375 px', () => {
  test('the header shows the menu button instead of the desktop links; the drawer opens from the right with a collapsible Services group', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' })).toBeHidden();

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

  // One journey through the drawer in the browser; that each of its entries goes to its own place and closes the
  // drawer is checked for every entry by web/src/features/marketing/components/mobile-nav.test.tsx.
  test('choosing a service goes to its page and closes the drawer; About scrolls to its section', async ({ page }) => {
    await openHydrated(page, '/faq');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Mobile' });
    await drawer.getByRole('button', { name: 'Services' }).click();
    // Once the group has finished opening: a tap while it grows can land beside the link it is uncovering.
    await expect(drawer.locator('.MuiCollapse-entered')).toBeVisible();

    await drawer.getByRole('link', { name: 'Web Design' }).click();

    await expect(page).toHaveURL('/web-design');
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'About' }).click();

    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL('/#about');
    await expect(page.locator('#about')).toBeInViewport();
  });
});
