import { execSync } from 'node:child_process';

import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in the machine's own Chromium (Debian's `chromium` package): Playwright never downloads a
 * browser here. Set CHROMIUM_PATH to use another Chromium or Chrome. The site is the Hosting emulator, which
 * `npm test` starts.
 */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium || command -v chromium-browser || command -v google-chrome', {
      encoding: 'utf8',
      shell: '/bin/sh',
    }).trim();
  } catch {
    throw new Error('No Chromium found: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.');
  }
}

const launchOptions = {
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

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
  },
  // Every spec runs at desktop size and at a 375 px phone width, except `*.desktop.spec.ts` and
  // `*.mobile.spec.ts`, which test what only exists at that size (the header dropdown, the drawer).
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
