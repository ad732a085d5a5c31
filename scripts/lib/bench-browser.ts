import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

import { type Browser, type BrowserContext, chromium, type Locator, type Page, type Request } from '@playwright/test';

import { type AskedTarget, listenedTargets } from './bench-listens';
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
  /** What the page listened to by the time it settled, in the order it asked (bench-listens.ts). */
  targets: AskedTarget[];
}

export const launchBrowser = () =>
  chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS, headless: true });

/**
 * Notes in each page when every node was added to the document and when an element's attributes or a text changed
 * (a MutationObserver from before the app's first script), so a screen's time is when its data appeared, not when
 * Playwright's polling, which waits up to half a second between looks, next noticed it. Plain JavaScript in a
 * string: the page runs it as written.
 */
const MUTATION_TIMES = `
  window.__changedAt = new WeakMap();
  new MutationObserver(function (records) {
    var now = performance.now();
    records.forEach(function (record) {
      if (record.type === 'childList') record.addedNodes.forEach(function (node) { window.__changedAt.set(node, now); });
      else window.__changedAt.set(record.target, now);
    });
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
`;

export async function newContext(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  await context.addInitScript({ content: MUTATION_TIMES });
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
  const open = openRequests(page);
  await page.goto(SIGN_INS[area].login);
  await (await filledSignIn(page, account)).click();
  await SIGN_INS[area].shown(page).waitFor({ timeout: SHOWN_TIMEOUT_MS });
  await settledDocuments(page, open);
  await leave(page, open);
  await page.close();
  return context;
}

/**
 * Waits for `locator` and resolves with when it appeared; when it never shows, fails naming the screen, with a
 * screenshot beside the emulator log, so a changed screen's row in bench-screens.ts is quick to mend.
 */
async function shownOrExplain(page: Page, locator: Locator, what: string): Promise<number> {
  try {
    await locator.waitFor({ timeout: SHOWN_TIMEOUT_MS });
  } catch {
    const screenshot = join(CACHE_DIR, `bench-scale-${what.replaceAll(' ', '-').toLowerCase()}.png`);
    await page.screenshot({ path: screenshot, fullPage: true }).catch(() => undefined);
    throw new Error(
      `${what}: ${locator.toString()} did not show within ${SHOWN_TIMEOUT_MS / 1000} s at ${page.url()} (screenshot: ${screenshot}); has the screen changed? See scripts/lib/bench-screens.ts.`,
    );
  }
  return appearedAt(locator);
}

/**
 * When `locator`'s element appeared, as epoch milliseconds: the last change that made it what it is (its own
 * attributes or text, or the insertion of it or of an ancestor). The time it was found, when the page recorded none.
 */
async function appearedAt(locator: Locator): Promise<number> {
  const found = performance.timeOrigin + performance.now();
  const changed = await locator.evaluate((element) => {
    const times = (window as unknown as { __changedAt?: WeakMap<Node, number> }).__changedAt;
    let last = 0;
    for (let node: Node | null = element; node && times; node = node.parentNode)
      last = Math.max(last, times.get(node) ?? 0);
    element.childNodes.forEach((child) => {
      if (child.nodeType === Node.TEXT_NODE) last = Math.max(last, times?.get(child) ?? 0);
    });
    return last > 0 ? performance.timeOrigin + last : null;
  });
  return changed === null ? found : Math.min(changed, found);
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

/**
 * The requests a page has open, but for Firestore's listen channel (a long poll, always open): its counts and
 * callables. A screen is not done while any is, and the emulator would still be working for it while the next one
 * is measured (an admin dashboard's counts took the following screen's first two seconds).
 */
function openRequests(page: Page): Set<Request> {
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (!request.url().includes('/Listen/channel')) open.add(request);
  });
  const done = (request: Request) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return open;
}

/**
 * Waits until no document has arrived and no request (`open`) has been open for SETTLED_MS; resolves with every
 * document read.
 */
async function settledDocuments(page: Page, open: Set<Request>): Promise<string[]> {
  let last = -1;
  let since = performance.now();
  for (;;) {
    const paths = await documentsRead(page);
    if (paths === null) {
      throw new Error('The web build does not count documents read: build it with `npm run build:emulators -w web`.');
    }
    if (paths.length !== last || open.size > 0) [last, since] = [paths.length, performance.now()];
    else if (performance.now() - since >= SETTLED_MS) return paths;
    await page.waitForTimeout(100);
  }
}

/**
 * Leaves the screen as a person does before its tab is closed: the app goes to an address outside the portal, so
 * the portal unmounts and the SDK tells the emulator it no longer listens. A tab closed with its listeners open
 * sends nothing, and the Firestore emulator kept working for them: the screen measured after the admin dashboard
 * waited 2 to 4.5 s for its first answer, 1.1 s when the dashboard had been left 10 s earlier.
 */
async function leave(page: Page, open: Set<Request>) {
  await page.evaluate(() => {
    window.history.pushState(null, '', '/bench-left-this-screen');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page
    .getByRole('heading', { level: 1 })
    .filter({ hasText: /not found/i })
    .waitFor();
  await settledDocuments(page, open);
}

/** Opens `screen` at `path` (bench-screens.ts pathOf) in a fresh tab of a signed-in context and measures it. */
export async function measureScreen(
  context: BrowserContext,
  screen: Screen,
  path: string,
  collectionOf: (path: string) => string,
): Promise<ScreenRun> {
  const page = await context.newPage();
  const open = openRequests(page);
  const targets = listenedTargets(page);
  try {
    const cdp = await context.newCDPSession(page);
    const start = performance.timeOrigin + performance.now();
    await page.goto(path, { waitUntil: 'commit' });
    const shownMs = (await shownOrExplain(page, screen.shown(page), `${screen.area} ${screen.name}`)) - start;
    const documents: Record<string, number> = {};
    for (const read of await settledDocuments(page, open)) {
      const collection = collectionOf(read);
      documents[collection] = (documents[collection] ?? 0) + 1;
    }
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const asked = [...targets];
    await leave(page, open);
    return { shownMs, documents, heapBytes: usedSize, targets: asked };
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
    const open = openRequests(page);
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    const { login, shown } = SIGN_INS[area];
    await page.goto(login);
    const submit = await filledSignIn(page, account);
    const start = performance.timeOrigin + performance.now();
    await submit.click();
    const shownMs = (await shownOrExplain(page, shown(page), `${area} sign-in`)) - start;
    const loaded = [...scripts];
    await settledDocuments(page, open);
    await leave(page, open);
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
