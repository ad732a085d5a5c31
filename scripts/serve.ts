/**
 * What `npm start` runs once the emulators are ready (scripts/start.ts): seeds the demo data, prints where
 * everything is, and keeps the emulators up until Ctrl-C.
 */
import { PROJECT_ID, storageRunning } from './lib/emulators';
import { log } from './lib/log';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { seedDemoData } from './seed/seed';

async function main() {
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
