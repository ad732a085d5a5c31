import { getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';

import {
  CLIENT_PRIVATE,
  clientSearchTerms,
  COLLECTIONS,
  type NoteDocument,
  PROJECT_TEMPLATE_SERVICES,
  projectTemplateId,
  ROLE_CLAIM,
} from '@agency/common';

import { clientPrivate, clientProfile, projectTemplate, SIGNED_UP_AT } from '../../tests/support/factories';

import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
import { seedDemoAssessments } from './demo-assessments';
import { seedDemoFiles } from './demo-files';
import { seedDemoLeads } from './demo-leads';
import { seedDemoMessages } from './demo-messages';
import { seedDemoProjects } from './demo-projects';
import { seedDemoQuotes } from './demo-quotes';

export interface SeedContext {
  auth: Auth;
  db: Firestore;
  /** Auth uids of the demo accounts, by key of DEMO_ACCOUNTS, for seeders that add their content. */
  uids: Record<keyof typeof DEMO_ACCOUNTS, string>;
  /** The emulators' project, whose default bucket (`<project>.appspot.com`) holds the demo files. */
  projectId: string;
}

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
      // Times stay fixed (SIGNED_UP_AT): a new `updatedAt` would read as the client's own edit to the profile trigger.
      const profile = clientProfile({
        name: displayName,
        email,
        onboarding: {
          services: ['web-design', 'search-optimisation', 'content-creation'],
          budget: '5k-10k',
          timeline: '1-3-months',
          goals: 'A calm, modern website that lets clients book consultations online and find us on Google.',
        },
      });
      // What only the agency sees (firestore.rules: administrators only): their record, and a note about them.
      const agencyOnly = clientPrivate();
      const note: NoteDocument<Date> = {
        subject: { kind: 'client', id: uids.client },
        body: 'Prefers email to phone calls. Clinic is closed on Mondays, so plan launches for Tuesday.',
        authorUid: uids.admin,
        authorName: DEMO_ACCOUNTS.admin.displayName,
        createdAt: new Date(SIGNED_UP_AT.getTime() + 2 * 24 * 60 * 60 * 1000),
      };
      const ref = db.collection(COLLECTIONS.clients).doc(uids.client);
      const batch = db.batch();
      // Found by the admin area's client pickers from the start (keepClientSearchTerms would add them moments later).
      batch.set(ref, { ...profile, searchTerms: clientSearchTerms(profile) });
      batch.set(ref.collection(CLIENT_PRIVATE.collection).doc(CLIENT_PRIVATE.agencyDoc), agencyOnly);
      batch.set(db.collection(COLLECTIONS.notes).doc('demo-note-client'), note);
      await batch.commit();
    },
  },
  {
    // The agency's starting template for each service; a restart puts back any the admin changed, as for the rest.
    name: 'project templates',
    run: async ({ db }) => {
      const batch = db.batch();
      for (const service of PROJECT_TEMPLATE_SERVICES) {
        batch.set(
          db.collection(COLLECTIONS.projectTemplates).doc(projectTemplateId(service)),
          projectTemplate({ service, updatedAt: new Date() }),
        );
      }
      await batch.commit();
    },
  },
  { name: 'projects', run: ({ db, uids }) => seedDemoProjects(db, uids) },
  { name: 'messages', run: ({ db, uids }) => seedDemoMessages(db, uids) },
  { name: 'quotes and invoices', run: ({ db, uids }) => seedDemoQuotes(db, uids) },
  { name: 'leads', run: ({ db, uids }) => seedDemoLeads(db, uids) },
  { name: 'assessments', run: ({ db, uids }) => seedDemoAssessments(db, uids) },
  // Only with the Storage emulator running, and through onFileFinalized (scripts/seed/demo-files.ts).
  { name: 'files', run: ({ db, uids, projectId }) => seedDemoFiles(db, uids, projectId) },
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
    admin: await upsertAccount(auth, db, DEMO_ACCOUNTS.admin),
    client: await upsertAccount(auth, db, DEMO_ACCOUNTS.client),
  };
  for (const seeder of seeders) await seeder.run({ auth, db, uids, projectId });
}

/**
 * Creates or refreshes an account and sets its role claim through the Admin SDK, as production does. Someone may
 * have demoted or disabled a demo account on an earlier run: its `revocations/{uid}` follows the access reset
 * here, or firestore.rules (and the app's session watch) would refuse its next sign-in.
 */
async function upsertAccount(auth: Auth, db: Firestore, account: DemoAccount): Promise<string> {
  const { email, password, displayName } = account;
  const existing = await auth.getUserByEmail(email).catch(() => undefined);
  const user = existing
    ? await auth.updateUser(existing.uid, { password, displayName, emailVerified: true, disabled: false })
    : await auth.createUser({ email, password, displayName, emailVerified: true });
  await auth.setCustomUserClaims(user.uid, { [ROLE_CLAIM]: account.role });
  const revocation = db.collection(COLLECTIONS.revocations).doc(user.uid);
  if ((await revocation.get()).exists) await revocation.update({ role: account.role, disabled: false });
  return user.uid;
}
