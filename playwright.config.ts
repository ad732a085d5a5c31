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
    // A failed test keeps a trace of DOM snapshots, network and console; screenshots are left out: filming every
    // test for the few that fail cost a quarter of the tier's time (the browser encoding frames on 2 cores).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    launchOptions,
    // As visitors who ask for it get it (theme/motion.ts): no transitions, so nothing is checked or clicked
    // half-way through one.
    reducedMotion: 'reduce',
  },
  // Every spec runs at desktop size and at a 375 px phone width, except `*.desktop.spec.ts` and
  // `*.mobile.spec.ts`, which test what only exists at that size (the header dropdown, the drawer), or behaviour
  // whose screens are laid out the same at both sizes (a form's error messages, emailed links opened on other
  // devices, sessions an admin ends, a lead moving on the board). Every portal and admin screen is still opened at
  // phone width, checked by axe and for reflow at 320 px, by the areas' tours (accounts/shells.spec.ts); the
  // journeys kept at both sizes are those whose phone layout has its own risks (a dialog's form, a conversation,
  // the quote calculator, the public pages). Running every journey twice tested nothing more and took `npm test`
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
