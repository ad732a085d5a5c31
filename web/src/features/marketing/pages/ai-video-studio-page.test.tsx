// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { EXPLAINER_VIDEO_SECONDS } from '@agency/common';

import { renderPage } from '@/test/render-page';

import AiVideoStudioPage from './ai-video-studio-page';

afterEach(cleanup);

const meta = { title: 'AI Video Studio', description: 'Videos.' };
const renderVideoStudio = () => renderPage(<AiVideoStudioPage meta={meta} />, '/ai-video-studio');

const section = (container: HTMLElement, id: string) => {
  const element = container.querySelector<HTMLElement>(`section#${id}`);
  if (!element) throw new Error(`No section #${id}`);
  return element;
};
const hrefs = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('AiVideoStudioPage', () => {
  it('has one h1 and its sections in order', () => {
    const { container } = renderVideoStudio();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect([...container.querySelectorAll('section[id]')].map((s) => s.id)).toEqual([
      'video-types',
      'sample',
      'how-it-works',
      'cta',
    ]);
  });

  it('offers the kinds of video the spec lists, with the explainer length from the catalogue', () => {
    const { container } = renderVideoStudio();
    const types = section(container, 'video-types');
    expect(
      within(types)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Explainer and promo videos',
      'Product showcases',
      'Educational snippets',
      'AI spokesperson videos',
      'Branded reels',
      'Testimonial videos',
    ]);
    expect(types.textContent).toContain(`${EXPLAINER_VIDEO_SECONDS.min}–${EXPLAINER_VIDEO_SECONDS.max} second`);
  });

  it('marks the sample video as coming soon, with no player and no link', () => {
    const { container } = renderVideoStudio();
    const sample = section(container, 'sample');
    expect(within(sample).getByText('Sample video coming soon')).toBeDefined();
    expect(within(sample).getByText('Coming soon')).toBeDefined();
    expect(sample.querySelector('video, iframe')).toBeNull();
    expect(within(sample).queryAllByRole('link')).toHaveLength(0);
  });

  it('sends the hero and closing calls to action to the login and the contact form', () => {
    const { container } = renderVideoStudio();
    const hero = container.querySelector('header');
    if (!hero) throw new Error('No hero');
    expect(hrefs(hero)).toEqual(['/client/login', '/#contact']);
    expect(hrefs(section(container, 'cta'))).toEqual(['/client/login', '/#contact']);
  });
});
