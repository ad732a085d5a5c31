/**
 * `npm start`: builds web and functions, starts the emulators, seeds the demo data and serves the whole product
 * at http://127.0.0.1:5000 until Ctrl-C. Running it again starts afresh. `npm start -- --no-build` skips the build
 * (for serving what was last built).
 */
import { PROJECT_ID, startEmulators } from './lib/emulators';
import { log, SetupError } from './lib/log';
import { NPM, runOrThrow } from './lib/run';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { seedDemoData } from './seed/seed';

async function main() {
  if (!process.argv.includes('--no-build')) {
    log.info('Building web and functions...');
    await runOrThrow(NPM, ['run', 'build', '--silent']);
  }

  log.info('Starting the Firebase emulators...');
  const emulators = await startEmulators();
  Object.assign(process.env, emulators.env);

  log.info('Seeding demo data...');
  await seedDemoData(PROJECT_ID);

  const site = emulators.env.HOSTING_URL!;
  console.log(`
  The site is running at ${site}

  Client portal  ${site}/client/login
  Admin area     ${site}/webmin1010/login

  Demo sign-ins (emulator only):
    admin   ${DEMO_ACCOUNTS.admin.email}  /  ${DEMO_ACCOUNTS.admin.password}
    client  ${DEMO_ACCOUNTS.client.email}  /  ${DEMO_ACCOUNTS.client.password}

  File storage   ${emulators.storage ? 'available' : 'unavailable on this machine (see above)'}
  API health     ${site}/api/health

  Press Ctrl-C to stop.
`);

  const code = await emulators.exited;
  log.error(`The emulators stopped unexpectedly (exit code ${code}); see ${emulators.logFile}.`);
  await emulators.stop();
  process.exit(1);
}

main().catch((error: unknown) => {
  log.error(error instanceof SetupError || error instanceof Error ? error.message : String(error));
  process.exit(1);
});
