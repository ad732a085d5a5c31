/**
 * `npm test`: every tier, with one emulator run shared by the tiers that need it. Exits non-zero if any tier
 * fails. Tiers: typecheck beside lint; after the build, the first-load size budgets of the home page and both
 * dashboards; then on the emulators (scripts/test-emulator-tiers.ts): Storage rules (when the Storage emulator can
 * start here), Firestore rules then unit beside functions integration, end-to-end in Chromium.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { emulatorLogTail, runWithEmulators } from './lib/emulators';
import { checkFirstLoadBudgets } from './lib/first-load-budget';
import { log, SetupError } from './lib/log';
import { CACHE_DIR } from './lib/paths';
import { NPM, run, runCaptured } from './lib/run';
import { anyFailed, parallelTiers, printSummary, tier, type TierResult } from './lib/tiers';

const results: TierResult[] = [];
const runStarted = Date.now();
const EMULATOR_RESULTS = join(CACHE_DIR, 'test-emulator-tiers.json');
const UNIT_ENV = join(CACHE_DIR, 'test-unit-env.json');

async function main() {
  // Each keeps one core busy; side by side they take as long as the longer (docs/decisions/026-test-time-budget.md).
  await parallelTiers(results, [
    { name: 'typecheck', body: () => runCaptured(NPM, ['run', 'typecheck', '--silent']) },
    { name: 'lint', body: () => runCaptured(NPM, ['run', 'lint', '--silent']) },
  ]);
  const buildCode = await run(NPM, ['run', 'build', '--silent']);
  if (buildCode !== 0) {
    results.push({ tier: 'build', outcome: 'failed', seconds: 0 });
    return;
  }
  // The first-load JavaScript of the home page and both dashboards in the build just made (docs/decisions/021).
  await tier(results, 'size budget', () => Promise.resolve(checkFirstLoadBudgets()));

  rmSync(EMULATOR_RESULTS, { force: true });
  // The unit tier runs beside the emulator tiers that mostly wait (scripts/test-emulator-tiers.ts), in this
  // process's environment: none of the emulators' variables, which `emulators:exec` sets for its script.
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(UNIT_ENV, JSON.stringify(process.env));
  const started = Date.now();
  const { code, signal } = await runWithEmulators('scripts/test-emulator-tiers.ts', [EMULATOR_RESULTS, UNIT_ENV]);
  const ran = existsSync(EMULATOR_RESULTS);
  const emulatorTiers = ran ? (JSON.parse(readFileSync(EMULATOR_RESULTS, 'utf8')) as TierResult[]) : [];
  results.push(...emulatorTiers);
  // The emulators did not start or stop cleanly, or the run was stopped: say so, not just "fewer tiers".
  if (code !== 0 && !anyFailed(emulatorTiers)) {
    if (!ran && !signal) console.log(emulatorLogTail());
    const note = signal ? `stopped by ${signal}` : `exit code ${code}; see .cache/emulators.log`;
    results.push({ tier: 'emulators', outcome: 'failed', seconds: (Date.now() - started) / 1000, note });
  }
}

main()
  .catch((error: unknown) => {
    log.error(error instanceof SetupError || error instanceof Error ? error.message : String(error));
    results.push({ tier: 'test runner', outcome: 'failed', seconds: 0 });
  })
  .finally(() => process.exit(printSummary(results, (Date.now() - runStarted) / 1000)));
