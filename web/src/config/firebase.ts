import { firebaseOptionsFrom, isDemoProject } from './firebase-env';

/**
 * The web app's Firebase settings, from the VITE_FIREBASE_* variables of the build. vite.config.ts refuses to
 * build without all of them (config/firebase-env.ts): the emulators build takes the committed demo settings
 * (web/.env.emulators, `vite build --mode emulators`), a real deploy its own (README, "Deploy").
 */
export const firebaseOptions = firebaseOptionsFrom(import.meta.env as Record<string, string | undefined>);

/** Fixed emulator ports, the same as firebase.json. */
export const EMULATOR_PORTS = {
  auth: 9099,
  firestore: 8080,
  storage: 9199,
  functions: 5001,
} as const;

/** A demo project can only ever talk to the emulators, so that is what decides it. */
export const useEmulators = isDemoProject(firebaseOptions.projectId);
