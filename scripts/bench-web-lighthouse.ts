/**
 * The Lighthouse half of `npm run bench:web` (scripts/bench-web.ts), run under `emulators:exec`: Lighthouse
 * (mobile, simulated throttling) on every public route against the Hosting emulator, printing the four category
 * scores and the audits that hold a score down.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { PUBLIC_PAGES } from '../web/src/config/public-pages';

import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium';
import { log } from './lib/log';

async function main() {
  const site = process.env.HOSTING_URL!;
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
  }
}

main().catch((error: unknown) => {
  log.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
