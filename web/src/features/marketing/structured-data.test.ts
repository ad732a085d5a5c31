import { describe, expect, it } from 'vitest';

import { HOSTING_PLANS, PACKAGES, WEB_DESIGN_PLANS } from '@agency/common';

import { site } from '@/config/site';

import {
  breadcrumbList,
  hostingOffers,
  packageCatalogue,
  packageUrl,
  webDesignBreadcrumbs,
  webDesignOffers,
} from './structured-data';

describe('breadcrumbList', () => {
  it('numbers the items from 1 in the order given', () => {
    const list = breadcrumbList([
      { name: 'Home', url: 'https://example.com/' },
      { name: 'Page', url: 'https://example.com/page' },
    ]);
    expect(list['@context']).toBe('https://schema.org');
    expect(list['@type']).toBe('BreadcrumbList');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.com/' },
      { '@type': 'ListItem', position: 2, name: 'Page', item: 'https://example.com/page' },
    ]);
  });

  it('leads from Home to Web Design on the web design page', () => {
    expect(webDesignBreadcrumbs().itemListElement.map(({ name, item }) => [name, item])).toEqual([
      ['Home', `${site.origin}/`],
      ['Web Design', `${site.origin}/web-design`],
    ]);
  });
});

describe('webDesignOffers', () => {
  it('offers each design plan at its catalogue price in AUD', () => {
    const catalogue = webDesignOffers();
    expect(catalogue['@type']).toBe('OfferCatalog');
    expect(catalogue.itemListElement).toMatchObject(
      WEB_DESIGN_PLANS.map((plan) => ({
        '@type': 'Offer',
        name: expect.stringContaining(plan.name),
        price: plan.price,
        priceCurrency: 'AUD',
        description: expect.stringContaining(plan.delivery),
      })),
    );
  });
});

describe('hostingOffers', () => {
  it('offers each hosting plan at its monthly catalogue price in AUD', () => {
    const catalogue = hostingOffers();
    expect(catalogue['@type']).toBe('OfferCatalog');
    expect(catalogue.itemListElement).toMatchObject(
      HOSTING_PLANS.map((plan) => ({
        '@type': 'Offer',
        name: expect.stringContaining(plan.name),
        price: plan.monthly,
        priceCurrency: 'AUD',
        description: expect.stringContaining(plan.features[0] ?? ''),
      })),
    );
  });
});

describe('packageCatalogue', () => {
  it('offers each package as an in-stock service at its catalogue price in AUD', () => {
    const catalogue = packageCatalogue();
    expect(catalogue['@type']).toBe('OfferCatalog');
    expect(catalogue.itemListElement).toMatchObject(
      PACKAGES.map((pkg) => ({
        '@type': 'Offer',
        name: expect.stringContaining(pkg.name),
        priceCurrency: 'AUD',
        price: pkg.price,
        category: 'Service',
        description: expect.stringContaining(pkg.includes[0] ?? ''),
        availability: 'https://schema.org/InStock',
      })),
    );
  });

  it('links each package to the portal login with its package id', () => {
    expect(packageCatalogue().itemListElement.map((offer) => offer.url)).toEqual([
      `${site.origin}/client/login?package=launch`,
      `${site.origin}/client/login?package=growth`,
      `${site.origin}/client/login?package=digital-transformation`,
    ]);
    expect(packageUrl('growth')).toBe(`${site.origin}/client/login?package=growth`);
  });
});
