import { performance } from 'node:perf_hooks';

import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, type Firestore, getFirestore, onSnapshot, type Query } from 'firebase/firestore';

import { PROJECT_ID } from './emulators';

/**
 * The emulator's own time for a screen's reads (scripts/lib/bench-screens.ts `reads`), for `npm run bench:scale`:
 * the same queries through the web SDK, signed in as the screen's user, so the emulator checks the same rules, and
 * listened to together as the screen listens to them. No page, no rendering: what is left of a screen's time once
 * this is taken away is the product's.
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

/** Milliseconds until every one of `queries`, listened to together, has had its first answer from the server. */
export async function timeReads(queries: Query[]): Promise<number> {
  const start = performance.now();
  const stops: (() => void)[] = [];
  try {
    await Promise.all(
      queries.map(
        (query) =>
          new Promise<void>((resolve, reject) => {
            stops.push(
              onSnapshot(
                query,
                { includeMetadataChanges: true },
                {
                  next: (snapshot) => {
                    if (!snapshot.metadata.fromCache) resolve();
                  },
                  error: reject,
                },
              ),
            );
          }),
      ),
    );
    return performance.now() - start;
  } finally {
    for (const stop of stops) stop();
  }
}
