import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/app';
import { doc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';

import { COLLECTIONS } from '@agency/common';

import { APP_PROJECT_ID, emulatorAddress } from '../../support/emulator-hosts';
import { PEOPLE, revocation as revocationDocument } from '../../support/factories';

import { changedSinceSeed, markChanged, seeded, writesSettled } from './firestore-writes';

/**
 * Rules tests run in a project of their own, so clearing data between tests never touches the demo data that
 * `npm start` seeded into the app's project.
 */
export const RULES_PROJECT_ID = 'demo-agency-rules';

// Denied requests are the point of these tests; the SDK's warning for each one is only noise.
setLogLevel('silent');

const ROOT = join(import.meta.dirname, '..', '..', '..');

/**
 * The rules under test: the project's, or a copy named by FIRESTORE_RULES_FILE / STORAGE_RULES_FILE (a rule
 * loosened on purpose, to see the tests that guard it fail, without touching the file the emulators watch).
 */
const rulesText = (file: 'firestore.rules' | 'storage.rules') =>
  readFileSync(
    (file === 'firestore.rules' ? process.env.FIRESTORE_RULES_FILE : process.env.STORAGE_RULES_FILE) ??
      join(ROOT, file),
    'utf8',
  );

export function firestoreRulesEnv(): Promise<RulesTestEnvironment> {
  const { host, port } = emulatorAddress('firestore');
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { host, port, rules: rulesText('firestore.rules') },
  });
}

export function storageRulesEnv(): Promise<RulesTestEnvironment> {
  const { host, port } = emulatorAddress('storage');
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    storage: { host, port, rules: rulesText('storage.rules') },
  });
}

/**
 * Storage rules read Firestore (a file's metadata, the caller's revocation), and the Storage emulator reads it from
 * the project it was started for: the app's. So the storage rules tests seed those documents there, through this
 * environment (rules off; it loads no rules, so the app's stay as they are), and remove what they wrote afterwards.
 * Their files go to the rules project's own bucket, which no function watches.
 */
export function appFirestoreEnv(): Promise<RulesTestEnvironment> {
  const { host, port } = emulatorAddress('firestore');
  return initializeTestEnvironment({ projectId: APP_PROJECT_ID, firestore: { host, port } });
}

export const CLIENT_UID = PEOPLE.alice.uid;
export const OTHER_CLIENT_UID = PEOPLE.bob.uid;
export const ADMIN_UID = PEOPLE.admin.uid;
export const NO_ROLE_UID = 'signed-in-nora';
export const DISABLED_CLIENT_UID = 'client-dora';
export const DEMOTED_ADMIN_UID = 'admin-dan';

/** The client caller's sign-in email, as Auth puts it in the token. */
export const CLIENT_EMAIL = 'alice.new@example.com';

/** Tokens carry their sign-in time (`auth_time`) in whole seconds; the current callers signed in just now. */
export const SIGNED_IN_AT = Math.floor(Date.now() / 1000);
/** When the disabled client's and the demoted admin's sessions were ended (`revocations/{uid}`): minutes ago. */
export const SESSIONS_ENDED_AT = SIGNED_IN_AT - 10 * 60;
/** When the tokens they still hold signed in: before their sessions ended, yet well inside an ID token's hour. */
const SIGNED_IN_BEFORE_SESSIONS_ENDED = SESSIONS_ENDED_AT - 20 * 60;

/**
 * Every kind of caller each rule is tested against. The last two still hold a token whose claims say what they
 * were (a client, an admin) but whose sessions were ended after it signed in (useFirestoreRulesEnv writes their
 * `revocations/{uid}`): they stand for an account just disabled and an admin just demoted.
 */
export const CALLER_NAMES = [
  'signed out',
  'client',
  'another client',
  'admin',
  'signed in with no role',
  'disabled client',
  'demoted admin',
] as const;
export type CallerName = (typeof CALLER_NAMES)[number];

/** Every caller but the admin with a current session: those the admin-only collections refuse outright. */
export const NOT_ADMIN_CALLERS = CALLER_NAMES.filter((name) => name !== 'admin');

/** Whose token each signed-in caller holds. */
export const CALLER_UIDS: Record<Exclude<CallerName, 'signed out'>, string> = {
  client: CLIENT_UID,
  'another client': OTHER_CLIENT_UID,
  admin: ADMIN_UID,
  'signed in with no role': NO_ROLE_UID,
  'disabled client': DISABLED_CLIENT_UID,
  'demoted admin': DEMOTED_ADMIN_UID,
};

/**
 * Each environment's callers, made once: a context starts its own Firebase app and connection the first time it
 * is used (about 30 ms here), which every test paid again, for hundreds of tests a module, when each test made its
 * own. They are ended with the environment. Reads and queries go to the emulator each time, never to a cache.
 */
const callersOf = new WeakMap<RulesTestEnvironment, Record<CallerName, RulesTestContext>>();

export function callers(env: RulesTestEnvironment): Record<CallerName, RulesTestContext> {
  let made = callersOf.get(env);
  if (!made) {
    made = makeCallers(env);
    callersOf.set(env, made);
  }
  return made;
}

function makeCallers(env: RulesTestEnvironment): Record<CallerName, RulesTestContext> {
  // The SDK's mock token signs in at time 0 unless told otherwise, so every token says when it signed in.
  const signedIn = (caller: keyof typeof CALLER_UIDS, claims: Record<string, unknown>, authTime = SIGNED_IN_AT) =>
    env.authenticatedContext(CALLER_UIDS[caller], { ...claims, auth_time: authTime });
  return {
    'signed out': env.unauthenticatedContext(),
    client: signedIn('client', { role: 'client', email: CLIENT_EMAIL, email_verified: true }),
    'another client': signedIn('another client', { role: 'client' }),
    admin: signedIn('admin', { role: 'admin' }),
    'signed in with no role': signedIn('signed in with no role', { email: 'nora@example.com' }),
    'disabled client': signedIn(
      'disabled client',
      { role: 'client', email: 'dora@example.com' },
      SIGNED_IN_BEFORE_SESSIONS_ENDED,
    ),
    'demoted admin': signedIn('demoted admin', { role: 'admin' }, SIGNED_IN_BEFORE_SESSIONS_ENDED),
  };
}

/** `revocations/{uid}` as functions write it when they end an account's sessions: when, and the access since. */
export const revocation = (endedAtSeconds: number, access: Parameters<typeof revocationDocument>[1]) =>
  revocationDocument(new Date(endedAtSeconds * 1000), access);

function endSessionsOfRevokedCallers(env: RulesTestEnvironment) {
  return env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    // The client was disabled; the admin, who had no profile, was left with no role.
    await setDoc(
      doc(db, COLLECTIONS.revocations, DISABLED_CLIENT_UID),
      revocation(SESSIONS_ENDED_AT, { role: 'client', disabled: true }),
    );
    await setDoc(
      doc(db, COLLECTIONS.revocations, DEMOTED_ADMIN_UID),
      revocation(SESSIONS_ENDED_AT, { role: null, disabled: false }),
    );
  });
}

/**
 * One rules test module's lifecycle: an environment for the module, and before every test that follows a change to
 * the data (the first, and any after a test that stored something or failed: firestore-writes.ts), an empty
 * database, the revoked callers' `revocations/{uid}`, then `seed` (with rules off). Returns a getter for the
 * environment.
 *
 * The environment handed out (to `seed` and to tests) runs `withSecurityRulesDisabled` in one rules-off context
 * kept for the module: the library's own starts and deletes a Firebase app each time (about 30 ms here), twice
 * before every test.
 */
export function useFirestoreRulesEnv(
  seed: (env: RulesTestEnvironment) => Promise<unknown>,
): () => RulesTestEnvironment {
  let env: RulesTestEnvironment;
  let withRulesOff: RulesTestEnvironment;
  let release: () => void = () => undefined;
  let held: Promise<void> = Promise.resolve();
  beforeAll(async () => {
    const made = await firestoreRulesEnv();
    const owner = await new Promise<RulesTestContext>((resolve) => {
      held = made.withSecurityRulesDisabled(
        (context) =>
          new Promise<void>((done) => {
            release = done;
            resolve(context);
          }),
      );
    });
    env = made;
    withRulesOff = new Proxy(made, {
      get(target, key) {
        if (key === 'withSecurityRulesDisabled') {
          return async (callback: (context: RulesTestContext) => Promise<void>) => callback(owner);
        }
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  });
  afterAll(async () => {
    release();
    await held;
    await env.cleanup();
  });
  beforeEach(async ({ onTestFailed }) => {
    onTestFailed(markChanged);
    // Only after a test that stored something (or failed): the rest leave the seed as it was (firestore-writes.ts).
    if (!changedSinceSeed()) return;
    await writesSettled();
    await env.clearFirestore();
    await endSessionsOfRevokedCallers(withRulesOff);
    await seed(withRulesOff);
    seeded();
  });
  return () => withRulesOff;
}
