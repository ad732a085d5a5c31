import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { expect, type Page, test } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** WCAG 2.2 A and AA, the standard the product promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** WCAG 1.4.10 Reflow: content fits 320 CSS px without scrolling sideways. */
const REFLOW_WIDTH = 320;

/**
 * Fails with a readable list (rule, impact, offending elements) when axe finds anything on the page. Axe runs on
 * a settled page: a colour measured mid-transition (a tooltip fading in) is neither the one before nor after.
 * On the phone project the page is also checked at 320 px (WCAG 1.4.10), so every screen a journey checks with
 * axe is checked for reflow too.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await finishTransitions(page);
  let violations = await analyze(page);
  // A toast can arrive while axe runs (a page's first toast loads the toaster's code first, so it is drawn a moment
  // after the action that raised it): measured fading in, its colours are neither the start's nor the end's. Once
  // it has settled it is measured again, and a toast whose own colours fail still fails.
  if (await anyInToast(page, violations)) {
    await finishTransitions(page);
    violations = await analyze(page);
  }
  const readable = violations.map(
    ({ id, impact, help, nodes }) =>
      `${id} (${impact}): ${help}\n    ${nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(readable, `axe found violations on ${page.url()}`).toEqual([]);
  if (test.info().project.name === 'mobile') await expectReflow(page);
}

/** axe-core itself, the version @axe-core/playwright pins. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe in the page itself, loading it once per document. @axe-core/playwright's `analyze` opened a second page
 * for every check to assemble the results there, which took half of each check's time: about 1.2 s of 2.3 s here,
 * 160 checks a run. The rules, tags and results are axe's own either way (a test that added an unlabelled image
 * and faint text to a page saw both named).
 */
async function analyze(page: Page): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] };
  return page.evaluate(
    async (runOptions) =>
      (
        await (
          window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }
        ).axe.run(document, runOptions)
      ).violations,
    options,
  );
}

/** Whether any element axe named lies in a toast drawn on screen. */
async function anyInToast(page: Page, violations: Awaited<ReturnType<typeof analyze>>): Promise<boolean> {
  const selectors = violations.flatMap(({ nodes }) => nodes.map((node) => node.target.join(' ')));
  if (!selectors.length) return false;
  return page.evaluate(
    (all) => all.some((selector) => document.querySelector(selector)?.closest('[data-testid="toast"]')),
    selectors,
  );
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

/**
 * Narrows the page to 320 px and fails if it then scrolls sideways, naming the elements that stick out past the
 * right edge (the outermost of each, so a button is named rather than the icon inside it); then restores the size.
 */
async function expectReflow(page: Page): Promise<void> {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: REFLOW_WIDTH, height: size.height });
  try {
    const overflow = await page.evaluate(findOverflow, REFLOW_WIDTH);
    expect(overflow, `${page.url()} scrolls sideways at ${REFLOW_WIDTH} px`).toBeNull();
  } finally {
    await page.setViewportSize(size);
  }
}

interface Overflow {
  scrollWidth: number;
  /** The elements past the right edge, each with its left and right edges in px. */
  causes: string[];
}

/** Runs in the page: how wide the document scrolls, and what sticks out, when it is wider than `width`. */
async function findOverflow(width: number): Promise<Overflow | null> {
  // Two frames: the resize's layout, then whatever observers of it (a text field's autosize) changed.
  for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth <= width) return null;

  // Content inside a scrolling or clipping box (a wide table) does not widen the page; fixed boxes neither.
  const contained = (element: Element): boolean => {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
    }
    return getComputedStyle(element).position === 'fixed';
  };
  const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 0.5 && !contained(element);
  const describe = (element: Element) => {
    const { left, right } = element.getBoundingClientRect();
    const classes = [...element.classList].filter((name) => !name.startsWith('css-')).slice(0, 3);
    const name =
      element.getAttribute('aria-label') ?? element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()}${classes.map((c) => `.${c}`).join('')}> "${name}" at x ${Math.round(left)}–${Math.round(right)}`;
  };
  const outside = new Set([...document.body.querySelectorAll('*')].filter(sticksOut));
  const outermost = [...outside].filter((element) => !outside.has(element.parentElement!));
  return { scrollWidth, causes: outermost.slice(0, 10).map(describe) };
}
