import { expect, test } from '../support/test';

// Where the page scrolls to depends on its layout, so these run at both sizes (home.desktop.spec.ts has the rest).
test.describe('the home page', () => {
  test('Explore Services and the portal link go where the spec says', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Explore Services' }).click();
    await expect(page).toHaveURL('/#services');
    await expect(page.locator('#services')).toBeInViewport();
    await expect(page.locator('#services a')).toHaveCount(8);

    await page.getByRole('link', { name: 'Join the Portal – Free Assessment' }).click();
    await expect(page).toHaveURL('/client/onboarding');
  });

  test('a hash link from another page scrolls to its section once the home page has loaded', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Testimonials' }).click();

    await expect(page).toHaveURL('/#testimonials');
    await expect(page.locator('#testimonials')).toBeInViewport();
  });
});
