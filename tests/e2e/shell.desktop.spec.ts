import { type Page } from '@playwright/test';

import { expect, test } from './support/test';

/** Collects the JavaScript a page loads, to check which areas pull in the Firebase SDK. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  return scripts;
}

/** A string only the Firebase SDK's code contains (the name it registers its version under). */
const FIREBASE_MARKER = '@firebase/app';

async function loadsFirebase(page: Page, scripts: string[]): Promise<boolean> {
  const bodies = await Promise.all(scripts.map((url) => page.request.get(url).then((r) => r.text())));
  return bodies.some((body) => body.includes(FIREBASE_MARKER));
}

// The shell's behaviour is the same at every width; its one page a visitor reads, the 404, is opened at both sizes
// with axe by shell.spec.ts.
test.describe('the app shell', () => {
  test('shows the 404 page for unknown paths inside the portal and admin areas too, leading back to the area', async ({
    page,
  }) => {
    const areas: [path: string, back: string, start: string][] = [
      ['/client/no-such-screen', 'Go to your dashboard', '/client/dashboard'],
      ['/webmin1010/no-such-screen', 'Go to the dashboard', '/webmin1010'],
    ];
    for (const [path, back, start] of areas) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' }), path).toBeVisible();
      await expect(page.getByRole('link', { name: back }), path).toHaveAttribute('href', start);
    }
  });

  test('updates the head on client-side navigation', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('link', { name: 'Back to home' }).click();

    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle(/Conscious Web Studio/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  });

  test('public pages never load the Firebase SDK; the portal does', async ({ page }) => {
    const publicScripts = recordScripts(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await loadsFirebase(page, publicScripts)).toBe(false);

    const portalScripts = recordScripts(page);
    await page.goto('/client/login');
    await expect(page.getByRole('heading', { name: 'Client Login' })).toBeVisible();
    expect(await loadsFirebase(page, portalScripts)).toBe(true);
  });
});

test.describe('scrolling on route change', () => {
  test('scrolls back to the top when moving to a page without a hash', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
      window.scrollTo(0, 2000);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2000);
    // A click event without Playwright's own scrolling of the link into view.
    await page.getByRole('link', { name: 'Back to home' }).dispatchEvent('click');
    await expect(page).toHaveURL('/');

    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
