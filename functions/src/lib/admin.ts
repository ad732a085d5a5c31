import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

/** The Admin SDK, initialised once per function instance. */
const app = getApps()[0] ?? initializeApp();

export const adminAuth = getAuth(app);
export const db = getFirestore(app);

/**
 * The project's default Storage bucket, where shared files' bytes live. Its name comes from FIREBASE_CONFIG, which
 * Cloud Functions set to the project's bucket and the functions emulator to `<project>.appspot.com`
 * (`demo-agency.appspot.com`, the bucket the web app's emulator build names), on the Storage emulator when it runs.
 */
export const filesBucket = () => getStorage(app).bucket();
