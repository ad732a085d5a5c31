import { connectStorageEmulator, getStorage } from 'firebase/storage';

import { EMULATOR_PORTS, useEmulators } from '@/config/firebase';

import { emulatorHost, firebaseApp } from './firebase';

/**
 * Cloud Storage, created when the first screen that keeps files loads this module: the SDK (about 9 KB gzip) stays
 * out of what every portal and admin page loads before its data shows (docs/decisions/021-public-page-performance.md).
 */
export const storage = getStorage(firebaseApp);

if (useEmulators) connectStorageEmulator(storage, emulatorHost, EMULATOR_PORTS.storage);

/** The app's Storage, where reactfire's `useStorage` was (that one needs its provider, and so the SDK, on every page). */
export const useStorage = () => storage;
