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

/**
 * Runs tiers at the same time (each a command whose output is kept), then reports each in the order given, its
 * output whole, as `tier` would have. For tiers that each keep one core busy (tsc, ESLint): on two cores they take
 * as long together as the longer alone.
 */
export async function parallelTiers(
  results: TierResult[],
  tiers: { name: string; body: () => Promise<{ code: number; output: string }> }[],
): Promise<void> {
  log.info(`Tiers, side by side: ${tiers.map(({ name }) => name).join(', ')}`);
  const outcomes = await Promise.all(
    tiers.map(async ({ name, body }) => {
      const started = Date.now();
      const answer = await body();
      return { name, ...answer, seconds: (Date.now() - started) / 1000 };
    }),
  );
  for (const { name, code, output, seconds } of outcomes) {
    log.info(`Tier: ${name}`);
    if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    const outcome: Outcome = code === 0 ? 'passed' : 'failed';
    results.push({ tier: name, outcome, seconds });
    (code === 0 ? log.ok : log.error)(`${name} ${outcome}`);
  }
}

export function skip(results: TierResult[], name: string, note: string): void {
  log.warn(`Tier skipped: ${name} (${note})`);
  results.push({ tier: name, outcome: 'skipped', seconds: 0, note });
}

export const anyFailed = (results: TierResult[]) => results.some((result) => result.outcome === 'failed');

/** Prints the summary; returns the exit code `npm test` ends with. */
export function printSummary(results: TierResult[]): number {
  console.log('\nSummary');
  for (const { tier: name, outcome, seconds, note } of results) {
    console.log(
      `  ${outcome.padEnd(8)} ${name.padEnd(26)} ${seconds.toFixed(1).padStart(6)} s${note ? `  (${note})` : ''}`,
    );
  }
  const count = (outcome: Outcome) => results.filter((result) => result.outcome === outcome).length;
  console.log(`tiers: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`);
  return anyFailed(results) ? 1 : 0;
}
