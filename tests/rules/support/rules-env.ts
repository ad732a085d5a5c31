import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/app';
import { afterAll, beforeAll, beforeEach } from 'vitest';

import { emulatorAddress } from '../../support/emulator-hosts';

/**
 * Rules tests run in a project of their own, so clearing data between tests never touches the demo data that
 * `npm start` seeded into the app's project.
 */
export const RULES_PROJECT_ID = 'demo-agency-rules';

// Denied requests are the point of these tests; the SDK's warning for each one is only noise.
setLogLevel('silent');

const ROOT = join(import.meta.dirname, '..', '..', '..');

export function firestoreRulesEnv(): Promise<RulesTestEnvironment> {
  const { host, port } = emulatorAddress('firestore');
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { host, port, rules: readFileSync(join(ROOT, 'firestore.rules'), 'utf8') },
  });
}

export function storageRulesEnv(): Promise<RulesTestEnvironment> {
  const { host, port } = emulatorAddress('storage');
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    storage: { host, port, rules: readFileSync(join(ROOT, 'storage.rules'), 'utf8') },
  });
}

export const CLIENT_UID = 'client-alice';
export const OTHER_CLIENT_UID = 'client-bob';
export const ADMIN_UID = 'admin-ada';

/** The four kinds of caller every rule is tested against. */
/** The client caller's sign-in email, as Auth puts it in the token. */
export const CLIENT_EMAIL = 'alice.new@example.com';

export function callers(env: RulesTestEnvironment): Record<CallerName, RulesTestContext> {
  return {
    'signed out': env.unauthenticatedContext(),
    client: env.authenticatedContext(CLIENT_UID, { role: 'client', email: CLIENT_EMAIL }),
    'another client': env.authenticatedContext(OTHER_CLIENT_UID, { role: 'client' }),
    admin: env.authenticatedContext(ADMIN_UID, { role: 'admin' }),
  };
}

export const CALLER_NAMES = ['signed out', 'client', 'another client', 'admin'] as const;
export type CallerName = (typeof CALLER_NAMES)[number];

/**
 * One rules test module's lifecycle: an environment for the module, an empty database before every test, then
 * `seed` (with rules off). Returns a getter for the environment.
 */
export function useFirestoreRulesEnv(
  seed: (env: RulesTestEnvironment) => Promise<unknown>,
): () => RulesTestEnvironment {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await firestoreRulesEnv();
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await seed(env);
  });
  return () => env;
}
