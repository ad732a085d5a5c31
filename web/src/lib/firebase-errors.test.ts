import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';

import { firebaseErrorMessage } from './firebase-errors';

describe('firebaseErrorMessage', () => {
  it.each([
    ['auth/wrong-password', /password is not right/],
    ['auth/invalid-credential', /email or password is not right/],
    ['auth/user-not-found', /No account uses that email/],
    ['auth/user-disabled', /has been disabled/],
    ['auth/too-many-requests', /Too many attempts/],
    ['auth/expired-action-code', /expired/],
  ])('should explain %s in plain words', (code, message) => {
    expect(firebaseErrorMessage(new FirebaseError(code, 'Firebase: internal wording'))).toMatch(message);
  });

  it('should say a sign-in link was sent to another address when that is what Auth means by an invalid email', () => {
    const mismatch = new FirebaseError('auth/invalid-email', 'Firebase: Error (auth/invalid-email).');
    expect(firebaseErrorMessage(mismatch, 'finishing a sign-in link')).toBe(
      'This link was sent to a different email address. Enter the address you asked for the link with.',
    );
    expect(firebaseErrorMessage(mismatch)).toBe('Please enter a valid email address');
  });

  it('should say too many emails, not too many sign-in attempts, when an email could not be sent', () => {
    const tooMany = new FirebaseError('auth/too-many-requests', 'Firebase: Error (auth/too-many-requests).');
    expect(firebaseErrorMessage(tooMany, 'sending an email')).toMatch(/several emails in a short time/);
    expect(firebaseErrorMessage(tooMany, 'sending an email')).not.toMatch(/password/);
    // Codes the step does not change keep their usual answer.
    expect(firebaseErrorMessage(new FirebaseError('auth/user-disabled', ''), 'sending an email')).toMatch(/disabled/);
  });

  it("should pass on a callable function's own message", () => {
    const error = new FirebaseError('functions/already-exists', 'An account already uses that email.');
    expect(firebaseErrorMessage(error)).toBe('An account already uses that email.');
  });

  it('should not show internal wording for anything else', () => {
    expect(firebaseErrorMessage(new FirebaseError('functions/internal', 'internal'))).toMatch(/Something went wrong/);
    expect(firebaseErrorMessage(new Error('TypeError: x is undefined'))).toMatch(/Something went wrong/);
  });
});
