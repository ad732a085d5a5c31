import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { expectSections, getSection, h1Texts, headingTexts, linkHrefs } from '@/test/page-checks';
import { PAGE_SECTIONS } from '@/test/page-sections';
import { renderPage } from '@/test/render-page';

import ContentCreationPage from './content-creation-page';

const meta = { title: 'Content Creation', description: 'Stories told with heart.' };
const render = () => renderPage(<ContentCreationPage meta={meta} />, '/content-creation');

describe('the content creation page', () => {
  it('has one h1, the page title', () => {
    render();
    expect(h1Texts()).toEqual(['Content Creation']);
  });

  it('shows its sections in order: services, process, call to action', () => {
    render();
    expectSections(PAGE_SECTIONS.contentCreation);
  });

  it('shows the six kinds of content', () => {
    render();
    expect(headingTexts(getSection('services'), 3)).toEqual([
      'Blog Writing',
      'Video',
      'Podcasts',
      'Social Media Content',
      'Brand Photography',
      'Content Strategy',
    ]);
  });

  it('walks through the process as numbered steps', () => {
    render();
    const process = getSection('process');
    const steps = within(process).getAllByRole('listitem');
    expect(process.querySelector('ol')).not.toBeNull();
    expect(steps.length).toBeGreaterThanOrEqual(3);
    expect(steps.length).toBeLessThanOrEqual(4);
  });

  it('offers the client login and the home contact form', () => {
    render();
    expect(linkHrefs(getSection('cta'))).toEqual(['/client/login', '/#contact']);
  });
});
