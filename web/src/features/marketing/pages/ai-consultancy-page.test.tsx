import { describe, expect, it } from 'vitest';

import { REPLY_WITHIN_HOURS } from '@agency/common';

import { expectSections, getSection, h1Texts, headingTexts, linkHrefs } from '@/test/page-checks';
import { PAGE_SECTIONS } from '@/test/page-sections';
import { renderPage } from '@/test/render-page';

import AiConsultancyPage from './ai-consultancy-page';

const meta = { title: 'AI Consultancy', description: 'Practical, ethical AI.' };
const render = () => renderPage(<AiConsultancyPage meta={meta} />, '/ai-consultancy');

describe('the AI consultancy page', () => {
  it('has one h1, the page title', () => {
    render();
    expect(h1Texts()).toEqual(['AI Consultancy']);
  });

  it('shows its sections in order: features, principles, related services', () => {
    render();
    expectSections(PAGE_SECTIONS.aiConsultancy);
  });

  it('shows the six AI services', () => {
    render();
    expect(headingTexts(getSection('features'), 3)).toEqual([
      'Process Automation',
      'Intelligent Chatbots',
      'Data Insights',
      'Personalisation',
      'Content Enhancement',
      'Business Optimisation',
    ]);
  });

  it('shows three AI principles', () => {
    render();
    expect(headingTexts(getSection('principles'), 3)).toHaveLength(3);
  });

  it('cross-sells the insight lab, video studio and digital marketing, then links back home', () => {
    render();
    const related = getSection('related-services');
    expect(linkHrefs(related)).toEqual(['/ai-insight-lab', '/ai-video-studio', '/digital-marketing', '/']);
    expect(related.textContent).toContain(`Answers within ${REPLY_WITHIN_HOURS} hours`);
  });
});
