// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { formatAud, INSIGHT_LAB_PACKAGES, REPLY_WITHIN_HOURS } from '@agency/common';

import { renderPage } from '@/test/render-page';

import AiInsightLabPage from './ai-insight-lab-page';

afterEach(cleanup);

const meta = { title: 'AI Insight Lab', description: 'Answers within a day.' };
const renderInsightLab = () => renderPage(<AiInsightLabPage meta={meta} />, '/ai-insight-lab');

const section = (container: HTMLElement, id: string) => {
  const element = container.querySelector<HTMLElement>(`section#${id}`);
  if (!element) throw new Error(`No section #${id}`);
  return element;
};
const hrefs = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('AiInsightLabPage', () => {
  it('has one h1 and its sections in order', () => {
    const { container } = renderInsightLab();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect([...container.querySelectorAll('section[id]')].map((s) => s.id)).toEqual([
      'how-it-works',
      'packages',
      'examples',
      'cta',
    ]);
  });

  it('promises a reply within the catalogue hours, often the same day', () => {
    const { container } = renderInsightLab();
    const hero = container.querySelector('header');
    if (!hero) throw new Error('No hero');
    expect(hero.textContent).toContain(`within ${REPLY_WITHIN_HOURS} hours, often the same day`);
  });

  it('walks through question, research and reply', () => {
    const { container } = renderInsightLab();
    expect(within(section(container, 'how-it-works')).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('prices the hour packages from the catalogue, marks the popular one and links each to the login', () => {
    const { container } = renderInsightLab();
    const packages = section(container, 'packages');
    expect(within(packages).getAllByRole('article')).toHaveLength(INSIGHT_LAB_PACKAGES.length);
    for (const pkg of INSIGHT_LAB_PACKAGES) {
      const card = within(packages).getByRole('article', { name: `${pkg.hours} hours ${formatAud(pkg.price)}` });
      expect(within(card).getByText(pkg.summary)).toBeDefined();
      expect(within(card).queryByText('Popular') !== null).toBe(pkg.popular);
      expect(hrefs(card)).toEqual(['/client/login']);
    }
  });

  it('gives examples of the questions people ask', () => {
    const { container } = renderInsightLab();
    expect(within(section(container, 'examples')).getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(
      3,
    );
  });

  it('ends with calls to action to the login and the contact form', () => {
    const { container } = renderInsightLab();
    expect(hrefs(section(container, 'cta'))).toEqual(['/client/login', '/#contact']);
  });
});
