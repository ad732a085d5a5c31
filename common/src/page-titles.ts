/**
 * The public site's pages by path, named as people know them: their page titles (web/src/config/public-pages.ts
 * sets the same titles in each page's head; a web test keeps the two equal). The home page's title is the studio's
 * name, which names no page, so it reads "Home". Functions and the admin screens use it to say where an enquiry
 * was sent from.
 */
export const PAGE_TITLES: Readonly<Record<string, string>> = {
  '/': 'Home',
  '/hosting': 'Green Australian Web Hosting',
  '/search-optimisation': 'Search Optimisation',
  '/digital-marketing': 'Digital Marketing',
  '/ai-consultancy': 'AI Consultancy',
  '/web-design': 'Web Design Plans and Pricing',
  '/content-creation': 'Content Creation',
  '/ai-video-studio': 'AI Video Studio',
  '/ai-insight-lab': 'AI Insight Lab',
  '/privacy-policy': 'Privacy Policy',
  '/terms-of-service': 'Terms of Service',
  '/disclaimer': 'Disclaimer',
  '/faq': 'Frequently Asked Questions',
};

/**
 * The title of the page at `path` (a stored source page such as `/web-design#contact`: its anchor, query and a
 * trailing slash do not change the page); the path itself for a page the table does not know, and null for none.
 */
export function pageTitle(path: string | null): string | null {
  if (path === null) return null;
  const page = path.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1') || '/';
  return Object.hasOwn(PAGE_TITLES, page) ? PAGE_TITLES[page]! : path;
}
