import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { NavigateButton } from '@/test/render-page';

import {
  JSON_LD_ATTRIBUTE,
  type JsonLdCollector,
  JsonLdCollectorProvider,
  jsonLdScriptTag,
  serializeJsonLd,
  useJsonLd,
} from './json-ld';
import { PAGE_HEAD_ATTRIBUTE, PageHead } from './page-head';
import { PruneOrphanHead } from './prune-orphan-head';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('PageHead', () => {
  it('puts the title, description, canonical and social tags in the head', () => {
    render(<PageHead title="Web Hosting" description="Green hosting." path="/hosting" image="/og/hosting.png" />);

    expect(document.title).toMatch(/^Web Hosting \| /);
    expect(meta('meta[name="description"]')).toBe('Green hosting.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/hosting$/);
    expect(meta('meta[property="og:title"]')).toBe(document.title);
    expect(meta('meta[property="og:description"]')).toBe('Green hosting.');
    expect(meta('meta[property="og:image"]')).toMatch(/^https:\/\/.+\/og\/hosting\.png$/);
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  });

  it('leaves out the image tags when there is no image, and removes its tags on unmount', () => {
    const { unmount } = render(<PageHead title="FAQ" description="Answers." path="/faq" />);
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(meta('meta[name="twitter:card"]')).toBe('summary');

    unmount();

    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

function WithJsonLd({ id = 'breadcrumbs', data }: { id?: string; data: object }) {
  useJsonLd(id, data);
  return null;
}

describe('useJsonLd', () => {
  it('adds the structured data to the head and removes it when the page is left', () => {
    const { unmount } = render(<WithJsonLd data={{ '@type': 'BreadcrumbList', name: '</script><b>' }} />);

    const scripts = document.head.querySelectorAll(`script[${JSON_LD_ATTRIBUTE}="breadcrumbs"]`);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.textContent).not.toContain('</script>');
    expect(JSON.parse(scripts[0]!.textContent!)).toEqual({ '@type': 'BreadcrumbList', name: '</script><b>' });

    unmount();

    expect(document.head.querySelector(`script[${JSON_LD_ATTRIBUTE}]`)).toBeNull();
  });
});

describe('useJsonLd with prerendered HTML', () => {
  it('adopts the block the prerenderer put in the head instead of adding a second one', () => {
    document.head.insertAdjacentHTML('beforeend', jsonLdScriptTag('offers', serializeJsonLd({ old: true })));

    const { unmount } = render(<WithJsonLd id="offers" data={{ '@type': 'Offer' }} />);

    const scripts = document.head.querySelectorAll(`script[${JSON_LD_ATTRIBUTE}="offers"]`);
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.textContent!)).toEqual({ '@type': 'Offer' });
    unmount();
    expect(document.head.querySelector(`script[${JSON_LD_ATTRIBUTE}]`)).toBeNull();
  });

  it('hands the data to the build-time collector', () => {
    const collector: JsonLdCollector = new Map();
    render(
      <JsonLdCollectorProvider collector={collector}>
        <WithJsonLd id="crumbs" data={{ '@type': 'BreadcrumbList' }} />
      </JsonLdCollectorProvider>,
    );
    expect(collector.get('crumbs')).toBe('{"@type":"BreadcrumbList"}');
  });
});

describe('PruneOrphanHead', () => {
  it('removes, after a navigation, prerendered blocks that no mounted page owns', () => {
    document.head.insertAdjacentHTML('beforeend', jsonLdScriptTag('left-behind', '{}'));
    render(
      <MemoryRouter initialEntries={['/web-design']}>
        <NavigateButton to="/faq" />
        <PruneOrphanHead />
        <WithJsonLd id="owned" data={{ '@type': 'Thing' }} />
      </MemoryRouter>,
    );
    expect(document.head.querySelector(`script[${JSON_LD_ATTRIBUTE}="left-behind"]`)).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Go to /faq' }));

    expect(document.head.querySelector(`script[${JSON_LD_ATTRIBUTE}="left-behind"]`)).toBeNull();
    expect(document.head.querySelector(`script[${JSON_LD_ATTRIBUTE}="owned"]`)).not.toBeNull();
  });

  it('removes, after a navigation, the head tags of a prerendered page that never hydrated', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      `<title ${PAGE_HEAD_ATTRIBUTE}="">Left behind</title><meta ${PAGE_HEAD_ATTRIBUTE}="" name="description" content="Left behind">`,
    );
    render(
      <MemoryRouter initialEntries={['/web-design']}>
        <NavigateButton to="/faq" />
        <PruneOrphanHead />
      </MemoryRouter>,
    );
    expect(document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Go to /faq' }));

    expect(document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)).toHaveLength(0);
  });
});
