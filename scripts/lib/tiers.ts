import { log } from './log';

/**
 * `npm test`'s tiers: each prints one line as it ends, and the summary one line per tier. The emulator tiers run
 * in a script of their own under `emulators:exec` (scripts/test-emulator-tiers.ts), which hands its results back
 * to scripts/test.ts as JSON, so the summary still covers every tier.
 */

export type Outcome = 'passed' | 'failed' | 'skipped';
export interface TierResult {
  tier: string;
  outcome: Outcome;
  seconds: number;
  note?: string;
  /** What failed, as the tier's runner named it (a captured tier only), repeated under the summary. */
  failures?: string[];
}

/** Runs one tier (its body resolves with an exit code) and records how it went. */
export async function tier(results: TierResult[], name: string, body: () => Promise<number>): Promise<void> {
  log.info(`Tier: ${name}`);
  const started = Date.now();
  const code = await body();
  const outcome: Outcome = code === 0 ? 'passed' : 'failed';
  results.push({ tier: name, outcome, seconds: (Date.now() - started) / 1000 });
  (code === 0 ? log.ok : log.error)(`${name} ${outcome}`);
}

interface CapturedTier {
  name: string;
  body: () => Promise<{ code: number; output: string }>;
}

/**
 * Runs tiers at the same time (each a command whose output is kept), then reports each in the order given, its
 * output whole, as `tier` would have. For tiers that each keep one core busy (tsc, ESLint): on two cores they take
 * as long together as the longer alone.
 */
export function parallelTiers(results: TierResult[], tiers: CapturedTier[]): Promise<void> {
  return parallelLanes(
    results,
    tiers.map((one) => [one]),
  );
}

/**
 * Runs lanes at the same time, each its tiers one after another, then reports every tier in the order given, its
 * output whole. For a tier that mostly waits (functions integration) beside a lane of tiers that keep the cores
 * busy.
 */
export async function parallelLanes(results: TierResult[], lanes: CapturedTier[][]): Promise<void> {
  log.info(`Tiers, side by side: ${lanes.map((lane) => lane.map(({ name }) => name).join(' then ')).join(', ')}`);
  const outcomes = await Promise.all(
    lanes.map(async (lane) => {
      const ran = [];
      for (const { name, body } of lane) {
        const started = Date.now();
        const answer = await body();
        ran.push({ name, ...answer, seconds: (Date.now() - started) / 1000 });
      }
      return ran;
    }),
  );
  for (const { name, code, output, seconds } of outcomes.flat()) {
    log.info(`Tier: ${name}`);
    if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    const outcome: Outcome = code === 0 ? 'passed' : 'failed';
    const failures = code === 0 ? [] : failureLines(output);
    results.push({ tier: name, outcome, seconds, ...(failures.length ? { failures } : {}) });
    (code === 0 ? log.ok : log.error)(`${name} ${outcome}`);
  }
}

/** At most this many of a failed tier's failure lines are repeated under the summary. */
const MAX_FAILURE_LINES = 12;

/**
 * The lines of a runner's output that name a failed test or file (Vitest's `FAIL` and `×`, Playwright's `✘`),
 * colours removed, each once. A CI log is often read from its end only, where the summary is; a tier's output
 * printed whole before the next tier ran is far above it.
 */
export function failureLines(output: string): string[] {
  const lines = output
    // eslint-disable-next-line no-control-regex -- the colour codes are what is removed
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^(FAIL|×|✘|✗)\s/.test(line));
  const unique = [...new Set(lines)];
  return unique.length > MAX_FAILURE_LINES
    ? [...unique.slice(0, MAX_FAILURE_LINES), `… and ${unique.length - MAX_FAILURE_LINES} more`]
    : unique;
}

export function skip(results: TierResult[], name: string, note: string): void {
  log.warn(`Tier skipped: ${name} (${note})`);
  results.push({ tier: name, outcome: 'skipped', seconds: 0, note });
}

export const anyFailed = (results: TierResult[]) => results.some((result) => result.outcome === 'failed');

/** The whole `npm test` on two cores, building and starting the emulators included (decision 026). */
export const RUN_BUDGET_SECONDS = 20 * 60;

/**
 * What each tier may take on a two-core machine (decision 026), with 45 s of the run's 20 minutes left to build
 * and start the emulators (about 40 s here). A feature adds journeys, not permutations, and keeps its tier inside these
 * figures; a tier past its figure is named in the summary. Printed, not enforced: one slow machine must not fail
 * a run whose tests all passed.
 */
export const TIER_BUDGET_SECONDS = {
  typecheck: 75,
  lint: 75,
  unit: 140,
  'size budget': 5,
  'rules (Storage)': 30,
  'rules (Firestore)': 200,
  'integration (functions)': 240,
  'end-to-end (Chromium)': 640,
} as const satisfies Record<string, number>;

/** One summary line: outcome, tier, seconds against its budget, and a note. */
export function summaryLine({ tier: name, outcome, seconds, note }: TierResult): string {
  const budget = (TIER_BUDGET_SECONDS as Record<string, number | undefined>)[name];
  const figures = `${seconds.toFixed(1).padStart(6)} s${budget ? ` of ${String(budget).padStart(3)} s` : '         '}`;
  const over = budget !== undefined && seconds > budget ? 'over budget' : '';
  const notes = [over, note].filter(Boolean).join('; ');
  return `  ${outcome.padEnd(8)} ${name.padEnd(26)} ${figures}${notes ? `  (${notes})` : ''}`;
}

/** Prints the summary (each tier against its budget, then the whole run); returns `npm test`'s exit code. */
export function printSummary(results: TierResult[], runSeconds?: number): number {
  console.log('\nSummary');
  for (const result of results) {
    console.log(summaryLine(result));
    for (const failure of result.failures ?? []) console.log(`             ${failure}`);
  }
  const count = (outcome: Outcome) => results.filter((result) => result.outcome === outcome).length;
  console.log(`tiers: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`);
  if (runSeconds !== undefined) {
    const over = runSeconds > RUN_BUDGET_SECONDS ? '  (over budget)' : '';
    console.log(`whole run: ${runSeconds.toFixed(0)} s of ${RUN_BUDGET_SECONDS} s${over}`);
  }
  return anyFailed(results) ? 1 : 0;
}
