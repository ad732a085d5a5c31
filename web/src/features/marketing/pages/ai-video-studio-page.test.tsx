import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { EXPLAINER_VIDEO_SECONDS } from '@agency/common';

import { expectSections, getHero, getSection, h1Texts, headingTexts, linkHrefs } from '@/test/page-checks';
import { PAGE_SECTIONS } from '@/test/page-sections';
import { renderPage } from '@/test/render-page';

import AiVideoStudioPage from './ai-video-studio-page';

const meta = { title: 'AI Video Studio', description: 'Videos.' };
const renderVideoStudio = () => renderPage(<AiVideoStudioPage meta={meta} />, '/ai-video-studio');

describe('AiVideoStudioPage', () => {
  it('has one h1 and its sections in order', () => {
    renderVideoStudio();
    expect(h1Texts()).toHaveLength(1);
    expectSections(PAGE_SECTIONS.aiVideoStudio);
  });

  it('offers the kinds of video the spec lists, with the explainer length from the catalogue', () => {
    renderVideoStudio();
    const types = getSection('video-types');
    expect(headingTexts(types, 3)).toEqual([
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
    renderVideoStudio();
    const sample = getSection('sample');
    expect(within(sample).getByText('Sample video coming soon')).toBeDefined();
    expect(within(sample).getByText('Coming soon')).toBeDefined();
    expect(sample.querySelector('video, iframe')).toBeNull();
    expect(within(sample).queryAllByRole('link')).toHaveLength(0);
  });

  it('explains how a video is made as numbered steps', () => {
    renderVideoStudio();
    const howItWorks = getSection('how-it-works');
    expect(howItWorks.querySelector('ol')).not.toBeNull();
    expect(headingTexts(howItWorks, 3)).toHaveLength(4);
  });

  it('sends the hero and closing calls to action to the login and the contact form', () => {
    renderVideoStudio();
    expect(linkHrefs(getHero())).toEqual(['/client/login', '/#contact']);
    expect(linkHrefs(getSection('cta'))).toEqual(['/client/login', '/#contact']);
  });
});
