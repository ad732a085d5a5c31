import { type Page } from '@playwright/test';

import { brisbaneDay } from '../support/dates';
import { expect, test } from '../support/test';

async function visibleSlides(page: Page) {
  return page.locator('[data-testid="testimonial-slide"][data-visible="true"]');
}

async function firstVisibleName(page: Page) {
  return (await visibleSlides(page)).first().getAttribute('aria-label');
}

// Home page behaviour that is the same at every width runs in the desktop project only; the carousel's tests set
// their own widths, the phone's among them. Scrolling to a section depends on the layout: home.spec.ts, both sizes.
test.describe('the testimonials carousel', () => {
  for (const [width, perView] of [
    [1280, 3],
    [1000, 2],
    [375, 1],
  ] as const) {
    test(`shows ${perView} at a time at ${width} px and loops both ways`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/#testimonials');
      const carousel = page.getByRole('region', { name: 'Testimonials' });
      await expect(page.locator('[data-testid="testimonial-slide"]')).toHaveCount(6);
      await expect(await visibleSlides(page)).toHaveCount(perView);
      for (const slide of await (await visibleSlides(page)).all()) await expect(slide).toBeInViewport();
      expect(await firstVisibleName(page)).toBe('1 of 6');

      // Previous from the start loops to the end.
      await carousel.getByRole('button', { name: 'Previous testimonials' }).click();
      await expect((await visibleSlides(page)).last()).toHaveAttribute('aria-label', '6 of 6');
      await expect(await visibleSlides(page)).toHaveCount(perView);

      // Next from the end loops back to the start.
      await carousel.getByRole('button', { name: 'Next testimonials' }).click();
      await expect((await visibleSlides(page)).first()).toHaveAttribute('aria-label', '1 of 6');

      // Slides out of view cannot take keyboard focus.
      const hidden = page.locator('[data-testid="testimonial-slide"][data-visible="false"]').first();
      await expect(hidden).toHaveAttribute('aria-hidden', 'true');
    });
  }
});

test.describe('the back-to-top button', () => {
  test('appears only after more than 300 px of scrolling and takes the visitor back up', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(button).toBeVisible();

    // Back within the first 300 px the button goes again: a change the test can wait for, where a button that
    // merely stays hidden at 250 px could only be checked after an arbitrary pause.
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(button).toBeVisible();

    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});

test.describe('the home page', () => {
  test('the hero video is muted, loops, plays inline and has a poster', async ({ page }) => {
    await page.goto('/');
    const video = page.locator('video');
    await expect(video).toHaveCount(1);
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(video).toHaveAttribute('poster', /\/media\/hero-poster\.jpg$/);
    // The video's source is set only after the page has loaded, so it never competes with the first paint.
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentSrc || el.getAttribute('src')))
      .toMatch(/\/media\/hero\.mp4$/);
  });

  test('the hero video does not play for visitors who prefer reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    const video = page.locator('video');
    // The prerendered video autoplays (the CSS hides it from these visitors meanwhile); once hydrated, the page
    // reads the preference, drops autoplay and pauses whatever had started.
    await expect(video).not.toHaveAttribute('autoplay');
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
    await context.close();
  });

  test('the contact section shows the phone, email and location', async ({ page }) => {
    await page.goto('/#contact');
    const contact = page.locator('#contact');
    await expect(contact.getByRole('link', { name: '(07) 5550 1234' })).toHaveAttribute('href', 'tel:+61755501234');
    await expect(contact.getByRole('link', { name: 'hello@consciouswebstudio.com.au' })).toHaveAttribute(
      'href',
      'mailto:hello@consciouswebstudio.com.au',
    );
    await expect(contact.getByText('Sunshine Coast, Queensland, Australia')).toBeVisible();
  });

  test('the footer shows the current year and every industry link goes to the industries section', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const year = new Intl.DateTimeFormat('en-AU', { year: 'numeric', timeZone: 'Australia/Brisbane' }).format(
      new Date(),
    );
    await expect(footer.getByText(`© ${year} Conscious Web Studio`)).toBeVisible();
    for (const name of ['Natural Health', 'Environmental', 'Personal Development', 'Nutrition']) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', '/#industries');
    }
  });
});

test('the legal pages show today as their effective date in Australian format', async ({ page }) => {
  const today = brisbaneDay(new Date());
  for (const path of ['/privacy-policy', '/terms-of-service', '/disclaimer']) {
    await page.goto(path);
    await expect(page.getByTestId('effective-date'), path).toContainText(today);
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' }), path).toHaveAttribute('href', '/');
  }
});
