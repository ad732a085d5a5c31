/**
 * `npm run bench:web`: builds the web app, prints the gzip size of the JavaScript each public route loads first
 * (its module script and modulepreloads), then runs Lighthouse (mobile, simulated throttling) five times on every
 * public route, interleaved, against the built site served by scripts/lib/static-hosting.ts (Hosting's cleanUrls,
 * headers and compression, on a free port: no emulator needed, and it runs beside a running one). Prints, per
 * route, the median and range of the performance score, FCP, LCP and TBT, the number of long tasks (over 50 ms on
 * the mobile profile: on public pages, script evaluation and hydration) and the four category scores. Figures,
 * not a test: it fails nothing. The home page's first-load budget is checked by `npm test` (scripts/test.ts).
 *
 * Options: `--no-build` (measure the last build), `--no-lighthouse`, `--runs=N` (default 5),
 * `--routes=/,/faq` (default every public route), `--port=N` (default 5300).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { PUBLIC_PAGES } from '../web/src/config/public-pages';

import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium';
import { firstLoadJsOf, kb } from './lib/first-load';
import { HOME_FIRST_LOAD_BUDGET_KB } from './lib/first-load-budget';
import { log } from './lib/log';
import { NPM, runOrThrow } from './lib/run';
import { startStaticHosting } from './lib/static-hosting';

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(option('runs') ?? 5);
// A fixed port, so the build's canonical links can name the origin Lighthouse loads the pages from.
const PORT = Number(option('port') ?? 5300);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROUTES = option('routes')?.split(',') ?? PUBLIC_PAGES.map((page) => page.path);

interface RunFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  longTasks: number;
  longestTask: number;
  categories: Record<string, number>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const spread = (values: number[], format: (value: number) => string) =>
  `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const whole = (value: number) => String(Math.round(value));

async function lighthouseRun(url: string, port: number): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  // The audit lists main-thread tasks of 50 ms or more, as simulated on the mobile profile.
  const tasks = ((audits['long-tasks']?.details as { items?: { duration: number }[] } | undefined)?.items ?? []).filter(
    (task) => task.duration >= 50,
  );
  return {
    score: (categories.performance?.score ?? 0) * 100,
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    longTasks: tasks.length,
    longestTask: Math.max(0, ...tasks.map((task) => task.duration)),
    categories: Object.fromEntries(Object.entries(categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)])),
  };
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    log.info(`Building (canonical origin ${ORIGIN}, so Lighthouse sees same-origin canonicals)...`);
    await runOrThrow(NPM, ['run', 'build:emulators', '-w', 'web', '--silent'], { VITE_SITE_ORIGIN: ORIGIN });
  }

  // Read and compressed once per route: the list below and the Lighthouse table both print it.
  const firstLoads = new Map(ROUTES.map((path) => [path, firstLoadJsOf(path)]));
  console.log('\nFirst-load JavaScript per public route (gzip)');
  for (const [path, { files, gzipBytes }] of firstLoads) {
    console.log(`  ${path.padEnd(22)} ${kb(gzipBytes).padStart(7)} KB in ${files.length} files`);
  }
  const home = firstLoads.get('/') ?? firstLoadJsOf('/');
  log.info(`home page first-load JS ${kb(home.gzipBytes)} KB gzip (npm test budget ${HOME_FIRST_LOAD_BUDGET_KB} KB)`);

  if (process.argv.includes('--no-lighthouse')) return;
  const hosting = await startStaticHosting(PORT);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const runs = new Map<string, RunFigures[]>(ROUTES.map((path) => [path, []]));
  try {
    log.info(`Lighthouse (mobile): ${RUNS} runs per route, interleaved, against ${hosting.url}`);
    for (let round = 1; round <= RUNS; round++) {
      for (const path of ROUTES) runs.get(path)!.push(await lighthouseRun(`${hosting.url}${path}`, chrome.port));
      log.info(`round ${round} of ${RUNS} done`);
    }
  } finally {
    chrome.kill();
    await hosting.close();
  }

  console.log(`\nLighthouse mobile, median (min–max) of ${RUNS} runs`);
  const header = [
    'route',
    'perf',
    'FCP s',
    'LCP s',
    'TBT ms',
    'long tasks',
    'longest ms',
    'first JS KB',
    'a11y/bp/seo',
  ];
  const rows = ROUTES.map((path) => {
    const figures = runs.get(path)!;
    const pick = (key: keyof Omit<RunFigures, 'categories'>) => figures.map((run) => run[key]);
    const category = (id: string) => median(figures.map((run) => run.categories[id] ?? 0));
    return [
      path,
      spread(pick('score'), whole),
      spread(pick('fcp'), seconds),
      spread(pick('lcp'), seconds),
      spread(pick('tbt'), whole),
      spread(pick('longTasks'), whole),
      spread(pick('longestTask'), whole),
      kb(firstLoads.get(path)!.gzipBytes),
      `${category('accessibility')}/${category('best-practices')}/${category('seo')}`,
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  for (const row of [header, ...rows])
    console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`);
}

main().catch((error: unknown) => {
  log.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
