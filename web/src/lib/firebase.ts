import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';

import { EMULATOR_PORTS, firebaseOptions, useEmulators } from '@/config/firebase';

/**
 * The Firebase app, Auth and Firestore, created once at module scope (reactfire's advice) and connected to the
 * emulators for local work. Only the portal and admin areas import this module, so public pages never load the
 * SDK. Storage and Functions have modules of their own (firebase-storage.ts, firebase-functions.ts), loaded with
 * the screens that use them.
 */
export const firebaseApp = initializeApp(firebaseOptions);
/**
 * What `getAuth` sets up, less the popup and redirect helper: the portal signs in with passwords and emailed links
 * only, and that helper loads Google's script and frames from apis.google.com (at once on phones), which the
 * Content-Security-Policy does not allow (docs/decisions/010-content-security-policy.md).
 */
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});
export const firestore = getFirestore(firebaseApp);

/** The emulators listen on the machine serving the page (127.0.0.1 or localhost). */
export const emulatorHost = typeof location === 'undefined' ? '127.0.0.1' : location.hostname;

if (useEmulators) {
  connectAuthEmulator(auth, `http://${emulatorHost}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
  connectFirestoreEmulator(firestore, emulatorHost, EMULATOR_PORTS.firestore);
}
