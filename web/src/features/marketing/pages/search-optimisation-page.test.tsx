import { describe, expect, it } from 'vitest';

import { expectSections, getHero, getSection, h1Texts, headingTexts, linkHrefs } from '@/test/page-checks';
import { PAGE_SECTIONS } from '@/test/page-sections';
import { renderPage } from '@/test/render-page';

import SearchOptimisationPage from './search-optimisation-page';

const meta = { title: 'Search Optimisation', description: 'Honest SEO.' };
const render = () => renderPage(<SearchOptimisationPage meta={meta} />, '/search-optimisation');

describe('the search optimisation page', () => {
  it('has one h1, the page title', () => {
    render();
    expect(h1Texts()).toEqual(['Search Optimisation']);
  });

  it('shows its sections in order: features, philosophy, call to action', () => {
    render();
    expectSections(PAGE_SECTIONS.searchOptimisation);
  });

  it('shows the six SEO services', () => {
    render();
    expect(headingTexts(getSection('features'), 3)).toEqual([
      'Keyword Research and Strategy',
      'Content Optimisation',
      'Technical SEO',
      'Local SEO',
      'Analytics and Reporting',
      'Sustainable Growth',
    ]);
  });

  it('explains an honest, sustainable, people-first philosophy', () => {
    render();
    expect(headingTexts(getSection('philosophy'), 3)).toEqual(['Honest', 'Sustainable', 'People First']);
  });

  it('sends every call to action to the client login', () => {
    render();
    const hrefs = linkHrefs(getSection('cta'));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of [...hrefs, ...linkHrefs(getHero())]) expect(href).toBe('/client/login');
  });
});
