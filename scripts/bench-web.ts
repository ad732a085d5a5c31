/**
 * `npm run bench:web`: builds the web app, prints the gzip size of the JavaScript each public route loads
 * first (its module script and modulepreloads), then runs Lighthouse (mobile, simulated throttling) on every
 * public route against the Hosting emulator and prints the four category scores. Figures, not a test: the
 * budget line says whether the home page is within its target.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { PUBLIC_PAGES } from '../web/src/config/public-pages';

import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium';
import { startEmulators } from './lib/emulators';
import { log } from './lib/log';
import { ROOT } from './lib/paths';
import { NPM, runOrThrow } from './lib/run';

const HOME_BUDGET_KB = 110;
const DIST = join(ROOT, 'web', 'dist');

function firstLoadJs(page: (typeof PUBLIC_PAGES)[number]): { files: number; gzipKb: number } {
  const file = page.path === '/' ? 'index.html' : `${page.path.slice(1)}.html`;
  const html = readFileSync(join(DIST, file), 'utf8');
  const urls = new Set(
    [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"|<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
      (match) => match[1] ?? match[2]!,
    ),
  );
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(readFileSync(join(DIST, url))).length;
  return { files: urls.size, gzipKb: bytes / 1024 };
}

async function main() {
  const site = 'http://127.0.0.1:5000';
  log.info('Building (canonical origin set to the emulator, so Lighthouse sees same-origin canonicals)...');
  await runOrThrow(NPM, ['run', 'build', '--silent'], { VITE_SITE_ORIGIN: site });

  console.log('\nFirst-load JavaScript per public route (gzip)');
  for (const page of PUBLIC_PAGES) {
    const { files, gzipKb } = firstLoadJs(page);
    console.log(`  ${page.path.padEnd(22)} ${gzipKb.toFixed(1).padStart(7)} KB in ${files} files`);
  }
  const home = firstLoadJs(PUBLIC_PAGES[0]);
  const within = home.gzipKb <= HOME_BUDGET_KB;
  (within ? log.ok : log.warn)(
    `home page first-load JS ${home.gzipKb.toFixed(1)} KB gzip (budget ${HOME_BUDGET_KB} KB): ${within ? 'within' : 'OVER'}`,
  );

  if (process.argv.includes('--no-lighthouse')) return;
  const emulators = await startEmulators();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    console.log('\nLighthouse (mobile)            perf  a11y  best   seo');
    for (const page of PUBLIC_PAGES) {
      const result = await lighthouse(`${site}${page.path}`, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const categories = result?.lhr.categories ?? {};
      const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100)).padStart(5);
      console.log(
        `  ${page.path.padEnd(28)}${score('performance')} ${score('accessibility')} ${score('best-practices')} ${score('seo')}`,
      );
      for (const [id, category] of Object.entries(categories)) {
        if ((category.score ?? 0) >= 1 && id !== 'performance') continue;
        const failing = category.auditRefs
          .map((ref) => result!.lhr.audits[ref.id]!)
          .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
          .map((audit) => audit.id);
        if (failing.length) console.log(`      ${id}: ${failing.join(', ')}`);
      }
    }
  } finally {
    chrome.kill();
    await emulators.stop();
  }
}

main().catch((error: unknown) => {
  log.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
