import { expect, type Locator, type Page } from '@playwright/test';

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
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Waits until React has hydrated `element`: a hydrated element carries React's own properties. */
export async function expectHydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}

/**
 * Opens a prerendered public page and waits until React has hydrated it. Until then its buttons are plain HTML
 * and a press does nothing (as for a visitor on a slow phone), so tests that press buttons start from here.
 */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  // The page's heading is inside its lazily loaded code, so once it is hydrated the header and footer around it
  // have been too.
  await expectHydrated(page.getByRole('heading', { level: 1 }).first());
}
