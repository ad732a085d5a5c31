import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import { type Auth, connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COLLECTIONS, generalThreadId, progressOf, THREAD_SUBCOLLECTIONS } from '@agency/common';

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

describe('the seeded demo conversation', () => {
  it("is the demo client's general thread, with messages each way and the agency's newest unread by the client", async () => {
    const client = await adminAuth.getUserByEmail(DEMO_ACCOUNTS.client.email);
    const admin = await adminAuth.getUserByEmail(DEMO_ACCOUNTS.admin.email);
    const thread = db.collection(COLLECTIONS.threads).doc(generalThreadId(client.uid));
    const messages = await thread.collection(THREAD_SUBCOLLECTIONS.messages).orderBy('createdAt').get();
    const senders = messages.docs.map((message) => message.get('senderRole') as string);
    const newest = messages.docs.at(-1)!;

    expect((await thread.get()).data()).toMatchObject({
      clientId: client.uid,
      projectId: null,
      unreadForClient: 1,
      unreadForAgency: 0,
      lastMessageId: newest.id,
      lastSenderRole: 'admin',
    });
    expect(senders.length).toBeGreaterThanOrEqual(4);
    // Each message answers the one before: the senders alternate, ending with the agency.
    senders.forEach((role, index) => expect(role).not.toBe(senders[index - 1]));
    expect(senders.at(-1)).toBe('admin');
    for (const message of messages.docs) {
      expect(message.get('senderId')).toBe(message.get('senderRole') === 'admin' ? admin.uid : client.uid);
      // Counted already, so the trigger never recounts the seed or emails about it.
      expect(message.get('countedAt')).toBeDefined();
    }
  });
});
