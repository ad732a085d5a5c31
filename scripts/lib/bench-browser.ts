import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

import { type Browser, type BrowserContext, chromium, type Locator, type Page } from '@playwright/test';

import { type Screen, SIGN_INS } from './bench-screens';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium';
import { DIST } from './first-load';
import { CACHE_DIR } from './paths';

/**
 * The browser half of `npm run bench:scale`: headless Chromium (the machine's own, scripts/lib/chromium.ts) driven
 * by Playwright, at the e2e tests' desktop size. Reads what the emulators build counts (web/src/lib/firestore/read.ts)
 * and the page's JavaScript heap through the DevTools protocol.
 */

/** A screen has settled once no document arrives for this long (a listener may deliver in several snapshots). */
const SETTLED_MS = 1000;
/** The most a screen may take to show its data before the run counts it as failed. */
const SHOWN_TIMEOUT_MS = 60_000;

export interface ScreenRun {
  /** From asking for the address to its data shown. */
  shownMs: number;
  /** Distinct documents the converters read by the time the screen settled, by collection. */
  documents: Record<string, number>;
  /** JavaScript heap in use after a garbage collection, bytes. */
  heapBytes: number;
}

export const launchBrowser = () =>
  chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS, headless: true });

export async function newContext(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  // A fresh context loads the whole app uncached: on a loaded machine its login form alone took over Playwright's 30 s.
  context.setDefaultTimeout(SHOWN_TIMEOUT_MS);
  return context;
}

/** A context signed in as `account` (the session stays in the context's storage for every page opened in it). */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  area: 'admin' | 'client',
  account: { email: string; password: string },
): Promise<BrowserContext> {
  const context = await newContext(browser, baseURL);
  const page = await context.newPage();
  await page.goto(SIGN_INS[area].login);
  await (await filledSignIn(page, account)).click();
  await SIGN_INS[area].shown(page).waitFor({ timeout: SHOWN_TIMEOUT_MS });
  await page.close();
  return context;
}

/**
 * Waits for `locator`; when it never shows, fails naming the screen, with a screenshot beside the emulator log, so
 * a changed screen's row in bench-screens.ts is quick to mend.
 */
async function shownOrExplain(page: Page, locator: Locator, what: string) {
  try {
    await locator.waitFor({ timeout: SHOWN_TIMEOUT_MS });
  } catch {
    const screenshot = join(CACHE_DIR, `bench-scale-${what.replaceAll(' ', '-').toLowerCase()}.png`);
    await page.screenshot({ path: screenshot, fullPage: true }).catch(() => undefined);
    throw new Error(
      `${what}: ${locator.toString()} did not show within ${SHOWN_TIMEOUT_MS / 1000} s at ${page.url()} (screenshot: ${screenshot}); has the screen changed? See scripts/lib/bench-screens.ts.`,
    );
  }
}

/** The login form filled in as `account`; resolves with its Sign in button, not yet pressed. */
async function filledSignIn(page: Page, account: { email: string; password: string }) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  return form.getByRole('button', { name: 'Sign in', exact: true });
}

const documentsRead = (page: Page) =>
  page.evaluate(() => {
    // web/src/lib/firestore/read.ts's DocumentsRead (not imported: that module is the web build's, Vite's types and all).
    const counted = (window as unknown as { __documentsRead?: { paths: Set<string> } }).__documentsRead;
    return counted ? [...counted.paths] : null;
  });

/** Waits until no document has arrived for SETTLED_MS; resolves with every document read. */
async function settledDocuments(page: Page): Promise<string[]> {
  let last = -1;
  let since = performance.now();
  for (;;) {
    const paths = await documentsRead(page);
    if (paths === null) {
      throw new Error('The web build does not count documents read: build it with `npm run build:emulators -w web`.');
    }
    if (paths.length !== last) [last, since] = [paths.length, performance.now()];
    else if (performance.now() - since >= SETTLED_MS) return paths;
    await page.waitForTimeout(100);
  }
}

/** Opens `screen` in a fresh tab of a signed-in context and measures it. */
export async function measureScreen(
  context: BrowserContext,
  screen: Screen,
  collectionOf: (path: string) => string,
): Promise<ScreenRun> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    const start = performance.now();
    await page.goto(screen.path, { waitUntil: 'commit' });
    await shownOrExplain(page, screen.shown(page), `${screen.area} ${screen.name}`);
    const shownMs = performance.now() - start;
    const documents: Record<string, number> = {};
    for (const path of await settledDocuments(page)) {
      const collection = collectionOf(path);
      documents[collection] = (documents[collection] ?? 0) + 1;
    }
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return { shownMs, documents, heapBytes: usedSize };
  } finally {
    await page.close();
  }
}

export interface SignInRun {
  /** From pressing Sign in to the dashboard's first list shown. */
  shownMs: number;
  /** JavaScript the browser loaded from opening the login page until then, gzip bytes as served compressed. */
  scriptGzipBytes: number;
  scripts: number;
}

/** Signs in from a fresh context (nothing cached) and measures item 3's figures. */
export async function measureSignIn(
  browser: Browser,
  baseURL: string,
  area: 'admin' | 'client',
  account: { email: string; password: string },
): Promise<SignInRun> {
  const context = await newContext(browser, baseURL);
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    const { login, shown } = SIGN_INS[area];
    await page.goto(login);
    const submit = await filledSignIn(page, account);
    const start = performance.now();
    await submit.click();
    await shownOrExplain(page, shown(page), `${area} sign-in`);
    const shownMs = performance.now() - start;
    const loaded = [...scripts];
    return { shownMs, scriptGzipBytes: gzipBytesOf(loaded), scripts: loaded.length };
  } finally {
    await context.close();
  }
}

/** The gzip size of the built files at these paths (Hosting serves them compressed). */
function gzipBytesOf(paths: string[]): number {
  return paths
    .map((path) => join(DIST, path))
    .filter((file) => existsSync(file))
    .reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
}
