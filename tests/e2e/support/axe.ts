import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA, the standard the product promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Fails with a readable list (rule, impact, offending elements) when axe finds anything on the page. Axe runs on
 * a settled page: a colour measured mid-transition (a tooltip fading in) is neither the one before nor after.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await finishTransitions(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const readable = violations.map(
    ({ id, impact, help, nodes }) =>
      `${id} (${impact}): ${help}\n    ${nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(readable, `axe found violations on ${page.url()}`).toEqual([]);
}

/**
 * Waits for the page's transitions and finite animations to end. The browser asks for reduced motion
 * (playwright.config.ts), so the theme makes MUI's transitions instant and this rarely waits; it guards what the
 * theme does not reach. Endless animations (a spinner) never end and are not waited for.
 */
async function finishTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    // A cancelled animation rejects `finished`: it is over too.
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
