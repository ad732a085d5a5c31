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

  it("should pass on a callable function's own message", () => {
    const error = new FirebaseError('functions/already-exists', 'An account already uses that email.');
    expect(firebaseErrorMessage(error)).toBe('An account already uses that email.');
  });

  it('should not show internal wording for anything else', () => {
    expect(firebaseErrorMessage(new FirebaseError('functions/internal', 'internal'))).toMatch(/Something went wrong/);
    expect(firebaseErrorMessage(new Error('TypeError: x is undefined'))).toMatch(/Something went wrong/);
  });
});
