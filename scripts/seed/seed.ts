import { getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';

import { CLIENT_PRIVATE, type ClientPrivate, type ClientProfile, COLLECTIONS, ROLE_CLAIM } from '@agency/common';

import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';

export interface SeedContext {
  auth: Auth;
  db: Firestore;
  /** Auth uids of the demo accounts, by key of DEMO_ACCOUNTS, for seeders that add their content. */
  uids: Record<keyof typeof DEMO_ACCOUNTS, string>;
}

/** A fixed date for seeded "created" times, so reseeding changes nothing a person would notice. */
const SEEDED_AT = Timestamp.fromDate(new Date('2026-01-15T09:00:00+10:00'));

/**
 * Demo content, one seeder per feature, run in order after the accounts exist. Every seeder must be idempotent
 * (set with fixed ids, never add), so `npm start` can run twice. Later features append here.
 */
const seeders: { name: string; run: (context: SeedContext) => Promise<void> }[] = [
  {
    // The demo client has finished onboarding; administrators have no profile (they are not clients).
    name: 'client profiles',
    run: async ({ db, uids }) => {
      const { email, displayName } = DEMO_ACCOUNTS.client;
      const profile: ClientProfile = {
        name: displayName,
        email,
        businessName: 'Green Roots Naturopathy',
        phone: '07 5550 2345',
        website: 'https://greenroots.example.com.au',
        location: 'Noosa, QLD',
        industry: 'natural-health',
        notificationPreference: 'instant',
        status: 'active',
        role: 'client',
        onboarding: {
          services: ['web-design', 'search-optimisation', 'content-creation'],
          budget: '5k-10k',
          timeline: '1-3-months',
          goals: 'A calm, modern website that lets clients book consultations online and find us on Google.',
        },
        createdAt: SEEDED_AT,
        onboardedAt: SEEDED_AT,
        // Fixed like the other times: a new `updatedAt` would read as the client's own edit to the profile trigger.
        updatedAt: SEEDED_AT,
      };
      // What only the agency sees (firestore.rules: administrators only).
      const agencyOnly: ClientPrivate = { adminNotes: 'Demo client. Prefers email.' };
      const ref = db.collection(COLLECTIONS.clients).doc(uids.client);
      const batch = db.batch();
      batch.set(ref, profile);
      batch.set(ref.collection(CLIENT_PRIVATE.collection).doc(CLIENT_PRIVATE.agencyDoc), agencyOnly);
      await batch.commit();
    },
  },
];

/** Seeds the emulators named by FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST. */
export async function seedDemoData(projectId: string): Promise<void> {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('Refusing to seed: the emulator hosts are not set, so this could reach a real project.');
  }
  const app = getApps()[0] ?? initializeApp({ projectId });
  const auth = getAuth(app);
  const db = getFirestore(app);

  const uids = {
    admin: await upsertAccount(auth, DEMO_ACCOUNTS.admin),
    client: await upsertAccount(auth, DEMO_ACCOUNTS.client),
  };
  for (const seeder of seeders) await seeder.run({ auth, db, uids });
}

/** Creates or refreshes an account and sets its role claim through the Admin SDK, as production does. */
async function upsertAccount(auth: Auth, account: DemoAccount): Promise<string> {
  const { email, password, displayName } = account;
  const existing = await auth.getUserByEmail(email).catch(() => undefined);
  const user = existing
    ? await auth.updateUser(existing.uid, { password, displayName, emailVerified: true, disabled: false })
    : await auth.createUser({ email, password, displayName, emailVerified: true });
  await auth.setCustomUserClaims(user.uid, { [ROLE_CLAIM]: account.role });
  return user.uid;
}
