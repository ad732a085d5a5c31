import type { FirebaseOptions } from 'firebase/app';

/**
 * The web app's Firebase settings. Locally everything runs on the emulators under a `demo-` project, which needs
 * no real keys; a real deploy sets the VITE_FIREBASE_* variables (see README, "Deploy").
 */
const env = import.meta.env;

export const DEMO_PROJECT_ID = 'demo-agency';

export const firebaseOptions: FirebaseOptions = {
  apiKey: (env.VITE_FIREBASE_API_KEY as string | undefined) ?? 'demo-api-key',
  authDomain: (env.VITE_FIREBASE_AUTH_DOMAIN as string | undefined) ?? `${DEMO_PROJECT_ID}.firebaseapp.com`,
  projectId: (env.VITE_FIREBASE_PROJECT_ID as string | undefined) ?? DEMO_PROJECT_ID,
  storageBucket: (env.VITE_FIREBASE_STORAGE_BUCKET as string | undefined) ?? `${DEMO_PROJECT_ID}.appspot.com`,
  appId: (env.VITE_FIREBASE_APP_ID as string | undefined) ?? 'demo-app-id',
};

/** Fixed emulator ports, the same as firebase.json. */
export const EMULATOR_PORTS = {
  auth: 9099,
  firestore: 8080,
  storage: 9199,
  functions: 5001,
} as const;

/** A demo project can only ever talk to the emulators, so that is what decides it. */
export const useEmulators = firebaseOptions.projectId?.startsWith('demo-') ?? false;
