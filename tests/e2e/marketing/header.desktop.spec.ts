import { SERVICES } from '../../support/services';
import { openHydrated } from '../support/public-pages';
import { expect, test } from '../support/test';

test.describe('the header on a desktop screen', () => {
  // One item chosen in the browser; that every item goes to its own page and closes the menu is checked for each by
  // web/src/features/marketing/components/services-menu.test.tsx.
  test('the Services dropdown lists the eight service pages and an item goes to its page', async ({ page }) => {
    await openHydrated(page, '/faq');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).click();
    const menu = page.getByRole('menu', { name: 'Services' });
    await expect(menu.getByRole('menuitem')).toHaveText(SERVICES.map(([name]) => name));

    await menu.getByRole('menuitem', { name: 'Digital Marketing' }).click();

    await expect(page).toHaveURL('/digital-marketing');
    await expect(menu).toBeHidden();
  });

  test('the dropdown opens on hover and closes when the pointer leaves; no mobile menu button', async ({ page }) => {
    await openHydrated(page, '/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });

    await button.hover();
    await expect(page.getByRole('menu', { name: 'Services' })).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    await page.mouse.move(5, 700);
    await expect(page.getByRole('menu', { name: 'Services' })).toBeHidden();
  });

  test('the dropdown works from the keyboard and Escape returns focus to its button', async ({ page }) => {
    await openHydrated(page, '/');
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
    await button.focus();

    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Web Design' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Web Hosting' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu', { name: 'Services' })).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('About, Contact and Get Started go where the spec says', async ({ page }) => {
    await openHydrated(page, '/hosting');
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/#about');
    await expect(page.locator('#about')).toBeInViewport();

    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/#contact');
    await expect(page.locator('#contact')).toBeInViewport();

    await nav.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/client/login');
  });

  test('the logo links home and the header stays at the top while scrolling', async ({ page }) => {
    await openHydrated(page, '/web-design');
    await page.mouse.wheel(0, 2000);
    const header = page.getByRole('banner');
    await expect.poll(() => header.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);

    await header.getByRole('link', { name: 'Conscious Web Studio' }).click();
    await expect(page).toHaveURL('/');
  });
});
