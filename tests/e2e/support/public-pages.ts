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
