import { PUBLIC_PAGES } from '../support/public-pages';
import { expect, test } from '../support/test';

/**
 * No link on any public page leads to a missing page or to `#`: every internal link answers 200, every
 * `/#anchor` names an element that exists on the home page, and outside links are full https addresses (they
 * are not fetched: the tests run offline).
 */
test('every link on every public page goes somewhere real', async ({ page, request }) => {
  test.setTimeout(120_000);
  const targets = new Map<string, string>();
  for (const { path } of PUBLIC_PAGES) {
    await page.goto(path);
    const hrefs = await page.locator('a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    for (const href of hrefs) {
      expect(href, `a link on ${path} has no address`).toBeTruthy();
      expect(href, `a link on ${path} goes nowhere`).not.toBe('#');
      targets.set(href!, path);
    }
  }

  await page.goto('/');
  for (const [href, from] of targets) {
    if (/^(mailto|tel):/.test(href)) continue;
    if (/^https?:/.test(href)) {
      expect(href, `outside link on ${from}`).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/|$)/);
      continue;
    }
    expect(href, `link on ${from}`).toMatch(/^\/|^#main$/);
    const [path, hash] = href.split('#');
    if (path) expect((await request.get(path)).status(), `${href} (linked from ${from})`).toBe(200);
    if (hash && path === '/') await expect(page.locator(`[id="${hash}"]`), `${href} (from ${from})`).toBeAttached();
  }
});
