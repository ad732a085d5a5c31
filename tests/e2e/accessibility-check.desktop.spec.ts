import { expectNoAxeViolations } from './support/axe';
import { expectPageHydrated } from './support/public-pages';
import { expect, test } from './support/test';

// The axe check every journey relies on runs axe in the page itself (support/axe.ts): it must name what it finds.
test('the accessibility check names an image without a text alternative and faint text', async ({ page }) => {
  await page.goto('/faq');
  // Added only once React has taken the page over: hydrating after would remove what it did not render.
  await expectPageHydrated(page, '/faq');
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const image = document.createElement('img');
    image.src = '/logo-missing.png';
    const faint = document.createElement('p');
    faint.textContent = 'Words too faint to read';
    faint.style.color = '#eeeeee';
    main.append(image, faint);
  });

  const failure = await expectNoAxeViolations(page).then(
    () => '',
    (error: Error) => error.message,
  );
  expect(failure).toContain('image-alt (critical)');
  expect(failure).toContain('color-contrast (serious)');
});
