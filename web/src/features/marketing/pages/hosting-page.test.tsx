import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { formatAud, HOSTING_PLANS, MIN_DONATION_PERCENT, PACKAGES, UPTIME_GUARANTEE_PERCENT } from '@agency/common';

import {
  expectSections,
  getHero,
  getSection,
  h1Texts,
  headingTexts,
  jsonLdScript,
  linkHrefs,
} from '@/test/page-checks';
import { PAGE_SECTIONS } from '@/test/page-sections';
import { renderPage } from '@/test/render-page';

import { hostingOffers, packageCatalogue } from '../structured-data';

import HostingPage from './hosting-page';

const meta = { title: 'Green Australian Web Hosting', description: 'Hosting.' };
const renderHosting = () => renderPage(<HostingPage meta={meta} />, '/hosting');

describe('HostingPage', () => {
  it('has one h1 and its sections in the order of the spec', () => {
    renderHosting();
    expect(h1Texts()).toEqual([meta.title]);
    expectSections(PAGE_SECTIONS.hosting);
  });

  it('sends both hero buttons and every other link on the page to the client login', () => {
    const { container } = renderHosting();
    expect(linkHrefs(getHero())).toEqual(['/client/login', '/client/login']);
    expect(linkHrefs(container).every((href) => href === '/client/login')).toBe(true);
  });

  it('shows six features, including the uptime guarantee', () => {
    renderHosting();
    const features = getSection('features');
    expect(headingTexts(features, 3)).toEqual([
      'Security',
      'Speed',
      'Maintenance',
      'Reliability',
      'Domain registration',
      'Trust',
    ]);
    expect(within(features).getByText(new RegExp(`${UPTIME_GUARANTEE_PERCENT}% uptime guarantee`))).toBeDefined();
  });

  it('states the green hosting commitment and the minimum donation', () => {
    renderHosting();
    const green = getSection('green-hosting');
    expect(
      within(green).getByText(
        new RegExp(`at least ${MIN_DONATION_PERCENT}% of our revenue to a sustainability not-for-profit`, 'i'),
      ),
    ).toBeDefined();
  });

  it('prices the hosting plans from the catalogue, each with a button to the login', () => {
    renderHosting();
    const plans = getSection('plans');
    for (const plan of HOSTING_PLANS) {
      const card = within(plans).getByRole('article', { name: `${plan.name} ${formatAud(plan.monthly)}` });
      expect(within(card).getByText('per month')).toBeDefined();
      expect(linkHrefs(card)).toEqual(['/client/login']);
    }
  });

  it('prices the packages from the catalogue, each with a button to the login', () => {
    renderHosting();
    const packages = getSection('packages');
    for (const pkg of PACKAGES) {
      const card = within(packages).getByRole('article', { name: `${pkg.name} ${formatAud(pkg.price)}` });
      expect(within(card).getByText('+ GST')).toBeDefined();
      expect(within(card).getByText(`+ ${formatAud(pkg.monthly)}/month`)).toBeDefined();
      for (const item of pkg.includes) expect(within(card).getByText(item)).toBeDefined();
      expect(linkHrefs(card)).toEqual(['/client/login']);
    }
  });

  it('puts the hosting offers and package catalogue in the head while shown, and removes them after', () => {
    const { unmount } = renderHosting();
    expect(JSON.parse(jsonLdScript('hosting-offers')?.textContent ?? 'null')).toEqual(hostingOffers());
    expect(JSON.parse(jsonLdScript('package-catalogue')?.textContent ?? 'null')).toEqual(packageCatalogue());
    unmount();
    expect(jsonLdScript('hosting-offers')).toBeNull();
    expect(jsonLdScript('package-catalogue')).toBeNull();
  });
});
