import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';

import type { DemoAccount } from '../../../scripts/seed/demo-accounts';
import { APP_PROJECT_ID, emulatorAddress } from '../../support/emulator-hosts';

/** Signs a seeded account in to the Auth emulator and returns its ID token, as the web app would send it. */
export async function idTokenFor(account: Pick<DemoAccount, 'email' | 'password'>): Promise<string> {
  const app = initializeApp({ projectId: APP_PROJECT_ID, apiKey: 'demo-api-key' }, `sign-in-${Math.random()}`);
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, emulatorAddress('auth').origin, { disableWarnings: true });
    const { user } = await signInWithEmailAndPassword(auth, account.email, account.password);
    return await user.getIdToken();
  } finally {
    await deleteApp(app);
  }
}
