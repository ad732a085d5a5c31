// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render-page';

import DigitalMarketingPage from './digital-marketing-page';

afterEach(cleanup);

const meta = { title: 'Digital Marketing', description: 'Marketing with heart.' };
const render = () => renderPage(<DigitalMarketingPage meta={meta} />, '/digital-marketing');

describe('the digital marketing page', () => {
  it('has one h1, the page title', () => {
    render();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Digital Marketing']);
  });

  it('shows its sections in order: features, principles, call to action', () => {
    const { container } = render();
    const ids = Array.from(container.querySelectorAll('section[id]')).map((section) => section.id);
    expect(ids).toEqual(['features', 'principles', 'cta']);
  });

  it('shows the six marketing services', () => {
    const { container } = render();
    const features = within(container.querySelector<HTMLElement>('#features')!);
    for (const title of [
      'Social Media Strategy',
      'Email Marketing',
      'Content Marketing',
      'Community Building',
      'Performance Analysis',
      'Targeted Campaigns',
    ]) {
      expect(features.getByRole('heading', { level: 3, name: title })).toBeDefined();
    }
    expect(features.getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it('shows three principles as cards', () => {
    const { container } = render();
    const principles = within(container.querySelector<HTMLElement>('#principles')!);
    expect(principles.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('sends every call to action to the client login', () => {
    const { container } = render();
    const links = within(container.querySelector<HTMLElement>('#cta')!).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toBe('/client/login');
  });
});
