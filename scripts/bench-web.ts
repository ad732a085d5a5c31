/**
 * `npm run bench:web`: builds the web app, prints the gzip size of the JavaScript each public route loads
 * first (its module script and modulepreloads), then runs Lighthouse (mobile, simulated throttling) on every
 * public route against the Hosting emulator and prints the four category scores (scripts/bench-web-lighthouse.ts).
 * Figures, not a test: the budget line says whether the home page is within its target.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { PUBLIC_PAGES } from '../web/src/config/public-pages';

import { runWithEmulators } from './lib/emulators';
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
  const { code } = await runWithEmulators('scripts/bench-web-lighthouse.ts');
  process.exitCode = code;
}

main().catch((error: unknown) => {
  log.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
