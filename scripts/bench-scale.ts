/**
 * `npm run bench:scale`: the admin area and the portal at issue 30's scale (10,000 clients, 20,000 leads, 10,000
 * projects, 100,000 activity entries, 10,000 threads, 20,000 file documents, 10,000 quotes and invoices;
 * `--scale=0.1` for a tenth). Each of the two scales, a tenth of it and all of it, is measured on emulators started
 * for it alone: seeded through the Admin SDK with triggers paused, then every admin and client screen opened in
 * headless Chromium (scripts/bench-scale-run.ts). It prints per screen the time until its data shows, the documents
 * delivered to the browser and the JavaScript heap at both scales, with the ratios, a bare query's time on the
 * emulator beside each, and the time from Sign in to each dashboard's first list.
 *
 * Why fresh emulators per scale: the Firestore emulator never lets go of a closed tab's listeners (its listen
 * streams outlive the browser), and it runs every listener's query again on each write to that collection, so once
 * the tenth has been measured, seeding the rest into the same emulator slowed to a crawl (seconds per 500
 * documents) and never finished at full scale. Hence it needs the emulator ports free: stop `npm start` first.
 *
 * Options: `--scale=N` (default 1), `--runs=N` (default 5), `--no-build` (measure the last build). Figures, not a
 * test: not in `npm test`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { printReport, type Scale } from './lib/bench-report';
import { SCREENS } from './lib/bench-screens';
import { emulatorsRunning, runWithEmulators } from './lib/emulators';
import { log } from './lib/log';
import { NPM, runOrThrow } from './lib/run';

const SCRIPT = 'scripts/bench-scale-run.ts';
const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const SCALE = Number(option('scale') ?? 1);
const RUNS = Number(option('runs') ?? 5);

/** Measures one scale on emulators of its own; resolves with its figures. */
async function measureOn(freshEmulators: string, scale: number): Promise<Scale> {
  const out = join(freshEmulators, `scale-${scale}.json`);
  const { code } = await runWithEmulators(SCRIPT, [`--scale=${scale}`, `--runs=${RUNS}`, `--out=${out}`]);
  if (code !== 0) throw new Error(`Measuring at ×${scale} failed (exit ${code}): see the lines above.`);
  return JSON.parse(readFileSync(out, 'utf8')) as Scale;
}

async function main() {
  if (!(SCALE > 0) || !(RUNS >= 1)) throw new Error('--scale must be above 0 and --runs at least 1.');
  if (await emulatorsRunning()) {
    throw new Error(
      'The emulators are running (`npm start`?): the bench starts fresh ones for each scale, so stop them first.',
    );
  }
  if (!process.argv.includes('--no-build')) {
    log.info('Building web and functions...');
    await runOrThrow(NPM, ['run', 'build', '--silent']);
  }
  const figures = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  try {
    const tenth = await measureOn(figures, SCALE / 10);
    const full = await measureOn(figures, SCALE);
    printReport(SCREENS, tenth, full, RUNS);
  } finally {
    rmSync(figures, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  log.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
