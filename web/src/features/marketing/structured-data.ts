import { CURRENCY, formatAud, HOSTING_PLANS, type PackageId, PACKAGES, WEB_DESIGN_PLANS } from '@agency/common';

import { paths } from '@/config/paths';
import { absoluteUrl, site } from '@/config/site';

/**
 * Schema.org JSON-LD for the service pages (spec §2 and §3), built from the price catalogue so the structured data
 * can never disagree with the prices on the page. Pages put these in <head> with `useJsonLd`.
 */

const CONTEXT = 'https://schema.org';

const seller = { '@type': 'Organization', name: site.name, url: absoluteUrl(paths.home.path) } as const;

export interface BreadcrumbItem {
  name: string;
  /** Absolute URL of the page. */
  url: string;
}

export function breadcrumbList(items: readonly BreadcrumbItem[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** Spec §2, /web-design: "Home, then Web Design". */
export function webDesignBreadcrumbs() {
  return breadcrumbList([
    { name: 'Home', url: absoluteUrl(paths.home.path) },
    { name: 'Web Design', url: absoluteUrl(paths.webDesign.path) },
  ]);
}

function offerCatalog<Offer extends object>(name: string, offers: readonly Offer[]) {
  return {
    '@context': CONTEXT,
    '@type': 'OfferCatalog',
    name,
    itemListElement: offers.map((offer) => ({ '@type': 'Offer', ...offer, seller })),
  };
}

/** The three web design plans (spec §3: name, price, description); one-time prices, GST added on top. */
export function webDesignOffers() {
  return offerCatalog(
    'Web design plans',
    WEB_DESIGN_PLANS.map((plan) => ({
      name: `${plan.name} web design plan`,
      price: plan.price,
      priceCurrency: CURRENCY,
      description: `One-time price plus GST, delivered in ${plan.delivery}. Includes: ${plan.features.join('; ')}.`,
    })),
  );
}

/** The three hosting plans (spec §3: name, price, description); prices are per month. */
export function hostingOffers() {
  return offerCatalog(
    'Green Australian web hosting plans',
    HOSTING_PLANS.map((plan) => ({
      name: `${plan.name} hosting plan`,
      price: plan.monthly,
      priceCurrency: CURRENCY,
      description: `Managed green hosting in Australia, billed monthly. Includes: ${plan.features.join('; ')}.`,
    })),
  );
}

/** The portal address that starts a package enquiry, e.g. /client/login?package=growth. */
export function packageUrl(id: PackageId): string {
  return absoluteUrl(`${paths.client.login.getHref()}?package=${encodeURIComponent(id)}`);
}

/** Spec §3, package offer: name, AUD, price, category Service, description, availability and a package link. */
export function packageCatalogue() {
  return offerCatalog(
    'Website packages',
    PACKAGES.map((pkg) => ({
      name: `${pkg.name} package`,
      priceCurrency: CURRENCY,
      price: pkg.price,
      category: 'Service',
      description: `${pkg.includes.join('; ')}. ${formatAud(pkg.price)} plus GST, then ${formatAud(pkg.monthly)} a month.`,
      availability: 'https://schema.org/InStock',
      url: packageUrl(pkg.id),
    })),
  );
}
