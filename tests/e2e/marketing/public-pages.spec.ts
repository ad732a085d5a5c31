import { type Page } from '@playwright/test';

import { expectNoAxeViolations } from '../support/axe';
import { holdRequests } from '../support/hold-requests';
import {
  expectFooterHydrated,
  expectHydrated,
  expectPageHydrated,
  fullTitle,
  JSON_LD,
  openHydrated,
  PAGE_SECTIONS,
  PUBLIC_PAGES,
} from '../support/public-pages';
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

test('client-side navigation loads the next page behind the spinner and updates the head', async ({ page }) => {
  await openHydrated(page, '/');
  // Hold the next page's own chunk back until the spinner has been seen.
  const release = await holdRequests(page, /\/assets\/faq-page-[^/]+\.js$/);
  const faq = PUBLIC_PAGES.find((p) => p.key === 'faq')!;
  // The footer hydrates as it nears the viewport; a link pressed before that is followed as a plain link.
  await expectFooterHydrated(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();

  await expect(page.getByRole('status').getByText('Loading...')).toBeVisible();
  // The page left has taken its title with it; the document still has one while the next page loads.
  await expect(page).toHaveTitle(fullTitle('Loading...'));
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page).toHaveURL('/faq');
  await expect(page).toHaveTitle(fullTitle(faq.title));
  // One description, the new page's: counted first, so a moment when the old one is still leaving is waited out
  // rather than failing the locator's strictness check at once.
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', faq.description);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/faq$/);
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
});

test("leaving a prerendered page before it hydrates leaves only the next page's head tags", async ({ page }) => {
  // Hold the home page's own code back, so the page is still prerendered HTML when the visitor moves on through
  // the (already hydrated) footer.
  const release = await holdRequests(page, /\/assets\/home-page-[^/]+\.js$/);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expectHydrated(page);
  const faqLink = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' });
  const faq = PUBLIC_PAGES.find((p) => p.key === 'faq')!;

  await faqLink.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page).toHaveTitle(fullTitle(faq.title));
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', faq.description);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('head meta[property="og:title"]')).toHaveCount(1);
  release();
});

test('structured data is removed from the head when the visitor leaves the page', async ({ page }) => {
  await page.goto('/web-design');
  await expect(page.locator('head script[data-page-json-ld="breadcrumbs"]')).toHaveCount(1);
  const data = JSON.parse((await page.locator('head script[data-page-json-ld="breadcrumbs"]').textContent())!);
  expect(data['@type']).toBe('BreadcrumbList');
  expect(data.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Web Design']);

  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();

  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0);
});
