/**
 * The tiers of `npm test` that need the emulators, run by scripts/test.ts under `emulators:exec` once they are
 * ready. Writes its results as JSON to the file named by its argument, for test.ts's summary; exits non-zero if
 * any tier fails.
 */
import { writeFileSync } from 'node:fs';

import { PROJECT_ID, storageRunning } from './lib/emulators';
import { log } from './lib/log';
import { npx } from './lib/run';
import { anyFailed, skip, tier, type TierResult } from './lib/tiers';
import { seedDemoData } from './seed/seed';

const results: TierResult[] = [];

async function main() {
  await tier(results, 'rules (Firestore)', () => npx('vitest', 'run', '--config', 'tests/rules/vitest.config.ts'));
  if (storageRunning()) {
    await tier(results, 'rules (Storage)', () =>
      npx('vitest', 'run', '--config', 'tests/storage-rules/vitest.config.ts'),
    );
  } else {
    skip(results, 'rules (Storage)', 'the Storage emulator cannot start on this machine');
  }
  await seedDemoData(PROJECT_ID);
  await tier(results, 'integration (functions)', () =>
    npx('vitest', 'run', '--config', 'tests/integration/vitest.config.ts'),
  );
  await tier(results, 'end-to-end (Chromium)', () => npx('playwright', 'test'));
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
