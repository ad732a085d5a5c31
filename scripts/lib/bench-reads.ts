import { performance } from 'node:perf_hooks';

import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, type Firestore, getFirestore } from 'firebase/firestore';

import type { AskedTarget } from './bench-listens';
import { PROJECT_ID } from './emulators';

/**
 * Reading the emulators as a portal user, outside any page: a web SDK signed in as them (`signedInReader`, for the
 * messages bench), and for `npm run bench:scale` the emulator's own time for what a screen's data waits on
 * (`replayReads` of `targetsWaitedOn`): what is left of a screen's time once that is taken away is the product's.
 */
export interface Reader {
  db: Firestore;
  uid: string;
  close: () => Promise<void>;
}

/** A web SDK signed in to the emulators (their hosts from the environment) as `account`. */
export async function signedInReader(name: string, account: { email: string; password: string }): Promise<Reader> {
  const [authHost, firestoreHost] = [process.env.FIREBASE_AUTH_EMULATOR_HOST, process.env.FIRESTORE_EMULATOR_HOST];
  if (!authHost || !firestoreHost) throw new Error('Refusing to run: the emulator hosts are not set.');
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `bench-reads-${name}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  const { user } = await signInWithEmailAndPassword(auth, account.email, account.password);
  const db = getFirestore(app);
  const [host, port] = firestoreHost.split(':') as [string, string];
  connectFirestoreEmulator(db, host, Number(port));
  return { db, uid: user.uid, close: () => deleteApp(app) };
}

/** An ID token from the Auth emulator (its host from the environment) for `account`, to read as them over REST. */
export async function idTokenOf(account: { email: string; password: string }): Promise<string> {
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!authHost) throw new Error('Refusing to run: the Auth emulator host is not set.');
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...account, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`The Auth emulator refused ${account.email}: ${response.status}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

/**
 * The targets a screen's shown data waits on at the emulator: every target its page asked up to the last one
 * `waitsOn` names, in the page's order. The emulator answers one listen stream's targets strictly in turn (a
 * client's projects alone took it 52–67 ms; asked after the six lists the client record asks before them,
 * 624–779 ms, at half scale), so what shows there waits for every target asked ahead of its own.
 */
export function targetsWaitedOn(targets: readonly AskedTarget[], waitsOn: readonly string[]): AskedTarget[] {
  const last = targets.findLastIndex((target) => waitsOn.includes(target.signature));
  if (last < 0) {
    const asked = targets.map((target) => target.signature).join(', ') || 'nothing';
    throw new Error(`None of ${waitsOn.join(', ')} was listened to (the page asked ${asked}): see bench-screens.ts.`);
  }
  return targets.slice(0, last + 1);
}

/**
 * Milliseconds the emulator takes to answer `targets` one after another, as it answers a listen stream's: each
 * query through the REST API's runQuery and each document through its get, as the screen's user (`idToken`), so
 * the rules are checked as they are for the page. No page, no rendering, no listen channel.
 */
export async function replayReads(targets: readonly AskedTarget[], idToken: string): Promise<number> {
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  if (!firestoreHost) throw new Error('Refusing to run: the Firestore emulator host is not set.');
  const ask = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`http://${firestoreHost}/v1/${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
    });
    // A document that is not there is an answer; anything else refused means the replay is not the page's read.
    if (!response.ok && response.status !== 404) {
      throw new Error(`The emulator refused ${path}: ${response.status} ${(await response.text()).slice(0, 300)}`);
    }
    await response.arrayBuffer();
  };
  const start = performance.now();
  for (const target of targets) {
    if (target.structuredQuery) {
      await ask(`${target.parent}:runQuery`, {
        method: 'POST',
        body: JSON.stringify({ structuredQuery: target.structuredQuery }),
      });
    } else {
      for (const name of target.documents ?? []) await ask(name);
    }
  }
  return performance.now() - start;
}
