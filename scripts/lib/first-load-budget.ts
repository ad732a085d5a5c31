import { firstLoadJsOf, kb } from './first-load';
import { log } from './log';

/**
 * The most JavaScript (KB gzip: the boot script, the entry and the home page's chunks) the home page may load
 * before any interaction. `npm test` fails past it (scripts/test.ts, after the build), and `npm run bench:web`
 * prints it. Lower it when a change gains; raise it only with a reason in
 * docs/decisions/021-public-page-performance.md.
 */
export const HOME_FIRST_LOAD_BUDGET_KB = 142;

/** The `npm test` tier: 0 when the last build's home page is within the budget, 1 when it is over. */
export function checkHomeFirstLoadBudget(): number {
  const { files, gzipBytes } = firstLoadJsOf('/');
  const within = gzipBytes / 1024 <= HOME_FIRST_LOAD_BUDGET_KB;
  (within ? log.ok : log.error)(
    `home page first-load JS: ${kb(gzipBytes)} KB gzip in ${files.length} files (budget ${HOME_FIRST_LOAD_BUDGET_KB} KB)`,
  );
  return within ? 0 : 1;
}
