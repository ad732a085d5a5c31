import type { Page } from '@playwright/test';

import { emulatorAddress } from '../../support/emulator-hosts';

import { expect } from './test';

/** The web app's API key in the emulator build (web/.env.emulators), which names where Auth keeps its session. */
const API_KEY = 'demo-api-key';

interface SignInAnswer {
  localId: string;
  email: string;
  displayName?: string;
  idToken: string;
  refreshToken: string;
  expiresIn: string;
}

/**
 * Opens a portal or admin page as `account`, already signed in, for journeys that are not about signing in
 * (the sign-in form has its own, in tests/e2e/accounts). The account signs in with its password at the Auth
 * emulator, as the form would, and the session is left where the Firebase SDK keeps one between visits, so the
 * page starts as it does for someone who signed in yesterday: no login page, form and redirect to wait for.
 */
export async function openSignedIn(page: Page, account: { email: string; password: string }, path: string) {
  const url = `${emulatorAddress('auth').origin}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Auth refused ${account.email}: ${await response.text()}`);
  const answer = (await response.json()) as SignInAnswer;
  const now = Date.now();
  // The shape the SDK writes for a signed-in user (its UserImpl.toJSON); it moves it to IndexedDB on load.
  const user = {
    uid: answer.localId,
    email: answer.email,
    emailVerified: true,
    displayName: answer.displayName ?? null,
    isAnonymous: false,
    providerData: [
      {
        providerId: 'password',
        uid: answer.email,
        displayName: answer.displayName ?? null,
        email: answer.email,
        phoneNumber: null,
        photoURL: null,
      },
    ],
    stsTokenManager: {
      refreshToken: answer.refreshToken,
      accessToken: answer.idToken,
      expirationTime: now + Number(answer.expiresIn) * 1000,
    },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: API_KEY,
    appName: '[DEFAULT]',
  };
  // A file of the site's own origin that loads no app, to write the session into its storage.
  await page.goto('/robots.txt');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    `firebase:authUser:${API_KEY}:[DEFAULT]`,
    JSON.stringify(user),
  ] as const);
  await page.goto(path);
  await expect(page).toHaveURL(path);
}
