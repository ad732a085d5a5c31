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
    // The press is handled once the link's section has hydrated (HydrateWhenNear: React replays it then), which a
    // busy machine (CI's end-to-end tier beside the emulators) once took past the default 10 s to do.
    await expect(page).toHaveURL('/client/onboarding', { timeout: 30_000 });
  });

  test('a hash link from another page scrolls to its section once the home page has loaded', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Testimonials' }).click();

    await expect(page).toHaveURL('/#testimonials');
    await expect(page.locator('#testimonials')).toBeInViewport();
  });
});
