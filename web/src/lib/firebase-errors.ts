import { FirebaseError } from 'firebase/app';

/**
 * Plain-English answers for what Firebase Auth, the callable functions and Firestore report. A project with email
 * enumeration protection (the default for new projects) answers `auth/invalid-credential` for both an unknown
 * email and a wrong password, on purpose; the emulator still tells them apart.
 */
const AUTH_MESSAGES: Record<string, string> = {
  'auth/wrong-password': 'That password is not right. Try again, or reset your password.',
  'auth/invalid-credential': 'The email or password is not right. Try again, or reset your password.',
  'auth/invalid-login-credentials': 'The email or password is not right. Try again, or reset your password.',
  'auth/user-not-found': 'No account uses that email. New here? Join the portal instead.',
  'auth/user-disabled': 'This account has been disabled. Please contact us if you think this is a mistake.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes before trying again, or reset your password.',
  'auth/network-request-failed': 'We could not reach the sign-in service. Check your connection and try again.',
  'auth/invalid-email': 'Please enter a valid email address',
  'auth/missing-password': 'Please enter your password',
  'auth/email-already-in-use': 'An account already uses that email. Sign in instead, or reset your password.',
  'auth/weak-password': 'Please choose a stronger password.',
  'auth/expired-action-code': 'This link has expired. Please ask for a new one.',
  'auth/invalid-action-code':
    'This link is not valid any more: it may have been used already. Please ask for a new one.',
  'auth/requires-recent-login': 'For your security, please sign in again and retry.',
  'auth/operation-not-allowed': 'This way of signing in is not turned on for the portal.',
};

/** A step in which some codes mean something more particular than they do anywhere else. */
export type ErrorStep = 'finishing a sign-in link' | 'sending an email';

/** Said when an emailed sign-in link is finished with an address that is not the one it was sent to. */
const LINK_SENT_TO_ANOTHER_ADDRESS =
  'This link was sent to a different email address. Enter the address you asked for the link with.';

const STEP_MESSAGES: Record<ErrorStep, Record<string, string>> = {
  // The form has checked the address is one; Auth answers this code when it is not the one the link went to.
  'finishing a sign-in link': { 'auth/invalid-email': LINK_SENT_TO_ANOTHER_ADDRESS },
  // Auth refuses more emails for a while after a few: the links sent already still work, and no password is involved.
  'sending an email': {
    'auth/too-many-requests':
      'We have sent you several emails in a short time, so we cannot send another just yet. Please use the newest ' +
      'link you have (check your spam or junk folder too), or try again in a few minutes.',
  },
};

/** What to tell someone about `error`; `step` is what they were doing, where that changes the answer. */
export function firebaseErrorMessage(error: unknown, step?: ErrorStep): string {
  if (error instanceof FirebaseError) {
    const known = (step && STEP_MESSAGES[step][error.code]) || AUTH_MESSAGES[error.code];
    if (known) return known;
    // Callable functions: their messages are written for people already (functions/src/accounts).
    if (error.code.startsWith('functions/') && error.message && error.message !== 'internal') return error.message;
  }
  return 'Something went wrong. Please try again in a moment.';
}

/** Codes with which Firestore, Storage and the callables refuse a caller the rules or functions do not let in. */
const REFUSED_CODES = new Set([
  'permission-denied',
  'unauthenticated',
  'storage/unauthorized',
  'storage/unauthenticated',
  'functions/permission-denied',
  'functions/unauthenticated',
]);

/** Whether `error` is the backend refusing who is asking (rather than a failure of the request itself). */
export function isAccessRefused(error: unknown): boolean {
  return error instanceof FirebaseError && REFUSED_CODES.has(error.code);
}
