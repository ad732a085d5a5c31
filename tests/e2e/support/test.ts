import { expect, test as base } from '@playwright/test';

/**
 * Every end-to-end spec imports `test` and `expect` from here rather than from Playwright, so that what must hold
 * on every page (no Content-Security-Policy violation, say) is checked once, for every test, without each spec
 * having to remember it.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expectNoCspViolations(violations);
    },
    { auto: true },
  ],
});

/** The check run after every test; exported so a spec can show that it fails on a recorded violation. */
export function expectNoCspViolations(violations: string[]): void {
  expect(violations, 'the page broke its Content-Security-Policy').toEqual([]);
}

export { expect };
