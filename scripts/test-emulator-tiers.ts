/**
 * The tiers of `npm test` that need the emulators, run by scripts/test.ts under `emulators:exec` once they are
 * ready. Writes its results as JSON to the file named by its argument, for test.ts's summary; exits non-zero if
 * any tier fails.
 */
import { readFileSync, writeFileSync } from 'node:fs';

import { PROJECT_ID, storageRunning } from './lib/emulators';
import { log } from './lib/log';
import { NPM, npx, runCaptured } from './lib/run';
import { anyFailed, parallelLanes, skip, tier, type TierResult } from './lib/tiers';
import { seedDemoData } from './seed/seed';

const results: TierResult[] = [];

async function main() {
  // Storage's rules tests write the app project's documents they read, so they run before the demo data is seeded.
  if (storageRunning()) {
    await tier(results, 'rules (Storage)', () =>
      npx('vitest', 'run', '--config', 'tests/storage-rules/vitest.config.ts'),
    );
  } else {
    skip(results, 'rules (Storage)', 'the Storage emulator cannot start on this machine');
  }
  await seedDemoData(PROJECT_ID);
  // Side by side: the Firestore rules tests keep to a project of their own (tests/rules/support/rules-env.ts), and
  // the integration tests (in two groups) spend most of their time waiting on the functions emulator, so the rules
  // and then the unit tests (which need no emulator, in the environment scripts/test.ts had before the emulators started) run
  // beside them (docs/decisions/026-test-time-budget.md).
  const unitEnv = JSON.parse(readFileSync(process.argv[3]!, 'utf8')) as NodeJS.ProcessEnv;
  await parallelLanes(results, [
    [
      {
        name: 'rules (Firestore)',
        body: () => runCaptured(NPM, ['exec', '--', 'vitest', 'run', '--config', 'tests/rules/vitest.config.ts']),
      },
      { name: 'unit', body: () => runCaptured(NPM, ['exec', '--', 'vitest', 'run'], unitEnv) },
    ],
    [{ name: 'integration (functions)', body: integrationInTwoGroups }],
  ]);
  await tier(results, 'end-to-end (Chromium)', () => npx('playwright', 'test'));
}

/**
 * The integration tests in two groups at once (tests/integration/vitest.config.ts): each waits on the functions
 * emulator most of the time, so together they take little longer than the longer alone. One tier, both outputs.
 */
async function integrationInTwoGroups(): Promise<{ code: number; output: string }> {
  const groups = await Promise.all(
    ['together', 'apart'].map((group) =>
      runCaptured(NPM, ['exec', '--', 'vitest', 'run', '--config', 'tests/integration/vitest.config.ts'], {
        ...process.env,
        INTEGRATION_GROUP: group,
      }),
    ),
  );
  return {
    code: groups.find(({ code }) => code !== 0)?.code ?? 0,
    output: groups.map(({ output }) => output).join('\n'),
  };
}

main()
  .catch((error: unknown) => {
    log.error(error instanceof Error ? error.message : String(error));
    results.push({ tier: 'test runner', outcome: 'failed', seconds: 0 });
  })
  .finally(() => {
    writeFileSync(process.argv[2]!, JSON.stringify(results));
    process.exit(anyFailed(results) ? 1 : 0);
  });
