import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA, the standard the product promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Fails with a readable list (rule, impact, offending elements) when axe finds anything on the page. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const readable = violations.map(
    ({ id, impact, help, nodes }) =>
      `${id} (${impact}): ${help}\n    ${nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(readable, `axe found violations on ${page.url()}`).toEqual([]);
}
