import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render-page';

import { TESTIMONIALS } from '../content/testimonials';

import {
  isInView,
  lastStart,
  nextStart,
  previousStart,
  TestimonialsCarousel,
  viewAnnouncement,
} from './testimonials-carousel';

afterEach(() => {
  // jsdom has no matchMedia; tests that set a screen width add one.
  delete (window as { matchMedia?: unknown }).matchMedia;
});

/** Pretends the window is `width` pixels wide, for MUI's useMediaQuery. */
function setScreenWidth(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && (!!min || !!max);
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}

function renderCarousel() {
  renderPage(<TestimonialsCarousel testimonials={TESTIMONIALS} />);
  return screen.getByRole('region', { name: 'Testimonials' });
}

/** The 1-based numbers of the slides marked visible, e.g. [1, 2, 3]. */
function visibleSlides(): number[] {
  return screen
    .getAllByTestId('testimonial-slide')
    .flatMap((slide, index) => (slide.getAttribute('data-visible') === 'true' ? [index + 1] : []));
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next testimonials' }));
const previous = () => fireEvent.click(screen.getByRole('button', { name: 'Previous testimonials' }));

describe('carousel paging', () => {
  it('has one position per slide that can start a full view', () => {
    expect(lastStart(6, 3)).toBe(3);
    expect(lastStart(6, 2)).toBe(4);
    expect(lastStart(6, 1)).toBe(5);
    expect(lastStart(2, 3)).toBe(0);
  });

  it('moves one slide at a time and loops from the last position back to the first', () => {
    expect(nextStart(0, 6, 3)).toBe(1);
    expect(nextStart(2, 6, 3)).toBe(3);
    expect(nextStart(3, 6, 3)).toBe(0);
    expect(nextStart(5, 6, 1)).toBe(0);
  });

  it('loops from the first position back to the last', () => {
    expect(previousStart(0, 6, 3)).toBe(3);
    expect(previousStart(0, 6, 2)).toBe(4);
    expect(previousStart(0, 6, 1)).toBe(5);
    expect(previousStart(3, 6, 3)).toBe(2);
  });

  it('knows which slides are in view', () => {
    const inView = (start: number, perView: number) =>
      [0, 1, 2, 3, 4, 5].filter((index) => isInView(index, start, perView));
    expect(inView(0, 3)).toEqual([0, 1, 2]);
    expect(inView(3, 3)).toEqual([3, 4, 5]);
    expect(inView(4, 2)).toEqual([4, 5]);
    expect(inView(5, 1)).toEqual([5]);
  });

  it('announces the slides in view', () => {
    expect(viewAnnouncement(0, 6, 3)).toBe('Showing testimonials 1 to 3 of 6');
    expect(viewAnnouncement(4, 6, 2)).toBe('Showing testimonials 5 to 6 of 6');
    expect(viewAnnouncement(5, 6, 1)).toBe('Showing testimonial 6 of 6');
  });
});

describe('TestimonialsCarousel', () => {
  it('is a labelled carousel of six labelled slides', () => {
    const region = renderCarousel();

    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = screen.getAllByTestId('testimonial-slide');
    expect(slides).toHaveLength(6);
    slides.forEach((slide, index) => {
      expect(slide.getAttribute('role')).toBe('group');
      expect(slide.getAttribute('aria-roledescription')).toBe('slide');
      expect(slide.getAttribute('aria-label')).toBe(`${index + 1} of 6`);
    });
  });

  it('shows three slides on a large screen and hides the rest from assistive technology and focus', () => {
    setScreenWidth(1280);
    renderCarousel();

    expect(visibleSlides()).toEqual([1, 2, 3]);
    const slides = screen.getAllByTestId('testimonial-slide');
    for (const slide of slides.slice(0, 3)) {
      expect(slide.hasAttribute('aria-hidden')).toBe(false);
      expect(slide.hasAttribute('inert')).toBe(false);
    }
    for (const slide of slides.slice(3)) {
      expect(slide.getAttribute('aria-hidden')).toBe('true');
      expect(slide.hasAttribute('inert')).toBe(true);
    }
    expect(screen.getByText('Showing testimonials 1 to 3 of 6')).toBeDefined();
  });

  it('shows two slides on a medium screen', () => {
    setScreenWidth(1000);
    renderCarousel();

    expect(visibleSlides()).toEqual([1, 2]);
  });

  it('goes from the last position back to the first with next', () => {
    setScreenWidth(1280);
    renderCarousel();

    next();
    expect(visibleSlides()).toEqual([2, 3, 4]);
    next();
    next();
    expect(visibleSlides()).toEqual([4, 5, 6]);
    expect(screen.getByText('Showing testimonials 4 to 6 of 6')).toBeDefined();
    next();
    expect(visibleSlides()).toEqual([1, 2, 3]);
  });

  it('goes from the first position to the last with previous', () => {
    setScreenWidth(1280);
    renderCarousel();

    previous();
    expect(visibleSlides()).toEqual([4, 5, 6]);
    previous();
    expect(visibleSlides()).toEqual([3, 4, 5]);
  });

  it('shows one slide at a time on a small screen and loops both ways', () => {
    renderCarousel();

    expect(visibleSlides()).toEqual([1]);
    previous();
    expect(visibleSlides()).toEqual([6]);
    expect(screen.getByText('Showing testimonial 6 of 6')).toBeDefined();
    next();
    expect(visibleSlides()).toEqual([1]);
  });

  it('prerenders its buttons disabled, since a press before hydration would be lost, and enables them in the browser', () => {
    const html = renderToString(<TestimonialsCarousel testimonials={TESTIMONIALS} />);
    for (const name of ['Previous testimonials', 'Next testimonials']) {
      expect(html).toMatch(
        new RegExp(`<button[^>]*disabled=""[^>]*aria-label="${name}"|<button[^>]*aria-label="${name}"[^>]*disabled=""`),
      );
    }

    renderCarousel();
    expect((screen.getByRole('button', { name: 'Previous testimonials' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Next testimonials' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('moves with the left and right arrow keys', () => {
    setScreenWidth(1280);
    const region = renderCarousel();

    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(visibleSlides()).toEqual([2, 3, 4]);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(visibleSlides()).toEqual([4, 5, 6]);
  });

  it('shows each quote with its name, role and a portrait or initials', () => {
    renderCarousel();

    const slides = screen.getAllByTestId('testimonial-slide');
    expect(slides).toHaveLength(TESTIMONIALS.length);
    slides.forEach((slide, index) => {
      const testimonial = TESTIMONIALS[index]!;
      expect(slide.querySelector('blockquote')?.textContent).toBe(testimonial.quote);
      expect(within(slide).getByText(testimonial.name)).toBeDefined();
      expect(within(slide).getByText(testimonial.role)).toBeDefined();
      const portrait = slide.querySelector('img');
      if (testimonial.avatar) {
        expect(portrait?.getAttribute('src')).toBe(testimonial.avatar);
        expect(portrait?.getAttribute('alt')).toBe('');
      } else {
        expect(portrait).toBeNull();
        expect(slide.textContent).toContain(testimonial.initials);
      }
    });
  });
});

describe('TESTIMONIALS', () => {
  it('has six testimonials, two with portraits and four with initials', () => {
    expect(TESTIMONIALS).toHaveLength(6);
    expect(new Set(TESTIMONIALS.map((testimonial) => testimonial.id)).size).toBe(6);
    expect(TESTIMONIALS.filter((testimonial) => testimonial.avatar)).toHaveLength(2);
    expect(TESTIMONIALS.filter((testimonial) => testimonial.initials)).toHaveLength(4);
  });
});
