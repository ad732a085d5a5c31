/**
 * What `npm start` runs once the emulators are ready (scripts/start.ts): seeds the demo data, prints where
 * everything is, and keeps the emulators up until Ctrl-C.
 */
import { writeFileSync } from 'node:fs';

import { EMULATOR_ENV_FILE, PROJECT_ID, storageRunning } from './lib/emulators';
import { log } from './lib/log';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { seedDemoData } from './seed/seed';

async function main() {
  // Where the emulators are, for a single test tier run beside this one (tests/support/emulator-hosts.ts).
  const hosts = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST', 'FIREBASE_STORAGE_EMULATOR_HOST'];
  const running = Object.fromEntries(hosts.filter((key) => process.env[key]).map((key) => [key, process.env[key]]));
  writeFileSync(EMULATOR_ENV_FILE, `${JSON.stringify(running, null, 2)}\n`);

  log.info('Seeding demo data...');
  await seedDemoData(PROJECT_ID);

  const site = process.env.HOSTING_URL!;
  console.log(`
  The site is running at ${site}

  Client portal  ${site}/client/login
  Admin area     ${site}/webmin1010/login

  Demo sign-ins (emulator only):
    admin   ${DEMO_ACCOUNTS.admin.email}  /  ${DEMO_ACCOUNTS.admin.password}
    client  ${DEMO_ACCOUNTS.client.email}  /  ${DEMO_ACCOUNTS.client.password}

  File storage   ${storageRunning() ? 'available' : 'unavailable on this machine (see above)'}
  API health     ${site}/api/health

  Press Ctrl-C to stop.
`);
  // `emulators:exec` stops the emulators when this script ends, so it ends only when Ctrl-C ends the run.
  setInterval(() => {}, 2 ** 30);
}

main().catch((error: unknown) => {
  log.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
