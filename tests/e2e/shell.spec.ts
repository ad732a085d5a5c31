import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';

// The 404 page is a page a visitor reads, so it is opened at both sizes with axe; the shell's behaviour, the same at
// every width, is in shell.desktop.spec.ts.
test.describe('the app shell', () => {
  test('shows the 404 page with a developer hint for an unknown path', async ({ page }) => {
    await page.goto('/no-such-page');

    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoAxeViolations(page);
  });
});
