/**
 * `npm start`: builds web and functions, starts the emulators, seeds the demo data and serves the whole product
 * at http://127.0.0.1:5000 until Ctrl-C (scripts/serve.ts runs while the emulators are up). Running it again
 * starts afresh. `npm start -- --no-build` skips the build (for serving what was last built).
 */
import { emulatorLogTail, runWithEmulators } from './lib/emulators';
import { log, SetupError } from './lib/log';
import { NPM, runOrThrow } from './lib/run';

async function main() {
  if (!process.argv.includes('--no-build')) {
    log.info('Building web and functions...');
    await runOrThrow(NPM, ['run', 'build', '--silent']);
  }

  log.info('Starting the Firebase emulators...');
  const { code, signal } = await runWithEmulators('scripts/serve.ts');
  if (signal) {
    log.ok('Emulators stopped.');
  } else {
    console.log(emulatorLogTail());
    log.error(`The emulators stopped unexpectedly (exit code ${code}); see .cache/emulators.log.`);
  }
  process.exit(signal ? code : 1);
}

main().catch((error: unknown) => {
  log.error(error instanceof SetupError || error instanceof Error ? error.message : String(error));
  process.exit(1);
});
