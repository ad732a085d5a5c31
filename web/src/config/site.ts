/** Facts about the agency that pages print; one place to change them. */
export const site = {
  name: 'Conscious Web Studio',
  shortName: 'Conscious Web',
  /** Canonical origin for canonical links, sitemap and social cards; set VITE_SITE_ORIGIN for the real domain. */
  origin: (import.meta.env.VITE_SITE_ORIGIN as string | undefined) ?? 'https://consciouswebstudio.com.au',
  defaultDescription:
    'Websites, hosting, search optimisation and AI services for purpose-driven small businesses, NFPs, educators and consultants in Queensland and across Australia.',
  locale: 'en_AU',
  /** The social-share image every page uses unless it names its own (1200 × 630). */
  ogImage: '/og/default.png',
} as const;

/**
 * Contact details printed on the home page, the FAQ and the legal pages. The phone number is in the range the
 * regulator reserves for examples; replace it, the email and the location with the agency's own before launch.
 */
export const contact = {
  phone: '(07) 5550 1234',
  phoneHref: 'tel:+61755501234',
  email: 'hello@consciouswebstudio.com.au',
  location: 'Sunshine Coast, Queensland, Australia',
  hours: 'Monday to Friday, 9 am to 5 pm AEST',
} as const;

/**
 * Social profiles. Unset ones are not shown at all (the spec's placeholders went nowhere; we show no dead links).
 * Put the profile address in to show its link.
 */
export const socialLinks: { label: 'Facebook' | 'LinkedIn' | 'Instagram'; href: string | undefined }[] = [
  { label: 'Facebook', href: undefined },
  { label: 'LinkedIn', href: undefined },
  { label: 'Instagram', href: undefined },
];

/** The home hero's background video and its poster, shipped with the site (never a remote file). */
export const heroMedia = {
  video: '/media/hero.mp4',
  poster: '/media/hero-poster.jpg',
} as const;

export function absoluteUrl(pathname: string): string {
  return new URL(pathname, site.origin).toString();
}
