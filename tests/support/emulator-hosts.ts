import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Emulator addresses for tests, from the same firebase.json the launcher uses. */
const emulators = (
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'firebase.json'), 'utf8')) as {
    emulators: Record<string, { host: string; port: number }>;
  }
).emulators;

export function emulatorAddress(name: 'auth' | 'firestore' | 'functions' | 'hosting' | 'storage') {
  const { host, port } = emulators[name]!;
  return { host, port, origin: `http://${host}:${port}` };
}

/** The project the app and its seeded demo data live in on the emulators. */
export const APP_PROJECT_ID = 'demo-agency';

/**
 * A tier run on its own beside `npm start` (README, "What npm test runs") talks to that run's emulators: the hosts
 * it wrote down, unless the caller (npm test, under `emulators:exec`) already set them.
 */
const running = join(import.meta.dirname, '..', '..', '.cache', 'emulator-env.json');
if (!process.env.FIRESTORE_EMULATOR_HOST && existsSync(running)) {
  for (const [key, value] of Object.entries(JSON.parse(readFileSync(running, 'utf8')) as Record<string, string>)) {
    process.env[key] ??= value;
  }
}
