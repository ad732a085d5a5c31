import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { formatAud, INSIGHT_LAB_PACKAGES, REPLY_WITHIN_HOURS } from '@agency/common';

import { expectSections, getHero, getSection, h1Texts, headingTexts, linkHrefs } from '@/test/page-checks';
import { PAGE_SECTIONS } from '@/test/page-sections';
import { renderPage } from '@/test/render-page';

import AiInsightLabPage from './ai-insight-lab-page';

const meta = { title: 'AI Insight Lab', description: 'Answers within a day.' };
const renderInsightLab = () => renderPage(<AiInsightLabPage meta={meta} />, '/ai-insight-lab');

describe('AiInsightLabPage', () => {
  it('has one h1 and its sections in order', () => {
    renderInsightLab();
    expect(h1Texts()).toHaveLength(1);
    expectSections(PAGE_SECTIONS.aiInsightLab);
  });

  it('promises a reply within the catalogue hours, often the same day', () => {
    renderInsightLab();
    expect(getHero().textContent).toContain(`within ${REPLY_WITHIN_HOURS} hours, often the same day`);
  });

  it('walks through question, research and reply as numbered steps', () => {
    renderInsightLab();
    const howItWorks = getSection('how-it-works');
    expect(howItWorks.querySelector('ol')).not.toBeNull();
    expect(headingTexts(howItWorks, 3)).toHaveLength(3);
  });

  it('prices the hour packages from the catalogue, marks the popular one and links each to the login', () => {
    renderInsightLab();
    const packages = getSection('packages');
    expect(within(packages).getAllByRole('article')).toHaveLength(INSIGHT_LAB_PACKAGES.length);
    for (const pkg of INSIGHT_LAB_PACKAGES) {
      const card = within(packages).getByRole('article', { name: `${pkg.hours} hours ${formatAud(pkg.price)}` });
      expect(within(card).getByText(pkg.summary)).toBeDefined();
      expect(within(card).queryByText('Popular') !== null).toBe(pkg.popular);
      expect(linkHrefs(card)).toEqual(['/client/login']);
    }
  });

  it('gives examples of the questions people ask', () => {
    renderInsightLab();
    expect(headingTexts(getSection('examples'), 3).length).toBeGreaterThanOrEqual(3);
  });

  it('ends with calls to action to the login and the contact form', () => {
    renderInsightLab();
    expect(linkHrefs(getSection('cta'))).toEqual(['/client/login', '/#contact']);
  });
});
