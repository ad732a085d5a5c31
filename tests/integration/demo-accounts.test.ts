import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import { type Auth, connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_ACCOUNTS } from '../../scripts/seed/demo-accounts';
import { APP_PROJECT_ID, emulatorAddress } from '../support/emulator-hosts';

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
