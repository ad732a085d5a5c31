import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldPath, getFirestore, type Query } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@agency/common';

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

/** Documents of `name` whose ids start with `prefix`: a range on the id, so nothing else in the collection is read. */
const withIdPrefix = (name: string, prefix: string) =>
  db.collection(name).where(FieldPath.documentId(), '>=', prefix).where(FieldPath.documentId(), '<', `${prefix}\uf8ff`);

/**
 * What the contact API leaves: every lead, the agency's lead mails (`lead-…`) and the contact limits' buckets
 * (`contact_…`). Cleared without touching other mail or buckets, which tests running beside the contact API's write
 * and read (the integration tier's two groups, tests/integration/vitest.config.ts).
 */
export async function clearContactState(): Promise<void> {
  await Promise.all([
    db.recursiveDelete(db.collection(COLLECTIONS.leads)),
    deleteAll(withIdPrefix(COLLECTIONS.mail, 'lead-')),
    clearContactBuckets(),
  ]);
}

/** The contact limits' buckets alone. */
export const clearContactBuckets = () => deleteAll(withIdPrefix(COLLECTIONS.rateLimits, 'contact_'));

/** How many lead mails there are (the contact API's). */
export const countLeadMail = async () => (await withIdPrefix(COLLECTIONS.mail, 'lead-').count().get()).data().count;

/** How many contact-limit buckets there are. */
export const countContactBuckets = async () =>
  (await withIdPrefix(COLLECTIONS.rateLimits, 'contact_').count().get()).data().count;

async function deleteAll(query: Query): Promise<void> {
  const { docs } = await query.get();
  await Promise.all(docs.map((doc) => doc.ref.delete()));
}
