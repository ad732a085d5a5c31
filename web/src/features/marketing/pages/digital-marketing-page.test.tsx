import { describe, expect, it } from 'vitest';

import { expectSections, getSection, h1Texts, headingTexts, linkHrefs } from '@/test/page-checks';
import { PAGE_SECTIONS } from '@/test/page-sections';
import { renderPage } from '@/test/render-page';

import DigitalMarketingPage from './digital-marketing-page';

const meta = { title: 'Digital Marketing', description: 'Marketing with heart.' };
const render = () => renderPage(<DigitalMarketingPage meta={meta} />, '/digital-marketing');

describe('the digital marketing page', () => {
  it('has one h1, the page title', () => {
    render();
    expect(h1Texts()).toEqual(['Digital Marketing']);
  });

  it('shows its sections in order: features, principles, call to action', () => {
    render();
    expectSections(PAGE_SECTIONS.digitalMarketing);
  });

  it('shows the six marketing services', () => {
    render();
    expect(headingTexts(getSection('features'), 3)).toEqual([
      'Social Media Strategy',
      'Email Marketing',
      'Content Marketing',
      'Community Building',
      'Performance Analysis',
      'Targeted Campaigns',
    ]);
  });

  it('shows three principles as cards', () => {
    render();
    expect(headingTexts(getSection('principles'), 3)).toHaveLength(3);
  });

  it('sends every call to action to the client login', () => {
    render();
    const hrefs = linkHrefs(getSection('cta'));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toBe('/client/login');
  });
});
