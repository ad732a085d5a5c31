/**
 * `npm test`: every tier, in order, with one emulator run shared by the tiers that need it. Exits non-zero if
 * any tier fails. Tiers: typecheck, lint, unit; then on the emulators: Firestore rules, Storage rules (when the
 * Storage emulator can start here), functions integration, end-to-end in Chromium.
 */
import { PROJECT_ID, type RunningEmulators, startEmulators } from './lib/emulators';
import { log, SetupError } from './lib/log';
import { NPM, run } from './lib/run';
import { seedDemoData } from './seed/seed';

type Outcome = 'passed' | 'failed' | 'skipped';
const results: { tier: string; outcome: Outcome; seconds: number; note?: string }[] = [];

async function tier(name: string, body: () => Promise<number>): Promise<void> {
  log.info(`Tier: ${name}`);
  const started = Date.now();
  const code = await body();
  const outcome: Outcome = code === 0 ? 'passed' : 'failed';
  results.push({ tier: name, outcome, seconds: (Date.now() - started) / 1000 });
  (code === 0 ? log.ok : log.error)(`${name} ${outcome}`);
}

function skip(name: string, note: string) {
  log.warn(`Tier skipped: ${name} (${note})`);
  results.push({ tier: name, outcome: 'skipped', seconds: 0, note });
}

const npx = (...args: string[]) => run(NPM, ['exec', '--', ...args]);

async function main() {
  await tier('typecheck', () => run(NPM, ['run', 'typecheck', '--silent']));
  await tier('lint', () => run(NPM, ['run', 'lint', '--silent']));
  await tier('unit', () => npx('vitest', 'run'));

  const buildCode = await run(NPM, ['run', 'build', '--silent']);
  if (buildCode !== 0) {
    results.push({ tier: 'build', outcome: 'failed', seconds: 0 });
    return;
  }

  let emulators: RunningEmulators | undefined;
  try {
    emulators = await startEmulators();
  } catch (error) {
    log.error(error instanceof Error ? error.message : String(error));
    results.push({ tier: 'emulators', outcome: 'failed', seconds: 0 });
    return;
  }
  try {
    const env = emulators.env;
    Object.assign(process.env, env);
    await tier('rules (Firestore)', () => npx('vitest', 'run', '--config', 'tests/rules/vitest.config.ts'));
    if (emulators.storage) {
      await tier('rules (Storage)', () => npx('vitest', 'run', '--config', 'tests/storage-rules/vitest.config.ts'));
    } else {
      skip('rules (Storage)', 'the Storage emulator cannot start on this machine');
    }
    await seedDemoData(PROJECT_ID);
    await tier('integration (functions)', () => npx('vitest', 'run', '--config', 'tests/integration/vitest.config.ts'));
    await tier('end-to-end (Chromium)', () => npx('playwright', 'test'));
  } finally {
    await emulators.stop();
  }
}

function summary(): number {
  console.log('\nSummary');
  for (const { tier: name, outcome, seconds, note } of results) {
    console.log(
      `  ${outcome.padEnd(8)} ${name.padEnd(26)} ${seconds.toFixed(1).padStart(6)} s${note ? `  (${note})` : ''}`,
    );
  }
  const count = (outcome: Outcome) => results.filter((result) => result.outcome === outcome).length;
  const failed = count('failed');
  console.log(`tiers: ${count('passed')} passed, ${failed} failed, ${count('skipped')} skipped`);
  return failed === 0 ? 0 : 1;
}

main()
  .catch((error: unknown) => {
    log.error(error instanceof SetupError || error instanceof Error ? error.message : String(error));
    results.push({ tier: 'test runner', outcome: 'failed', seconds: 0 });
  })
  .finally(() => process.exit(summary()));
