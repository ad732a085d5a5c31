import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_FLAGS, chromiumPath } from './scripts/lib/chromium';

/**
 * End-to-end tests in the machine's own Chromium (scripts/lib/chromium.ts): Playwright never downloads a
 * browser here. The site is the Hosting emulator, which `npm test` starts.
 */
const launchOptions = { executablePath: chromiumPath(), args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '.cache/playwright',
  use: {
    baseURL: process.env.HOSTING_URL ?? 'http://127.0.0.1:5000',
    headless: true,
    // No trace: recording every test's DOM snapshots for the few that fail cost about a tenth of the tier's time,
    // and CI keeps no files. To record one: `npx playwright test <spec> --trace retain-on-failure` (or `on`).
    trace: 'off',
    launchOptions,
    // As visitors who ask for it get it (theme/motion.ts): no transitions, so nothing is checked or clicked
    // half-way through one.
    reducedMotion: 'reduce',
  },
  // Every spec runs at desktop size and at a 375 px phone width, except `*.desktop.spec.ts` and
  // `*.mobile.spec.ts`, which run at that size only. Each journey runs once, at the size its person most likely
  // makes it: a client's on their phone (signing up, the contact form, their projects, quotes, conversations and
  // the price calculator), with the agency, where it takes part, in a second browser at its desk
  // (tests/e2e/support/browsers.ts); the agency's at desktop size. At both sizes run only what differs between
  // them and is checked there: the public pages, the client dashboard's cards, the home page's links, the 404
  // page, and the areas' tours (accounts/shells.spec.ts), which open every portal and admin screen at both widths
  // with axe and check reflow at 320 px. Running every journey twice tested nothing more and took `npm test`
  // past its 20 minutes (docs/decisions/026-test-time-budget.md). Journeys not about signing in start signed in
  // (tests/e2e/support/session.ts); forms' permutations are component tests beside the code.
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined, launchOptions },
    },
    {
      name: 'mobile',
      testIgnore: /\.desktop\.spec\.ts$/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 375, height: 812 },
        // Layout is in CSS pixels; drawing each at the phone's 2.6 device pixels only made the browser paint seven
        // times as many, on the same two cores.
        deviceScaleFactor: 1,
        channel: undefined,
        launchOptions,
      },
    },
  ],
});
