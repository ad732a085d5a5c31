import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect, createServer } from 'node:net';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';

import { startAssessmentFixture } from './assessment-fixture';
import { emulatorFirebaseConfig, type FirebaseConfig } from './csp';
import { assertJava, type FirestoreSource, resolveFirestore, resolveStorage } from './emulator-setup';
import { log, SetupError } from './log';
import { CACHE_DIR, ROOT } from './paths';

/**
 * The one emulator launcher, used by `npm start`, `npm test` and the benches
 * (docs/decisions/001-offline-emulators.md). It decides how Firestore and Storage can run here, then hands over
 * to firebase-tools' own `emulators:exec`, which starts the emulators, runs a script once they are all ready and
 * stops them, Java included, when the script ends.
 */

const require = createRequire(import.meta.url);

export const PROJECT_ID = 'demo-agency';

type EmulatorName = 'auth' | 'firestore' | 'functions' | 'hosting' | 'storage';

interface FirebaseJson extends FirebaseConfig {
  emulators: Record<string, { host?: string; port?: number; websocketPort?: number }>;
}

const readFirebaseJson = () => JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as FirebaseJson;

/**
 * firebase-tools takes the directory of a `--config` file as the project directory and resolves every relative
 * path in it (web/dist, functions, the rules files, .firebaserc) from there, so the copy sits beside firebase.json.
 * It is git-ignored and rewritten on every start.
 */
const EMULATOR_CONFIG = join(ROOT, 'firebase.emulators.json');
/** java.util.logging for the Java emulators (its comments say why). */
const EMULATOR_LOGGING = join(ROOT, 'scripts', 'config', 'emulator-logging.properties');

/**
 * firebase.json as the emulators serve it: the production Content-Security-Policy plus the emulators' loopback
 * origins in `connect-src`, which the deployed header must never carry (scripts/lib/csp.ts, decision 010).
 */
function writeEmulatorConfig(): string {
  writeFileSync(EMULATOR_CONFIG, `${JSON.stringify(emulatorFirebaseConfig(readFirebaseJson()), null, 2)}\n`);
  return EMULATOR_CONFIG;
}

function emulatorPort(name: EmulatorName): number {
  const port = readFirebaseJson().emulators[name]?.port;
  if (!port) throw new Error(`firebase.json has no port for the ${name} emulator`);
  return port;
}

/** The Functions emulator's origin, for scripts that call a function directly (`npm run job`). */
export const functionsEmulatorOrigin = () => `http://127.0.0.1:${emulatorPort('functions')}`;

/** Where the emulators are, for scripts that run beside `npm start` (admin:grant). */
export function emulatorEnv(): Record<string, string> {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${emulatorPort('firestore')}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${emulatorPort('auth')}`,
  };
}

/** The site and the functions, for scripts run by `runWithEmulators` (`emulators:exec` gives the other hosts). */
export const siteUrls = () => ({
  HOSTING_URL: `http://127.0.0.1:${emulatorPort('hosting')}`,
  FUNCTIONS_URL: `http://127.0.0.1:${emulatorPort('functions')}`,
});

/** The Emulator Hub's origin (it pauses and resumes background triggers), as `emulators:exec` names it or firebase.json. */
export const emulatorHubOrigin = () =>
  `http://${process.env.FIREBASE_EMULATOR_HUB ?? `127.0.0.1:${readFirebaseJson().emulators.hub?.port ?? 4400}`}`;

/** Whether something accepts connections at `host:port`. */
function listening(address: string): Promise<boolean> {
  const [host, port] = address.split(':') as [string, string];
  return new Promise((resolve) => {
    const socket = connect({ host, port: Number(port) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Whether `npm start`'s emulators (Firestore and Auth at least) are running, for a bench that can use them. */
export async function emulatorsRunning(): Promise<boolean> {
  const env = emulatorEnv();
  const up = await Promise.all([env.FIRESTORE_EMULATOR_HOST!, env.FIREBASE_AUTH_EMULATOR_HOST!].map(listening));
  return up.every(Boolean);
}

/** In a script run by `runWithEmulators`: whether the Storage emulator runs (`emulators:exec` names its host). */
export const storageRunning = () => Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST);

/**
 * The emulator hosts of the running `npm start` (written by scripts/serve.ts), so a single test tier run beside it
 * finds them without setting variables by hand (tests/support/emulator-hosts.ts).
 */
export const EMULATOR_ENV_FILE = join(CACHE_DIR, 'emulator-env.json');

/** firebase-tools' and the emulators' output, rewritten on every run. */
export const EMULATOR_LOG = join(CACHE_DIR, 'emulators.log');

export interface EmulatorRunEnd {
  /** The script's exit code, or firebase-tools' own when the emulators could not start. */
  code: number;
  /** The signal (Ctrl-C, SIGTERM) that ended the run, if one did. */
  signal?: NodeJS.Signals;
}

/** The end of the emulator log, for when the emulators stopped without being asked to. */
export function emulatorLogTail(lines = 15): string {
  const text = existsSync(EMULATOR_LOG) ? readFileSync(EMULATOR_LOG, 'utf8') : '';
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

/**
 * Starts the emulators, runs `script` (a TypeScript file, with `args`) once they are ready, and stops them when
 * the script ends or on Ctrl-C, SIGTERM or SIGHUP. The script finds the emulators through the variables
 * `emulators:exec` sets (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST, FIREBASE_STORAGE_EMULATOR_HOST
 * when Storage runs, GCLOUD_PROJECT) and HOSTING_URL and FUNCTIONS_URL.
 */
export async function runWithEmulators(script: string, args: string[] = []): Promise<EmulatorRunEnd> {
  assertJava();
  assertBuilt();
  const [firestore, storage] = await Promise.all([resolveFirestore(), resolveStorage()]);
  const only: EmulatorName[] = ['auth', 'firestore', 'functions', 'hosting'];
  if (storage.available) only.push('storage');
  if (!storage.available) {
    log.warn(`File storage unavailable: the Storage emulator cannot start (${storage.reason}); starting without it.`);
  } else if (storage.binaryPath) {
    log.info(`Storage emulator: ${storage.reason}.`);
  }
  describeFirestore(firestore);
  if (existsSync(join(ROOT, 'functions', '.env.local'))) {
    log.warn('functions/.env.local is present: its values override functions/.env for this run.');
  }
  await assertPortsFree(only);

  const env: NodeJS.ProcessEnv = { ...process.env, ...siteUrls() };
  if (firestore.kind === 'system-wrapper') env.FIRESTORE_EMULATOR_BINARY_PATH = firestore.wrapper;
  if (storage.available && storage.binaryPath) env.STORAGE_EMULATOR_BINARY_PATH = storage.binaryPath;
  // Quieter Java emulators: the listen-channel warnings they repeat for every closed tab (the file says why). The
  // JVM splits JAVA_TOOL_OPTIONS at spaces, so a checkout under a path with one keeps the emulators' own logging.
  if (!EMULATOR_LOGGING.includes(' ')) {
    env.JAVA_TOOL_OPTIONS = [process.env.JAVA_TOOL_OPTIONS, `-Djava.util.logging.config.file=${EMULATOR_LOGGING}`]
      .filter(Boolean)
      .join(' ');
  }
  // The functions emulator starts a Node process for a function the first time it is called, and one more for each
  // call that finds it busy, and fails the call ("Failed to load function") if that process is not ready in 30 s.
  // On two busy cores, twenty functions first called at once took 49 s: cold, not broken. Two minutes, unless set.
  env.FUNCTIONS_DISCOVERY_TIMEOUT ??= '120';
  // The Storage emulator keeps uploads in `<tmpdir>/firebase/storage` and empties it when it stops, so two runs on
  // one machine (two clones, a bench beside `npm start`) would delete each other's files mid-read, which ends the
  // whole emulator process. Each run gets a temporary folder of its own.
  const runTmp = mkdtempSync(join(tmpdir(), 'agency-emulators-'));
  env.TMPDIR = runTmp;
  mkdirSync(CACHE_DIR, { recursive: true });
  const logFd = openSync(EMULATOR_LOG, 'w');
  // firebase-tools gives the script its own stdin, stdout and stderr. Its output and the emulators' go to the log,
  // so it gets this terminal as its stdin, which the script takes back as its stdout and stderr. The script runs
  // in the same Node as this one, TypeScript through tsx's loader (no tsx wrapper process).
  const node = [process.execPath, '--import', 'tsx', script, ...args].map(shellQuote).join(' ');
  const command = `${node} >&0 2>&0 </dev/null`;
  // The website assessment's loopback test sites, the only ones the functions emulator may fetch (decision 020);
  // a port already taken is a warning, not a failed start.
  const fixture = await startAssessmentFixture();
  const firebase = spawn(
    process.execPath,
    [
      require.resolve('firebase-tools/lib/bin/firebase.js'),
      'emulators:exec',
      command,
      '--non-interactive',
      '--config',
      writeEmulatorConfig(),
      '--project',
      PROJECT_ID,
      '--only',
      only.join(','),
    ],
    // A process group of its own, so that one Ctrl-C reaches it once, from here: a second signal makes
    // firebase-tools exit at once without stopping the Java emulators, and the terminal and npm each send one.
    { cwd: ROOT, env, detached: true, stdio: [process.stdout.fd, logFd, logFd] },
  );

  let signal: NodeJS.Signals | undefined;
  const forward = (name: NodeJS.Signals) => {
    if (signal) return;
    signal = name;
    firebase.kill(name);
  };
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  for (const name of signals) process.on(name, forward);
  const code = await new Promise<number>((resolve) => {
    firebase.once('error', () => resolve(127));
    firebase.once('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  for (const name of signals) process.off(name, forward);
  await fixture.close();
  closeSync(logFd);
  rmSync(runTmp, { recursive: true, force: true });
  // On a signal firebase-tools stops the emulators and exits, but leaves the script it was running (still in
  // its process group) running: end whatever is left of the group.
  try {
    process.kill(-firebase.pid!, 'SIGTERM');
  } catch {
    // Nothing left.
  }
  return signal ? { code: 128 + constants.signals[signal], signal } : { code };
}

/** One argument as the shell `emulators:exec` runs the script with reads it back. */
const shellQuote = (arg: string) => `'${arg.replaceAll("'", `'\\''`)}'`;

function describeFirestore(source: FirestoreSource) {
  if (source.kind === 'system-wrapper') {
    log.info(`Firestore emulator: offline, using the Google Cloud SDK's jar (${source.systemJar}) through a wrapper.`);
  } else if (source.kind === 'override') {
    log.info(`Firestore emulator: FIRESTORE_EMULATOR_BINARY_PATH=${source.path}`);
  } else {
    log.info(`Firestore emulator: firebase-tools' own (${source.reason}).`);
  }
}

function assertBuilt() {
  for (const [what, file] of [
    ['web', 'web/dist/index.html'],
    ['functions', 'functions/lib/index.js'],
  ] as const) {
    if (!existsSync(join(ROOT, file))) {
      throw new SetupError(`The ${what} build is missing (${file}): run \`npm run build\` first.`);
    }
  }
}

/** Every port the run needs, checked before anything starts: one line here, not firebase-tools' in the log. */
async function assertPortsFree(emulators: EmulatorName[]) {
  const config = readFirebaseJson().emulators;
  const ports: [string, number][] = [];
  for (const name of [...emulators, 'hub', 'logging', 'eventarc', 'tasks']) {
    const { port, websocketPort } = config[name] ?? {};
    if (port) ports.push([name, port]);
    if (websocketPort) ports.push([`${name} websocket`, websocketPort]);
  }
  for (const [name, port] of ports) {
    if (!(await isPortFree(port))) {
      throw new SetupError(
        `Port ${port} (${name} emulator) is already in use: another emulator run or program holds it. Stop it and try again.`,
      );
    }
  }
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
