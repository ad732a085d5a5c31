// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render-page';

import ContentCreationPage from './content-creation-page';

afterEach(cleanup);

const meta = { title: 'Content Creation', description: 'Stories told with heart.' };
const render = () => renderPage(<ContentCreationPage meta={meta} />, '/content-creation');

describe('the content creation page', () => {
  it('has one h1, the page title', () => {
    render();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Content Creation']);
  });

  it('shows its sections in order: services, process, call to action', () => {
    const { container } = render();
    const ids = Array.from(container.querySelectorAll('section[id]')).map((section) => section.id);
    expect(ids).toEqual(['services', 'process', 'cta']);
  });

  it('shows the six kinds of content', () => {
    const { container } = render();
    const services = within(container.querySelector<HTMLElement>('#services')!);
    for (const title of [
      'Blog Writing',
      'Video',
      'Podcasts',
      'Social Media Content',
      'Brand Photography',
      'Content Strategy',
    ]) {
      expect(services.getByRole('heading', { level: 3, name: title })).toBeDefined();
    }
    expect(services.getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it('walks through the process as numbered steps', () => {
    const { container } = render();
    const process = container.querySelector<HTMLElement>('#process')!;
    const steps = within(process).getAllByRole('listitem');
    expect(process.querySelector('ol')).not.toBeNull();
    expect(steps.length).toBeGreaterThanOrEqual(3);
    expect(steps.length).toBeLessThanOrEqual(4);
  });

  it('offers the client login and the home contact form', () => {
    const { container } = render();
    const hrefs = within(container.querySelector<HTMLElement>('#cta')!)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/client/login', '/#contact']);
  });
});
