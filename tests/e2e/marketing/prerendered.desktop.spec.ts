import { escapeRegExp, fullTitle, JSON_LD, PAGE_SECTIONS, PUBLIC_PAGES } from '../support/public-pages';
import { expect, test } from '../support/test';

/**
 * What a crawler or a visitor without scripts receives: the HTML as served, read once (it is the same at every
 * screen size). The browser checks of each page, at both sizes, are in public-pages.spec.ts.
 */
test('every public page is prerendered: head and content are in the HTML before any script runs', async ({
  request,
}) => {
  for (const pageInfo of PUBLIC_PAGES) {
    await test.step(pageInfo.path, async () => {
      const response = await request.get(pageInfo.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));

      expect(head).toContain(`<title data-page-head="">${fullTitle(pageInfo.title)}</title>`);
      expect(head).toContain(`<meta data-page-head="" name="description" content="${pageInfo.description}"/>`);
      expect(head).toMatch(
        new RegExp(`<link data-page-head="" rel="canonical" href="https://[^"]+${escapeRegExp(pageInfo.path)}"/>`),
      );
      expect(head).toContain('<meta data-page-head="" property="og:image"');
      expect(head).toMatch(/<style data-emotion="css /);
      for (const id of JSON_LD[pageInfo.key] ?? []) {
        expect(head, `JSON-LD ${id}`).toContain(`<script type="application/ld+json" data-page-json-ld="${id}">`);
      }
      expect(html).toMatch(/<h1[^>]*>/);
      // The app marks <html> only once it has hydrated, so tests that wait for the marks wait for React.
      expect(html).not.toMatch(/<html[^>]*data-hydrated/);
      expect(html).not.toMatch(/<html[^>]*data-page-hydrated/);
      for (const id of PAGE_SECTIONS[pageInfo.key]) expect(html, `section #${id}`).toContain(`id="${id}"`);
      // Toasts are read out from live regions that are there, empty, before any script runs.
      expect(html).toContain('<div aria-live="polite" aria-atomic="true"></div>');
    });
  }
});
