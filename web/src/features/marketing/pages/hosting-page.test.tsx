// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { formatAud, HOSTING_PLANS, MIN_DONATION_PERCENT, PACKAGES, UPTIME_GUARANTEE_PERCENT } from '@agency/common';

import { renderPage } from '@/test/render-page';

import { hostingOffers, packageCatalogue } from '../structured-data';

import HostingPage from './hosting-page';

afterEach(cleanup);

const meta = { title: 'Green Australian Web Hosting', description: 'Hosting.' };
const renderHosting = () => renderPage(<HostingPage meta={meta} />, '/hosting');

const section = (container: HTMLElement, id: string) => {
  const element = container.querySelector<HTMLElement>(`section#${id}`);
  if (!element) throw new Error(`No section #${id}`);
  return element;
};
const jsonLd = (id: string) => document.head.querySelector(`script[data-page-json-ld="${id}"]`);
const hrefs = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('HostingPage', () => {
  it('has one h1 and its sections in the order of the spec', () => {
    const { container } = renderHosting();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: meta.title })).toBeDefined();
    expect([...container.querySelectorAll('section[id]')].map((s) => s.id)).toEqual([
      'why-hosting',
      'features',
      'green-hosting',
      'cta',
      'plans',
      'packages',
    ]);
  });

  it('sends both hero buttons and every other link on the page to the client login', () => {
    const { container } = renderHosting();
    const hero = container.querySelector('header');
    if (!hero) throw new Error('No hero');
    expect(hrefs(hero)).toEqual(['/client/login', '/client/login']);
    expect(hrefs(container).every((href) => href === '/client/login')).toBe(true);
  });

  it('shows six features, including the uptime guarantee', () => {
    const { container } = renderHosting();
    const features = section(container, 'features');
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Security', 'Speed', 'Maintenance', 'Reliability', 'Domain registration', 'Trust']);
    expect(within(features).getByText(new RegExp(`${UPTIME_GUARANTEE_PERCENT}% uptime guarantee`))).toBeDefined();
  });

  it('states the green hosting commitment and the minimum donation', () => {
    const { container } = renderHosting();
    const green = section(container, 'green-hosting');
    expect(
      within(green).getByText(
        new RegExp(`at least ${MIN_DONATION_PERCENT}% of our revenue to a sustainability not-for-profit`, 'i'),
      ),
    ).toBeDefined();
  });

  it('prices the hosting plans from the catalogue, each with a button to the login', () => {
    const { container } = renderHosting();
    const plans = section(container, 'plans');
    for (const plan of HOSTING_PLANS) {
      const card = within(plans).getByRole('article', { name: `${plan.name} ${formatAud(plan.monthly)}` });
      expect(within(card).getByText('per month')).toBeDefined();
      expect(hrefs(card)).toEqual(['/client/login']);
    }
  });

  it('prices the packages from the catalogue, each with a button to the login', () => {
    const { container } = renderHosting();
    const packages = section(container, 'packages');
    for (const pkg of PACKAGES) {
      const card = within(packages).getByRole('article', { name: `${pkg.name} ${formatAud(pkg.price)}` });
      expect(within(card).getByText('+ GST')).toBeDefined();
      expect(within(card).getByText(`+ ${formatAud(pkg.monthly)}/month`)).toBeDefined();
      for (const item of pkg.includes) expect(within(card).getByText(item)).toBeDefined();
      expect(hrefs(card)).toEqual(['/client/login']);
    }
  });

  it('puts the hosting offers and package catalogue in the head while shown, and removes them after', () => {
    const { unmount } = renderHosting();
    expect(JSON.parse(jsonLd('hosting-offers')?.textContent ?? 'null')).toEqual(hostingOffers());
    expect(JSON.parse(jsonLd('package-catalogue')?.textContent ?? 'null')).toEqual(packageCatalogue());
    unmount();
    expect(jsonLd('hosting-offers')).toBeNull();
    expect(jsonLd('package-catalogue')).toBeNull();
  });
});
