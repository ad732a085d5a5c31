/** Facts about the agency that pages print; one place to change them. */
export const site = {
  name: 'Conscious Web Studio',
  shortName: 'Conscious Web',
  /** Canonical origin for canonical links and social cards; set VITE_SITE_ORIGIN for the real domain. */
  origin: (import.meta.env.VITE_SITE_ORIGIN as string | undefined) ?? 'https://consciouswebstudio.com.au',
  defaultDescription:
    'Websites, hosting, search optimisation and AI services for purpose-driven small businesses, NFPs, educators and consultants in Queensland and across Australia.',
  locale: 'en_AU',
} as const;

export function absoluteUrl(pathname: string): string {
  return new URL(pathname, site.origin).toString();
}
