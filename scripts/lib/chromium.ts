import { execSync } from 'node:child_process';

/**
 * The machine's own Chromium (Debian's `chromium` package), for Playwright and Lighthouse alike: nothing here
 * ever downloads a browser. CHROMIUM_PATH picks another Chromium or Chrome.
 */
export function chromiumPath(): string {
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

/** Headless-friendly flags for a closed network: no sandbox (root in CI), no GPU, no background traffic. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
