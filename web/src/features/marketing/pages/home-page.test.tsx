// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { REPLY_WITHIN_HOURS } from '@agency/common';

import { heroMedia } from '@/config/site';
import { renderPage } from '@/test/render-page';

import HomePage from './home-page';

afterEach(cleanup);

const meta = { title: 'Conscious Web Studio', description: 'Websites for purpose-driven businesses.' };

function renderHome() {
  return renderPage(<HomePage meta={meta} />, '/');
}

/** A section by its id (the anchors the header, footer and hero link to). */
function section(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`No section #${id}`);
  return element;
}

describe('HomePage', () => {
  it('has one h1', () => {
    renderHome();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('has every section of the spec, in order, each a landmark named by its heading', () => {
    renderHome();

    const ids = [
      'intro',
      'mission',
      'functional-design',
      'services',
      'writers-creatives',
      'industries',
      'approach',
      'ai-solutions',
      'testimonials',
      'about',
      'portal',
      'contact',
    ];
    const sections = [...document.querySelectorAll('section[id]')].map((element) => element.id);
    expect(sections).toEqual(ids);
    for (const id of ids) {
      const [heading] = within(section(id)).getAllByRole('heading', { level: 2 });
      expect(screen.getByRole('region', { name: heading?.textContent ?? '' })).toBe(section(id));
    }
  });

  it('offers Get Started and an Explore Services link to the services grid in the hero', () => {
    renderHome();

    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/client/login');
    expect(screen.getByRole('link', { name: 'Explore Services' }).getAttribute('href')).toBe('/#services');
  });

  it('plays the hero video muted, looping and hidden from assistive technology', () => {
    const { container } = renderHome();

    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe(heroMedia.video);
    expect(video?.getAttribute('poster')).toBe(heroMedia.poster);
    expect(video?.muted).toBe(true);
    expect(video?.autoplay).toBe(true);
    expect(video?.loop).toBe(true);
    expect(video?.getAttribute('aria-hidden')).toBe('true');
  });

  it('has four mission values and six functional design cards', () => {
    renderHome();

    expect(within(section('mission')).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(section('functional-design')).getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it('links the services grid to the eight service pages, in the spec order', () => {
    renderHome();

    const hrefs = within(section('services'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/hosting',
      '/search-optimisation',
      '/digital-marketing',
      '/ai-consultancy',
      '/web-design',
      '/content-creation',
      '/ai-video-studio',
      '/ai-insight-lab',
    ]);
  });

  it('sends writers and creatives to the contact section', () => {
    renderHome();

    const links = within(section('writers-creatives')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toContain('/#contact');
  });

  it('names the four industries', () => {
    renderHome();

    const industries = within(section('industries'));
    for (const name of ['Natural Health', 'Environmental', 'Personal Development', 'Nutrition']) {
      expect(industries.getByRole('heading', { level: 3, name })).toBeDefined();
    }
  });

  it('lists the four steps of the approach in order', () => {
    renderHome();

    const steps = within(section('approach')).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
  });

  it('shows the testimonials carousel', () => {
    renderHome();

    const carousel = within(section('testimonials')).getByRole('region', { name: 'Testimonials' });
    expect(within(carousel).getAllByTestId('testimonial-slide')).toHaveLength(6);
  });

  it('invites visitors to join the portal for a free assessment', () => {
    renderHome();

    const join = within(section('portal')).getByRole('link', { name: 'Join the Portal – Free Assessment' });
    expect(join.getAttribute('href')).toBe('/client/onboarding');
  });

  it('shows contact details, the reply promise and a slot for the contact form', () => {
    renderHome();

    const contact = within(section('contact'));
    expect(contact.getByText('Phone')).toBeDefined();
    expect(contact.getByText('Email')).toBeDefined();
    expect(contact.getByText('Location')).toBeDefined();
    expect(contact.getByText(new RegExp(`within ${REPLY_WITHIN_HOURS} hours`))).toBeDefined();
    expect(section('contact').querySelector('#contact-form-slot')).not.toBeNull();
  });
});
