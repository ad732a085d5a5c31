import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

import { APP_PROJECT_ID } from './emulator-hosts';

/** The Admin SDK against the app's emulators (`npm test` sets FIRESTORE_EMULATOR_HOST and the Auth host). */
export const adminApp = getApps()[0] ?? initializeApp({ projectId: APP_PROJECT_ID });
export const db = getFirestore(adminApp);
export const adminAuth = getAuth(adminApp);

/** Empties the named collections, leaving the rest of the demo data alone. */
export async function clearCollections(...names: string[]): Promise<void> {
  await Promise.all(names.map((name) => db.recursiveDelete(db.collection(name))));
}

export async function countDocs(name: string): Promise<number> {
  return (await db.collection(name).count().get()).data().count;
}
