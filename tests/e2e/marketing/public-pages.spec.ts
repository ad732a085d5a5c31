import { type Page } from '@playwright/test';

import { expectNoAxeViolations } from '../support/axe';
import { expectPageHydrated, JSON_LD, PAGE_SECTIONS, PUBLIC_PAGES } from '../support/public-pages';
import { expectSkipLinkToMain } from '../support/skip-link';
import { expect, test } from '../support/test';

/** Collects console errors and warnings, where React reports hydration mismatches. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

for (const pageInfo of PUBLIC_PAGES) {
  test(`${pageInfo.path} renders every section, hydrates without warnings and passes axe`, async ({ page }) => {
    const messages = watchConsole(page);
    await page.goto(pageInfo.path);

    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const id of PAGE_SECTIONS[pageInfo.key]) await expect(page.locator(`[id="${id}"]`), `#${id}`).toBeAttached();
    // Once hydrated, the page owns exactly one of each head element.
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    for (const id of JSON_LD[pageInfo.key] ?? []) {
      await expect(page.locator(`head script[data-page-json-ld="${id}"]`)).toHaveCount(1);
    }
    // React reports a mismatch in the page's own content when its code arrives and hydrates, before the mark.
    await expectPageHydrated(page, pageInfo.path);
    expect(messages.filter((text) => !text.includes('Download the React DevTools'))).toEqual([]);
    // Checked once the page's own content has hydrated, as a visitor who uses the page finds it.
    await expectNoAxeViolations(page);
  });
}

test('a visitor with JavaScript off reads the whole page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/faq');

  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page.locator('#questions h3')).toHaveCount(12);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectSkipLinkToMain(page);
  await context.close();
});
