/**
 * `npm run bench:scale`: the admin area and the portal at issue 30's scale (10,000 clients, 20,000 leads, 10,000
 * projects, 100,000 activity entries, 10,000 threads, 20,000 files, 10,000 quotes and invoices; `--scale=0.1` for a
 * tenth). Seeds the emulators through the Admin SDK with triggers paused, then opens every admin and client screen
 * in headless Chromium, at a tenth of the scale and at the scale, and prints per screen the time until its data
 * shows, the documents delivered to the browser and the JavaScript heap, with the ratios, a bare query's time on
 * the emulator beside each, and the time from Sign in to each dashboard's first list (scripts/bench-scale-run.ts).
 *
 * Beside a running `npm start` it uses those emulators, and EMPTIES their Firestore first (the demo data is seeded
 * again); otherwise it builds web and functions and starts the emulators for the run. Options: `--scale=N`
 * (default 1), `--runs=N` (default 5), `--no-build` (measure the last build). Figures, not a test: not in `npm test`.
 */
import { existsSync, readFileSync } from 'node:fs';

import { EMULATOR_ENV_FILE, emulatorEnv, emulatorsRunning, runWithEmulators, siteUrls } from './lib/emulators';
import { log } from './lib/log';
import { NPM, run, runOrThrow } from './lib/run';

const SCRIPT = 'scripts/bench-scale-run.ts';
const args = process.argv.slice(2).filter((arg) => /^--(scale|runs)=/.test(arg));

async function main() {
  if (await emulatorsRunning()) {
    // The hosts `npm start` wrote down (Storage among them, when it runs), for the demo seed's files.
    const written = existsSync(EMULATOR_ENV_FILE)
      ? (JSON.parse(readFileSync(EMULATOR_ENV_FILE, 'utf8')) as Record<string, string>)
      : {};
    const env = { ...written, ...emulatorEnv() };
    log.warn(
      `Using the emulators already running (Firestore ${env.FIRESTORE_EMULATOR_HOST}): their Firestore is emptied and seeded again.`,
    );
    log.info('The site is served from the last web build: `npm run build:emulators -w web` first if it changed.');
    process.exitCode = await run(process.execPath, ['--import', 'tsx', SCRIPT, ...args], { ...env, ...siteUrls() });
    return;
  }
  if (!process.argv.includes('--no-build')) {
    log.info('Building web and functions...');
    await runOrThrow(NPM, ['run', 'build', '--silent']);
  }
  const { code } = await runWithEmulators(SCRIPT, args);
  process.exitCode = code;
}

main().catch((error: unknown) => {
  log.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
