/**
 * `npm run bench:contacts`: a fixed number of contact-form submissions through the Hosting rewrite, then the
 * same straight at the function, printing requests/s and p50/p99 latency for each, and checking that every
 * lead answered 201 really is in Firestore (0 lost); scripts/bench-contacts-run.ts does that on the emulators.
 * Every contact-form limit (per address, per email and global) is raised for the run (through
 * functions/.env.local, removed afterwards), since the bench sends far more leads than the limits let through.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { runWithEmulators } from './lib/emulators';
import { log } from './lib/log';
import { ROOT } from './lib/paths';
import { NPM, runOrThrow } from './lib/run';

const ENV_LOCAL = join(ROOT, 'functions', '.env.local');
const BENCH_RATE_LIMIT = 1_000_000;
const RAISED_LIMITS = ['CONTACT_RATE_LIMIT_MAX', 'CONTACT_EMAIL_LIMIT_MAX', 'CONTACT_GLOBAL_LIMIT_MAX'];

async function main() {
  log.info('Building the functions...');
  await runOrThrow(NPM, ['run', 'build', '-w', 'functions', '--silent']);
  writeFileSync(
    ENV_LOCAL,
    [
      '# Written by npm run bench:contacts for its run only.',
      ...RAISED_LIMITS.map((name) => `${name}=${BENCH_RATE_LIMIT}`),
      '',
    ].join('\n'),
  );
  log.warn(
    `Contact limits (per address, per email, global) raised to ${BENCH_RATE_LIMIT} per window for this bench (functions/.env.local).`,
  );
  try {
    const { code } = await runWithEmulators('scripts/bench-contacts-run.ts');
    process.exitCode = code;
  } finally {
    rmSync(ENV_LOCAL, { force: true });
  }
}

main().catch((error: unknown) => {
  log.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
