import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { REPLY_WITHIN_HOURS } from '@agency/common';

import { heroMedia } from '@/config/site';
import { expectSections, getSection, h1Texts, linkHrefs } from '@/test/page-checks';
import { PAGE_SECTIONS } from '@/test/page-sections';
import { renderPage } from '@/test/render-page';

import HomePage from './home-page';

const meta = { title: 'Conscious Web Studio', description: 'Websites for purpose-driven businesses.' };

/** Renders the home page and waits for its sections below the introduction, a chunk loaded with the page. */
async function renderHome() {
  const view = renderPage(<HomePage meta={meta} />, '/');
  await screen.findByRole('heading', { level: 2, name: 'What We Stand For' });
  return view;
}

describe('HomePage', () => {
  it('has one h1', async () => {
    await renderHome();

    expect(h1Texts()).toHaveLength(1);
  });

  it('has every section of the spec, in order, each a landmark named by its heading', async () => {
    await renderHome();

    expectSections(PAGE_SECTIONS.home);
    for (const id of PAGE_SECTIONS.home) {
      const [heading] = within(getSection(id)).getAllByRole('heading', { level: 2 });
      expect(screen.getByRole('region', { name: heading?.textContent ?? '' })).toBe(getSection(id));
    }
  });

  it('offers Get Started and an Explore Services link to the services grid in the hero', async () => {
    await renderHome();

    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/client/login');
    expect(screen.getByRole('link', { name: 'Explore Services' }).getAttribute('href')).toBe('/#services');
  });

  it('plays the hero video muted, looping and hidden from assistive technology', async () => {
    const { container } = await renderHome();

    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe(heroMedia.video);
    expect(video?.getAttribute('poster')).toBe(heroMedia.poster);
    expect(video?.muted).toBe(true);
    expect(video?.autoplay).toBe(true);
    expect(video?.loop).toBe(true);
    expect(video?.getAttribute('aria-hidden')).toBe('true');
  });

  it('has four mission values and six functional design cards', async () => {
    await renderHome();

    expect(within(getSection('mission')).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(getSection('functional-design')).getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it('links the services grid to the eight service pages, in the spec order', async () => {
    await renderHome();

    expect(linkHrefs(getSection('services'))).toEqual([
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

  it('sends writers and creatives to the contact section', async () => {
    await renderHome();

    expect(linkHrefs(getSection('writers-creatives'))).toContain('/#contact');
  });

  it('names the four industries', async () => {
    await renderHome();

    const industries = within(getSection('industries'));
    for (const name of ['Natural Health', 'Environmental', 'Personal Development', 'Nutrition']) {
      expect(industries.getByRole('heading', { level: 3, name })).toBeDefined();
    }
  });

  it('lists the four steps of the approach in order', async () => {
    await renderHome();

    const steps = within(getSection('approach')).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
  });

  it('shows the testimonials carousel', async () => {
    await renderHome();

    const carousel = within(getSection('testimonials')).getByRole('region', { name: 'Testimonials' });
    expect(within(carousel).getAllByTestId('testimonial-slide')).toHaveLength(6);
  });

  it('invites visitors to join the portal for a free assessment', async () => {
    await renderHome();

    const join = within(getSection('portal')).getByRole('link', { name: 'Join the Portal – Free Assessment' });
    expect(join.getAttribute('href')).toBe('/client/onboarding');
  });

  it('shows contact details, the reply promise and a slot for the contact form', async () => {
    await renderHome();

    const contact = within(getSection('contact'));
    expect(contact.getByText('Phone')).toBeDefined();
    expect(contact.getByText('Email')).toBeDefined();
    expect(contact.getByText('Location')).toBeDefined();
    expect(contact.getByText(new RegExp(`within ${REPLY_WITHIN_HOURS} hours`))).toBeDefined();
    expect(getSection('contact').querySelector('#contact-form-slot')).not.toBeNull();
  });
});
