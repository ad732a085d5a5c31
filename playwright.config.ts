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
    trace: 'retain-on-failure',
    launchOptions,
    // As visitors who ask for it get it (theme/motion.ts): no transitions, so nothing is checked or clicked
    // half-way through one.
    reducedMotion: 'reduce',
  },
  // Every spec runs at desktop size and at a 375 px phone width, except `*.desktop.spec.ts` and
  // `*.mobile.spec.ts`, which test what only exists at that size (the header dropdown, the drawer), or behaviour
  // whose screens are laid out the same at both sizes (a form's error messages, emailed links opened on other
  // devices, sessions an admin ends): running those twice tests nothing more and would take `npm test` past its
  // 30 minutes. A screen's layout is tested at both sizes in the spec beside it (onboarding.spec.ts and
  // onboarding-links.desktop.spec.ts, for example).
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined, launchOptions },
    },
    {
      name: 'mobile',
      testIgnore: /\.desktop\.spec\.ts$/,
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, channel: undefined, launchOptions },
    },
  ],
});
