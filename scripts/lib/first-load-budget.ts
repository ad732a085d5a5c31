import { areaFirstLoadJs, type FirstLoad, firstLoadJsOf, kb } from './first-load';
import { log } from './log';

/**
 * The most JavaScript (KB gzip: the boot script, the entry and the home page's chunks) the home page may load
 * before any interaction. `npm test` fails past it (scripts/test.ts, after the build), and `npm run bench:web`
 * prints it. Lower it when a change gains; raise it only with a reason in
 * docs/decisions/021-public-page-performance.md.
 */
export const HOME_FIRST_LOAD_BUDGET_KB = 143;

/**
 * The portal's and the admin area's first screens: the lazy modules each dashboard waits for before its data
 * shows (the area module, the page, and the parts web/src/app/routes/*-area.tsx loads beside it), and the most
 * JavaScript (KB gzip, app shell included) they may load, as for the home page. Keep the modules in step with
 * the routes: one that has moved fails the tier by name.
 */
export const AREA_FIRST_LOADS = [
  {
    name: 'client dashboard',
    budgetKb: 390,
    modules: [
      'src/app/providers/firebase-area.tsx',
      'src/features/dashboard/client/client-dashboard-page.tsx',
      'src/features/projects/projects-card.tsx',
      'src/features/assessments/client/assessment-card.tsx',
      'src/features/files/client/recent-files-card.tsx',
      'src/features/activity/timeline-card.tsx',
    ],
  },
  {
    name: 'admin dashboard',
    budgetKb: 366,
    modules: [
      'src/app/providers/firebase-area.tsx',
      'src/features/dashboard/admin/admin-dashboard-page.tsx',
      'src/features/activity/admin-entry-links.ts',
    ],
  },
] as const;

/** One line of the tier; true when within the budget. */
function report(what: string, { files, gzipBytes }: FirstLoad, budgetKb: number): boolean {
  const within = gzipBytes / 1024 <= budgetKb;
  (within ? log.ok : log.error)(
    `${what} first-load JS: ${kb(gzipBytes)} KB gzip in ${files.length} files (budget ${budgetKb} KB)`,
  );
  return within;
}

/** The `npm test` tier: 0 when the last build's home page and both dashboards are within their budgets, else 1. */
export function checkFirstLoadBudgets(): number {
  const results = [
    report('home page', firstLoadJsOf('/'), HOME_FIRST_LOAD_BUDGET_KB),
    ...AREA_FIRST_LOADS.map(({ name, modules, budgetKb }) => report(name, areaFirstLoadJs([...modules]), budgetKb)),
  ];
  return results.every(Boolean) ? 0 : 1;
}
