// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render-page';

import SearchOptimisationPage from './search-optimisation-page';

afterEach(cleanup);

const meta = { title: 'Search Optimisation', description: 'Honest SEO.' };
const render = () => renderPage(<SearchOptimisationPage meta={meta} />, '/search-optimisation');

describe('the search optimisation page', () => {
  it('has one h1, the page title', () => {
    render();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Search Optimisation']);
  });

  it('shows its sections in order: features, philosophy, call to action', () => {
    const { container } = render();
    const ids = Array.from(container.querySelectorAll('section[id]')).map((section) => section.id);
    expect(ids).toEqual(['features', 'philosophy', 'cta']);
  });

  it('shows the six SEO services', () => {
    const { container } = render();
    const features = within(container.querySelector<HTMLElement>('#features')!);
    for (const title of [
      'Keyword Research and Strategy',
      'Content Optimisation',
      'Technical SEO',
      'Local SEO',
      'Analytics and Reporting',
      'Sustainable Growth',
    ]) {
      expect(features.getByRole('heading', { level: 3, name: title })).toBeDefined();
    }
    expect(features.getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it('explains an honest, sustainable, people-first philosophy', () => {
    const { container } = render();
    const philosophy = within(container.querySelector<HTMLElement>('#philosophy')!);
    for (const title of ['Honest', 'Sustainable', 'People First']) {
      expect(philosophy.getByRole('heading', { level: 3, name: title })).toBeDefined();
    }
  });

  it('sends every call to action to the client login', () => {
    const { container } = render();
    const links = within(container.querySelector<HTMLElement>('#cta')!).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toBe('/client/login');
    for (const link of within(container.querySelector('header')!).getAllByRole('link')) {
      expect(link.getAttribute('href')).toBe('/client/login');
    }
  });
});
