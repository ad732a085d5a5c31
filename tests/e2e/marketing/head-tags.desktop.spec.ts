import { holdRequests } from '../support/hold-requests';
import { expectFooterHydrated, expectHydrated, fullTitle, openHydrated, PUBLIC_PAGES } from '../support/public-pages';
import { expect, test } from '../support/test';

// What a public page leaves in the head as the visitor moves on is the same at every width, so these run in the
// desktop project only; each page is opened at both sizes, with axe, by public-pages.spec.ts.
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
