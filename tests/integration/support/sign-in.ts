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

const identityToolkit = (method: string) =>
  `${emulatorAddress('auth').origin}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`;

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Signs in with an emailed sign-in link, as the owner of `email` opening it would: Auth emails the link (the
 * emulator keeps its code), the link signs in to whatever account holds the address (making one if none) and
 * confirms it. Returns the account's uid and ID token.
 */
export async function emailedLinkSignIn(email: string): Promise<{ uid: string; idToken: string }> {
  await postJson(identityToolkit('sendOobCode'), { requestType: 'EMAIL_SIGNIN', email });
  const { oobCodes } = (await (
    await fetch(`${emulatorAddress('auth').origin}/emulator/v1/projects/${APP_PROJECT_ID}/oobCodes`)
  ).json()) as { oobCodes: { email: string; oobCode: string; requestType: string }[] };
  const code = oobCodes.filter((entry) => entry.email === email && entry.requestType === 'EMAIL_SIGNIN').pop();
  if (!code) throw new Error(`no sign-in link was emailed to ${email}`);
  const { localId, idToken } = await postJson<{ localId: string; idToken: string }>(
    identityToolkit('signInWithEmailLink'),
    { email, oobCode: code.oobCode },
  );
  return { uid: localId, idToken };
}

/**
 * An account someone made without a password (signed in anonymously) and gave `email` to, unconfirmed: another
 * way to hold an address before its owner's emailed link signs in to it. Returns its uid.
 */
export async function anonymousAccountWithEmail(email: string): Promise<string> {
  const { idToken, localId } = await postJson<{ idToken: string; localId: string }>(identityToolkit('signUp'), {
    returnSecureToken: true,
  });
  await postJson(identityToolkit('update'), { idToken, email, returnSecureToken: true });
  return localId;
}
