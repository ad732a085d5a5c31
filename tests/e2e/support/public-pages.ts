import { expect, type Page } from '@playwright/test';

import { PUBLIC_PAGES, type PublicPageKey } from '../../../web/src/config/public-pages';
import { PAGE_SECTIONS } from '../../../web/src/test/page-sections';

// The pages and the sections each must render are shared with the page unit tests.
export { PAGE_SECTIONS, PUBLIC_PAGES };

/** The JSON-LD blocks a page puts in <head>, by id. */
export const JSON_LD: Partial<Record<PublicPageKey, string[]>> = {
  hosting: ['hosting-offers', 'package-catalogue'],
  webDesign: ['breadcrumbs', 'web-design-offers'],
};

/** Escapes text for use inside a RegExp. */
/** A page's whole title as the head carries it: the site's name after the page's own, except on the home page. */
export const fullTitle = (title: string) =>
  title === 'Conscious Web Studio' ? title : `${title} | Conscious Web Studio`;

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Waits until React has taken the page over: the app marks <html> with `data-hydrated` once the header, footer and
 * router respond (web/src/main.tsx); the prerendered HTML never carries the mark. Until then a press on a button
 * does nothing, as for a visitor on a slow phone. The page's own content, in its lazily loaded code, may still be
 * hydrating when the mark appears.
 */
export async function expectHydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Waits until the page at `path` has mounted: its lazily loaded code has arrived and React owns its content, so
 * React has already reported any hydration mismatch in it. The app marks <html> with `data-page-hydrated="<path>"`
 * then (web/src/components/page-outlet.tsx); the prerendered HTML never carries the mark.
 */
/**
 * Scrolls the footer into view and waits until it has hydrated (HydrateWhenNear marks its slot), so a press on one
 * of its links is the app's client-side navigation rather than the browser following a plain link.
 */
export async function expectFooterHydrated(page: Page) {
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(page.locator('div[data-hydrated="true"]').filter({ has: footer })).toHaveCount(1);
}

export async function expectPageHydrated(page: Page, path: string) {
  await expect(page.locator('html')).toHaveAttribute('data-page-hydrated', path);
}

/** Opens a prerendered public page and waits until React has taken it over, for tests that press its buttons. */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expectHydrated(page);
}
