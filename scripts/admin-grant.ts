/**
 * `npm run admin:grant -- someone@example.com`: gives an existing account the admin role (the `role` custom
 * claim, docs/decisions/004-roles-in-custom-claims.md), mirrors it on the account's client profile if it has one
 * and records it in the activity log. This is how the first administrator is made; after that, admins grant roles
 * from the admin area.
 *
 * Against the emulators: run it while `npm start` is running (it finds them on the ports in firebase.json).
 * Against a real project: `GOOGLE_APPLICATION_CREDENTIALS=key.json npm run admin:grant -- --project <id> <email>`.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';

import {
  type ActivityDocument,
  AGENCY_READER,
  COLLECTIONS,
  describeActivity,
  roleOf,
  type SessionRevocation,
  withRole,
} from '@agency/common';

import { emulatorEnv, PROJECT_ID } from './lib/emulators';
import { log } from './lib/log';

export async function grantAdmin(email: string, projectId: string): Promise<string> {
  const app = getApps()[0] ?? initializeApp({ projectId });
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') {
      throw new Error(`No account uses ${email}: the person must sign up (or be invited) first.`);
    }
    throw error;
  });
  // Anyone can sign up with any address; until its owner has opened the confirmation link, the account may be
  // someone else's, and must not become an administrator.
  if (!user.emailVerified) {
    throw new Error(
      `${email} has not confirmed its email address yet: ask them to open the confirmation link we emailed, then try again.`,
    );
  }
  const previous = roleOf(user.customClaims) ?? null;
  await auth.setCustomUserClaims(user.uid, withRole(user.customClaims, 'admin'));
  // End the account's sessions, as the setAdminRole function does (functions/src/lib/sessions.ts): Auth refuses
  // their refresh tokens, and `revocations/{uid}` tells firestore.rules to refuse the ID tokens they still hold.
  // Signing in again gives the new role.
  await auth.revokeRefreshTokens(user.uid);
  const { tokensValidAfterTime } = await auth.getUser(user.uid);
  const revocation: SessionRevocation<Timestamp> = {
    validAfter: Timestamp.fromMillis(Date.parse(tokensValidAfterTime ?? new Date().toUTCString())),
    role: 'admin',
    disabled: user.disabled,
  };

  const db = getFirestore(app);
  const batch = db.batch();
  batch.set(db.collection(COLLECTIONS.revocations).doc(user.uid), revocation);
  // A client's profile mirrors the role for the admin list (ClientProfile). `updatedAt` is left alone, so
  // onClientProfileUpdated does not log this as a person's profile edit: the entry below says what happened.
  const profile = db.collection(COLLECTIONS.clients).doc(user.uid);
  const existing = await profile.get();
  const isClient = existing.exists;
  if (isClient) batch.update(profile, { role: 'admin' });
  const name = user.displayName || user.email || user.uid;
  const clientName: string | null = isClient ? (existing.get('businessName') as string) || name : null;
  const facts = {
    type: 'role_changed',
    actor: 'system',
    actorName: 'System',
    actorRole: 'system',
    subjectUid: user.uid,
    clientId: isClient ? user.uid : null,
    clientName,
    projectId: null,
    projectName: null,
    clientVisible: false,
    details: { subjectName: name, from: previous, to: 'admin', via: 'admin:grant script' },
  } satisfies Omit<ActivityDocument<unknown>, 'summary' | 'createdAt'>;
  const summary = describeActivity(facts, AGENCY_READER) ?? `${name} was made an administrator.`;
  // Created, never set: the log is append-only.
  batch.create(db.collection(COLLECTIONS.activity).doc(), {
    ...facts,
    summary,
    createdAt: FieldValue.serverTimestamp(),
  });
  await batch.commit();
  return user.uid;
}

async function main() {
  const args = process.argv.slice(2);
  const projectFlag = args.indexOf('--project');
  const realProject = projectFlag >= 0 ? args[projectFlag + 1] : undefined;
  const email =
    projectFlag < 0 ? args[0] : args.find((_arg, index) => index !== projectFlag && index !== projectFlag + 1);
  if (!email || !email.includes('@')) {
    throw new Error('Usage: npm run admin:grant -- [--project <firebase-project-id>] someone@example.com');
  }
  if (!realProject) Object.assign(process.env, emulatorEnv());
  const uid = await grantAdmin(email, realProject ?? PROJECT_ID);
  log.ok(`${email} (${uid}) is now an administrator${realProject ? ` in ${realProject}` : ' on the emulators'}.`);
}

if (process.argv[1]?.endsWith('admin-grant.ts')) {
  main().catch((error: unknown) => {
    log.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
