import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';

import { emulatorFirebaseConfig, type FirebaseConfig } from './csp';
import { assertJava, type FirestoreSource, resolveFirestore, resolveStorage } from './emulator-setup';
import { log, SetupError } from './log';
import { CACHE_DIR, ROOT } from './paths';
import { commandOf, descendantsOf, groupMembers, isAlive, signal, waitForExit } from './processes';

/**
 * The one emulator launcher, used by `npm start` and `npm test` (docs/decisions/001-offline-emulators.md).
 * It runs the project's pinned firebase-tools, decides how Firestore and Storage can run here, and stops every
 * process it started, Java included, on stop, Ctrl-C or exit.
 */

const require = createRequire(import.meta.url);

export const PROJECT_ID = 'demo-agency';

type EmulatorName = 'auth' | 'firestore' | 'functions' | 'hosting' | 'storage';

interface FirebaseJson extends FirebaseConfig {
  emulators: Record<string, { host?: string; port?: number; websocketPort?: number }>;
}

const readFirebaseJson = () => JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as FirebaseJson;

let config: FirebaseJson['emulators'] | undefined;

/** The emulator section of firebase.json, read once. */
function emulatorConfig() {
  config ??= readFirebaseJson().emulators;
  return config;
}

/**
 * firebase-tools takes the directory of a `--config` file as the project directory and resolves every relative
 * path in it (web/dist, functions, the rules files, .firebaserc) from there, so the copy sits beside firebase.json.
 * It is git-ignored and rewritten on every start.
 */
const EMULATOR_CONFIG = join(ROOT, 'firebase.emulators.json');

/**
 * firebase.json as the emulators serve it: the production Content-Security-Policy plus the emulators' loopback
 * origins in `connect-src`, which the deployed header must never carry (scripts/lib/csp.ts, decision 010).
 */
function writeEmulatorConfig(): string {
  writeFileSync(EMULATOR_CONFIG, `${JSON.stringify(emulatorFirebaseConfig(readFirebaseJson()), null, 2)}\n`);
  return EMULATOR_CONFIG;
}

export function emulatorPort(name: EmulatorName | 'hub'): number {
  const port = emulatorConfig()[name]?.port;
  if (!port) throw new Error(`firebase.json has no port for the ${name} emulator`);
  return port;
}

/** Addresses for clients (Admin SDK, tests) to reach the running emulators. */
export function emulatorEnv(storage: boolean): Record<string, string> {
  const env: Record<string, string> = {
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${emulatorPort('firestore')}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${emulatorPort('auth')}`,
    HOSTING_URL: `http://127.0.0.1:${emulatorPort('hosting')}`,
    FUNCTIONS_URL: `http://127.0.0.1:${emulatorPort('functions')}`,
  };
  if (storage) env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${emulatorPort('storage')}`;
  return env;
}

export interface RunningEmulators {
  storage: boolean;
  env: Record<string, string>;
  logFile: string;
  stop(): Promise<void>;
  /** Resolves only if the emulators exit by themselves (a crash), not when `stop` ends them. */
  exited: Promise<number | null>;
}

const PID_FILE = join(CACHE_DIR, 'emulators.pids.json');
const READY_TIMEOUT_MS = 120_000;

export async function startEmulators(): Promise<RunningEmulators> {
  mkdirSync(CACHE_DIR, { recursive: true });
  await stopLeftovers();
  assertJava();
  assertBuilt();

  const [firestore, storage] = await Promise.all([resolveFirestore(), resolveStorage()]);
  const only: EmulatorName[] = ['auth', 'firestore', 'functions', 'hosting'];
  if (storage.available) only.push('storage');
  else
    log.warn(`File storage unavailable: the Storage emulator cannot start (${storage.reason}); starting without it.`);
  describeFirestore(firestore);
  if (existsSync(join(ROOT, 'functions', '.env.local'))) {
    log.warn('functions/.env.local is present: its values override functions/.env for this run.');
  }
  await assertPortsFree(only);

  const logFile = join(CACHE_DIR, 'emulators.log');
  const logStream = createWriteStream(logFile);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (firestore.kind === 'system-wrapper') env.FIRESTORE_EMULATOR_BINARY_PATH = firestore.wrapper;

  const firebaseBin = require.resolve('firebase-tools/lib/bin/firebase.js');
  const configFile = writeEmulatorConfig();
  const child = spawn(
    process.execPath,
    [
      firebaseBin,
      'emulators:start',
      '--non-interactive',
      '--config',
      configFile,
      '--project',
      PROJECT_ID,
      '--only',
      only.join(','),
    ],
    // Own process group: Ctrl-C reaches the launcher, which shuts everything down in order.
    { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout.pipe(logStream, { end: false });
  child.stderr.pipe(logStream, { end: false });

  let stopping: Promise<void> | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      if (!stopping) resolve(code);
    }),
  );
  const stop = () => (stopping ??= stopTree(child, logStream));
  const onSignal = () =>
    void stop().then(() => {
      log.ok('Emulators stopped.');
      process.exit(130);
    });
  for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(name, onSignal);
  process.once('exit', () => killNow(child));

  try {
    await waitUntilReady(child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  writeFileSync(PID_FILE, JSON.stringify([child.pid!, ...descendantsOf(child.pid!)]));
  log.ok(`Emulators ready: ${only.join(', ')} (log: ${relative(logFile)})`);

  return { storage: storage.available, env: emulatorEnv(storage.available), logFile, stop, exited };
}

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

async function assertPortsFree(emulators: EmulatorName[]) {
  const config = emulatorConfig();
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

/** Waits for firebase-tools' "All emulators ready" line; fails with the log's tail if it exits first. */
function waitUntilReady(child: ChildProcess, logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () =>
        reject(
          new SetupError(`The emulators did not start within ${READY_TIMEOUT_MS / 1000} s; see ${relative(logFile)}.`),
        ),
      READY_TIMEOUT_MS,
    );
    const onData = (data: Buffer) => {
      output += data.toString();
      if (output.includes('All emulators ready')) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      const tail = output.trim().split('\n').slice(-15).join('\n');
      reject(new SetupError(`The emulators exited (code ${code}) before they were ready:\n${tail}`));
    });
  });
}

/**
 * firebase-tools and everything it started. Its descendants alone are not enough once it has crashed: its
 * children are then orphans, the function workers in its process group and Java (a session of its own) only in
 * the pid file written when the emulators became ready.
 */
function emulatorProcesses(pid: number): number[] {
  return [...new Set([pid, ...descendantsOf(pid), ...groupMembers(pid), ...recordedProcesses()])];
}

/** The processes the pid file names that are still alive and still ours (a pid can be reused). */
function recordedProcesses(): number[] {
  if (!existsSync(PID_FILE)) return [];
  return (JSON.parse(readFileSync(PID_FILE, 'utf8')) as number[]).filter(
    (pid) => isAlive(pid) && /firebase|java|node/.test(commandOf(pid)),
  );
}

async function stopTree(child: ChildProcess, logStream: NodeJS.WritableStream): Promise<void> {
  const pid = child.pid;
  if (!pid) return;
  const tree = emulatorProcesses(pid);
  // firebase-tools shuts its emulators down in order on SIGINT; whatever is left after that is killed.
  signal([pid], 'SIGINT');
  let alive = await waitForExit(tree, 20_000);
  if (alive.length) {
    signal(alive, 'SIGTERM');
    alive = await waitForExit(alive, 5_000);
    signal(alive, 'SIGKILL');
  }
  logStream.end();
  rmSync(PID_FILE, { force: true });
}

function killNow(child: ChildProcess) {
  if (!child.pid) return;
  signal(emulatorProcesses(child.pid).filter(isAlive), 'SIGKILL');
  rmSync(PID_FILE, { force: true });
}

/** Processes a previous run could not stop (it was killed outright) are stopped before starting again. */
async function stopLeftovers() {
  const pids = recordedProcesses();
  if (pids.length) {
    log.warn(`Stopping ${pids.length} emulator process(es) left over from an earlier run.`);
    signal(pids, 'SIGTERM');
    signal(await waitForExit(pids, 5_000), 'SIGKILL');
  }
  rmSync(PID_FILE, { force: true });
}

function relative(file: string) {
  return file.startsWith(ROOT) ? file.slice(ROOT.length + 1) : file;
}
