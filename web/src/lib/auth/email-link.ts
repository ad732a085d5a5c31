import { FirebaseError } from 'firebase/app';
import {
  type Auth,
  getAdditionalUserInfo,
  isSignInWithEmailLink,
  sendSignInLinkToEmail,
  signInWithEmailLink,
  signOut,
  type UserCredential,
} from 'firebase/auth';

import { roleOf } from '@agency/common';

import { PERSONAL_STORAGE_PREFIX } from '@/lib/auth/session';
import { confirmLinkSignIn } from '@/lib/callables';
import { firebaseErrorMessage } from '@/lib/firebase-errors';

/**
 * Firebase's advice: keep the address on this device, so the link can be finished without asking for it. It is
 * someone's address, so it carries the personal prefix that every sign-out clears (a shared computer keeps no one's).
 */
export const EMAIL_KEY = `${PERSONAL_STORAGE_PREFIX}emailForSignIn`;
/** Where the app kept it before: read once, so a link asked for before the move still finishes by itself. */
export const LEGACY_EMAIL_KEY = 'agency.emailForSignIn';
/** The page (path only) the link comes back to, kept beside the address: that page can say a link is waiting. */
export const RETURN_PATH_KEY = `${PERSONAL_STORAGE_PREFIX}emailForSignIn.returnTo`;

/** Emails a one-time sign-in link that comes back to `continuePath` on this site. */
export async function sendSignInLink(auth: Auth, email: string, continuePath: string): Promise<void> {
  const url = new URL(continuePath, location.origin);
  await sendSignInLinkToEmail(auth, email, { url: url.href, handleCodeInApp: true });
  localStorage.removeItem(LEGACY_EMAIL_KEY);
  localStorage.setItem(EMAIL_KEY, email);
  localStorage.setItem(RETURN_PATH_KEY, url.pathname);
}

/** Forgets the link asked for on this device: it has been used, or the person wants one for another address. */
export function forgetPendingLink(): void {
  localStorage.removeItem(EMAIL_KEY);
  localStorage.removeItem(LEGACY_EMAIL_KEY);
  localStorage.removeItem(RETURN_PATH_KEY);
}

/** Whether this page was opened from such a link. */
export const isEmailLink = (auth: Auth) => isSignInWithEmailLink(auth, location.href);

/** The address the link was sent to from this device, if it was. */
export function storedLinkEmail(): string {
  const legacy = localStorage.getItem(LEGACY_EMAIL_KEY);
  if (legacy !== null) {
    localStorage.removeItem(LEGACY_EMAIL_KEY);
    if (!localStorage.getItem(EMAIL_KEY)) localStorage.setItem(EMAIL_KEY, legacy);
  }
  return localStorage.getItem(EMAIL_KEY) ?? '';
}

/**
 * The address of a link this device asked for that comes back to `path` and has not been used yet, or ''. The
 * page that asked can go on saying "check your inbox" after a reload, until the link is used or forgotten.
 */
export function pendingLinkEmail(path: string): string {
  const email = storedLinkEmail();
  return email && localStorage.getItem(RETURN_PATH_KEY) === path ? email : '';
}

/** What Auth's emailed links add to the address: read once, then taken out of the address bar. */
export const EMAIL_LINK_PARAMS = ['apiKey', 'oobCode', 'mode', 'lang', 'continueUrl'] as const;

/**
 * Takes the link's one-time code (and the rest of what Auth added) out of the address bar, so it does not linger in
 * the browser's history or on screen. Answers the page's own address without it.
 */
export function forgetEmailLink(): string {
  const url = new URL(location.href);
  for (const key of EMAIL_LINK_PARAMS) url.searchParams.delete(key);
  const rest = `${url.pathname}${url.search}${url.hash}`;
  history.replaceState(history.state, '', rest);
  return rest;
}

/**
 * How an emailed link ended: signed in, or `restarted`: the address's old account was someone else's password
 * sign-up and has been removed, nobody is signed in, and a new link has gone to the same address.
 */
export type LinkSignIn = { status: 'signedIn'; credential: UserCredential } | { status: 'restarted'; email: string };

/** A failure whose message is written for the person already (the account check after the link). */
class LinkSignInError extends Error {}

/** What to tell someone when finishing a link failed. */
export const linkErrorMessage = (error: unknown) =>
  error instanceof LinkSignInError ? error.message : firebaseErrorMessage(error, 'finishing a sign-in link');

/** Auth's answer when the address given is not the one the link was sent to; the link still works with that one. */
export const isLinkForAnotherAddress = (error: unknown) =>
  error instanceof FirebaseError && error.code === 'auth/invalid-email';

/** What to tell someone whose account was started afresh (`restarted`). */
export const startedAfreshMessage = (email: string) =>
  `To keep your account safe we have started it afresh: we have emailed a new sign-in link to ${email}. ` +
  'Open it to carry on.';

/**
 * Signs in with the link this page was opened from, then takes its one-time code out of the address bar.
 *
 * Firebase signs a link in to whatever account already holds the address, keeping any password it has. So an
 * account the link did not just create, and that has no role yet, is put to `confirmLinkSignIn`, which deletes it
 * if it predates this sign-in (someone may have registered the address with their own password); then this device
 * signs out and asks for a new link to the same page, which makes a fresh account
 * (docs/decisions/012-verified-email-onboarding.md).
 */
export async function finishSignInLink(auth: Auth, email: string): Promise<LinkSignIn> {
  const credential = await signInWithEmailLink(auth, email, location.href);
  forgetPendingLink();
  const continuePath = forgetEmailLink();

  // An account the link has just made cannot hold anyone else's password, and a client's or an administrator's
  // is left as it is (the function would leave it too).
  if (getAdditionalUserInfo(credential)?.isNewUser === true) return { status: 'signedIn', credential };
  let replaced: boolean;
  try {
    const { claims } = await credential.user.getIdTokenResult();
    if (roleOf(claims)) return { status: 'signedIn', credential };
    ({ replaced } = await confirmLinkSignIn());
  } catch {
    // Unchecked, the account may still carry a stranger's password: nobody stays signed in to it.
    await signOut(auth);
    throw new LinkSignInError(
      'We could not finish signing you in, so you are signed out. Please try again in a moment with a new sign-in link.',
    );
  }
  if (!replaced) return { status: 'signedIn', credential };

  await signOut(auth);
  try {
    await sendSignInLink(auth, email, continuePath);
  } catch {
    throw new LinkSignInError(
      'To keep your account safe we have started it afresh, but we could not email you a new sign-in link. ' +
        'Please ask for one again from the sign-in page in a moment.',
    );
  }
  return { status: 'restarted', email };
}
