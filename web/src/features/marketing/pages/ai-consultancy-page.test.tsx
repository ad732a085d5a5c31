// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { REPLY_WITHIN_HOURS } from '@agency/common';

import { renderPage } from '@/test/render-page';

import AiConsultancyPage from './ai-consultancy-page';

afterEach(cleanup);

const meta = { title: 'AI Consultancy', description: 'Practical, ethical AI.' };
const render = () => renderPage(<AiConsultancyPage meta={meta} />, '/ai-consultancy');

describe('the AI consultancy page', () => {
  it('has one h1, the page title', () => {
    render();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['AI Consultancy']);
  });

  it('shows its sections in order: features, principles, related services', () => {
    const { container } = render();
    const ids = Array.from(container.querySelectorAll('section[id]')).map((section) => section.id);
    expect(ids).toEqual(['features', 'principles', 'related-services']);
  });

  it('shows the six AI services', () => {
    const { container } = render();
    const features = within(container.querySelector<HTMLElement>('#features')!);
    for (const title of [
      'Process Automation',
      'Intelligent Chatbots',
      'Data Insights',
      'Personalisation',
      'Content Enhancement',
      'Business Optimisation',
    ]) {
      expect(features.getByRole('heading', { level: 3, name: title })).toBeDefined();
    }
    expect(features.getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it('shows three AI principles', () => {
    const { container } = render();
    const principles = within(container.querySelector<HTMLElement>('#principles')!);
    expect(principles.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('cross-sells the insight lab, video studio and digital marketing, then links back home', () => {
    const { container } = render();
    const related = container.querySelector<HTMLElement>('#related-services')!;
    const hrefs = within(related)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/ai-insight-lab', '/ai-video-studio', '/digital-marketing', '/']);
    expect(related.textContent).toContain(`Answers within ${REPLY_WITHIN_HOURS} hours`);
  });
});
