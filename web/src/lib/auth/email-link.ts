import {
  type Auth,
  isSignInWithEmailLink,
  sendSignInLinkToEmail,
  signInWithEmailLink,
  type UserCredential,
} from 'firebase/auth';

/** Firebase's advice: keep the address on this device, so the link can be finished without asking for it. */
const EMAIL_KEY = 'agency.emailForSignIn';

/** Emails a one-time sign-in link that comes back to `continuePath` on this site. */
export async function sendSignInLink(auth: Auth, email: string, continuePath: string): Promise<void> {
  await sendSignInLinkToEmail(auth, email, {
    url: new URL(continuePath, location.origin).href,
    handleCodeInApp: true,
  });
  localStorage.setItem(EMAIL_KEY, email);
}

/** Whether this page was opened from such a link. */
export const isEmailLink = (auth: Auth) => isSignInWithEmailLink(auth, location.href);

/** The address the link was sent to from this device, if it was. */
export const storedLinkEmail = () => localStorage.getItem(EMAIL_KEY) ?? '';

/** What Auth's emailed links add to the address: read once, then taken out of the address bar. */
export const EMAIL_LINK_PARAMS = ['apiKey', 'oobCode', 'mode', 'lang', 'continueUrl'] as const;

/** Signs in with the link this page was opened from, then takes its one-time code out of the address bar. */
export async function finishSignInLink(auth: Auth, email: string): Promise<UserCredential> {
  const credential = await signInWithEmailLink(auth, email, location.href);
  localStorage.removeItem(EMAIL_KEY);
  const url = new URL(location.href);
  for (const key of EMAIL_LINK_PARAMS) url.searchParams.delete(key);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return credential;
}
