import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import { type Auth, connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COLLECTIONS, progressOf } from '@agency/common';

import { DEMO_ACCOUNTS } from '../../scripts/seed/demo-accounts';
import { APP_PROJECT_ID, emulatorAddress } from '../support/emulator-hosts';
import { adminAuth, db } from '../support/firestore-admin';

let app: FirebaseApp;
let auth: Auth;

beforeAll(() => {
  app = initializeApp({ projectId: APP_PROJECT_ID, apiKey: 'demo-api-key' }, 'demo-accounts-test');
  auth = getAuth(app);
  connectAuthEmulator(auth, emulatorAddress('auth').origin, { disableWarnings: true });
});
afterAll(() => deleteApp(app));

describe('the seeded demo accounts', () => {
  it.each(Object.values(DEMO_ACCOUNTS))('$email signs in and carries the $role role claim', async (account) => {
    const { user } = await signInWithEmailAndPassword(auth, account.email, account.password);
    const { claims } = await user.getIdTokenResult();

    expect(claims.role).toBe(account.role);
    expect(claims.email).toBe(account.email);
    await signOut(auth);
  });

  it('refuses a wrong password', async () => {
    await expect(signInWithEmailAndPassword(auth, DEMO_ACCOUNTS.client.email, 'not-the-password')).rejects.toThrow(
      /auth\/(wrong-password|invalid-credential)/,
    );
  });
});

describe('the seeded demo projects', () => {
  it('give the demo client one project in progress (some milestones done) and one completed, with timelines', async () => {
    const client = await adminAuth.getUserByEmail(DEMO_ACCOUNTS.client.email);
    const projects = await db.collection(COLLECTIONS.projects).where('clientId', '==', client.uid).get();
    const byStatus = Object.fromEntries(projects.docs.map((doc) => [doc.get('status') as string, doc]));

    expect(Object.keys(byStatus).sort()).toEqual(['completed', 'in-progress']);
    const current = byStatus['in-progress']!;
    const milestones = current.get('milestones') as { status: 'todo' | 'in-progress' | 'done' }[];
    expect(milestones.filter((milestone) => milestone.status === 'done').length).toBeGreaterThan(0);
    expect(current.get('progress')).toBe(progressOf(milestones));
    for (const project of projects.docs) {
      const timeline = await db
        .collection(COLLECTIONS.activity)
        .where('projectId', '==', project.id)
        .where('clientVisible', '==', true)
        .get();
      expect(timeline.docs.map((entry) => entry.get('type'))).toContain('project_created');
    }
  });
});
