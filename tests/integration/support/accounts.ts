import { randomUUID } from 'node:crypto';

import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, type Firestore, getFirestore, terminate } from 'firebase/firestore';
import { vi } from 'vitest';

import { ACTIVITY_TYPES, type ActivityEntry, CLIENT_PRIVATE, COLLECTIONS, type Role } from '@agency/common';

import { APP_PROJECT_ID, emulatorAddress } from '../../support/emulator-hosts';
import { adminAuth, db } from '../../support/firestore-admin';

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
}

const created = new Set<string>();

/**
 * A fresh account for one test, with a unique email, so tests never change the seeded demo accounts. Remove
 * them with `removeTestAccounts` after the file. Its email is confirmed unless `verified: false` (a sign-up that
 * has not opened its confirmation link yet).
 */
export async function newAccount({
  role,
  claims = {},
  verified = true,
}: { role?: Role; claims?: Record<string, unknown>; verified?: boolean } = {}): Promise<TestAccount> {
  const email = `accounts-${randomUUID().slice(0, 12)}@example.com`;
  const password = 'Sunrise#2026 test';
  const { uid } = await adminAuth.createUser({ email, password, emailVerified: verified });
  created.add(uid);
  const allClaims = role ? { ...claims, role } : claims;
  if (Object.keys(allClaims).length) await adminAuth.setCustomUserClaims(uid, allClaims);
  return { uid, email, password };
}

/** Remembers an account a function created (an invitation), so `removeTestAccounts` deletes it too. */
export const trackAccount = (uid: string) => created.add(uid);

/** Valid answers to every onboarding question, as the onboarding form sends them to `completeOnboarding`. */
export const onboardingAnswers = {
  name: 'Alice Green',
  businessName: 'Green Roots Naturopathy',
  industry: 'natural-health',
  website: 'greenroots.example.com.au',
  location: 'Noosa, QLD',
  services: ['web-design', 'search-optimisation'],
  budget: '5k-10k',
  timeline: '1-3-months',
  goals: 'A calm website that books consultations online.',
};

/** The custom claims on an account's Auth record as it is now. */
export const claimsOfUser = async (uid: string) => (await adminAuth.getUser(uid)).customClaims;

/** The claims inside an ID token, as rules and functions see them. */
export function claimsOf(idToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Signs in straight against the Auth emulator's REST API, as a browser would, returning its error code if any. */
export async function passwordSignIn(account: Pick<TestAccount, 'email' | 'password'>): Promise<{ error?: string }> {
  const response = await fetch(
    `${emulatorAddress('auth').origin}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { error?: { message: string } };
  return { error: body.error?.message };
}

/** The Firestore web SDK signed in as `account`, as the web app talks to Firestore (through the rules). */
export async function clientFirestore(account: TestAccount): Promise<{ db: Firestore; close: () => Promise<void> }> {
  const app = initializeApp({ projectId: APP_PROJECT_ID, apiKey: 'demo-api-key' }, `client-sdk-${randomUUID()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, emulatorAddress('auth').origin, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, account.email, account.password);
  const clientDb = getFirestore(app);
  const { host, port } = emulatorAddress('firestore');
  connectFirestoreEmulator(clientDb, host, port);
  return {
    db: clientDb,
    close: async () => {
      await terminate(clientDb);
      await deleteApp(app);
    },
  };
}

export const profileOf = async (uid: string) => (await db.collection(COLLECTIONS.clients).doc(uid).get()).data();

/** `clients/{uid}/private/agency`: what only the agency sees about a client. */
export const agencyOnlyRef = (uid: string) =>
  db.collection(COLLECTIONS.clients).doc(uid).collection(CLIENT_PRIVATE.collection).doc(CLIENT_PRIVATE.agencyDoc);

export const agencyOnlyOf = async (uid: string) => (await agencyOnlyRef(uid).get()).data();

/**
 * The activity log entries about one account, oldest first. Entries written together share a time; among those,
 * the order of ACTIVITY_TYPES (which follows an account's life: signed up, then onboarded) decides.
 */
export async function activityOf(uid: string): Promise<(ActivityEntry & { createdAt: unknown })[]> {
  const snapshot = await db.collection(COLLECTIONS.activity).where('subjectUid', '==', uid).get();
  return snapshot.docs
    .map((doc) => doc.data() as ActivityEntry & { createdAt: FirebaseFirestore.Timestamp })
    .sort(
      (a, b) =>
        a.createdAt.toMillis() - b.createdAt.toMillis() ||
        ACTIVITY_TYPES.indexOf(a.type) - ACTIVITY_TYPES.indexOf(b.type),
    );
}

/** Polls `check` every 250 ms until it stops throwing (a trigger has run), for at most 10 s. */
export const eventually = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 10_000, interval: 250 });

/** Deletes every account the tests made, with their profiles, usage, mails and activity entries. */
export async function removeTestAccounts(): Promise<void> {
  const uids = [...created];
  created.clear();
  if (!uids.length) return;
  await adminAuth.deleteUsers(uids);
  const batch = db.batch();
  for (const uid of uids) {
    batch.delete(db.collection(COLLECTIONS.clients).doc(uid));
    batch.delete(agencyOnlyRef(uid));
    batch.delete(db.collection(COLLECTIONS.revocations).doc(uid));
    batch.delete(db.collection(COLLECTIONS.usage).doc(uid));
    batch.delete(db.collection(COLLECTIONS.mail).doc(`onboarded-${uid}`));
    batch.delete(db.collection(COLLECTIONS.mail).doc(`invite-${uid}`));
  }
  for (let i = 0; i < uids.length; i += 30) {
    const entries = await db
      .collection(COLLECTIONS.activity)
      .where('subjectUid', 'in', uids.slice(i, i + 30))
      .get();
    for (const entry of entries.docs) batch.delete(entry.ref);
  }
  await batch.commit();
}
