import { FirebaseError } from 'firebase/app';
import type { IdTokenResult, User } from 'firebase/auth';
import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { tokenIsCurrent, whySessionEnded } from './session-watch';

const ENDED_AT = 1_790_000_000; // seconds, as Auth keeps a revocation

const token = (claims: Record<string, unknown>) => ({ claims }) as unknown as IdTokenResult;
const access = (role: 'client' | 'admin' | null, disabled = false) => ({
  validAfter: Timestamp.fromMillis(ENDED_AT * 1000),
  role,
  disabled,
});

/** The same edges as firestore.rules' matchesAccess (tests/rules/firestore/revocations.test.ts). */
describe('tokenIsCurrent', () => {
  it('counts a token that signed in in the very second the sessions were ended, with the same role', () => {
    expect(tokenIsCurrent(token({ auth_time: ENDED_AT, role: 'client' }), access('client'))).toBe(true);
  });

  it('does not count a token that signed in one second before', () => {
    expect(tokenIsCurrent(token({ auth_time: ENDED_AT - 1, role: 'client' }), access('client'))).toBe(false);
  });

  it('does not count a token whose role is not the account’s any more', () => {
    expect(tokenIsCurrent(token({ auth_time: ENDED_AT + 60, role: 'admin' }), access('client'))).toBe(false);
    expect(tokenIsCurrent(token({ auth_time: ENDED_AT + 60, role: 'admin' }), access(null))).toBe(false);
  });

  it('counts a role-less token for a role-less account', () => {
    expect(tokenIsCurrent(token({ auth_time: ENDED_AT + 60 }), access(null))).toBe(true);
  });

  it('does not count any token of a disabled account', () => {
    expect(tokenIsCurrent(token({ auth_time: ENDED_AT + 60, role: 'client' }), access('client', true))).toBe(false);
  });
});

/** A signed-in user whose cached token is `cached`, and whose refresh gives `refreshed` (or fails with it). */
function userWith(cached: Record<string, unknown>, refreshed: Record<string, unknown> | FirebaseError): User {
  return {
    getIdTokenResult: async (forceRefresh?: boolean) => {
      if (!forceRefresh) return token(cached);
      if (refreshed instanceof FirebaseError) throw refreshed;
      return token(refreshed);
    },
  } as unknown as User;
}

describe('whySessionEnded', () => {
  const stale = { auth_time: ENDED_AT - 60, role: 'admin' };

  it('counts a session whose account was never revoked', async () => {
    expect(await whySessionEnded(userWith(stale, stale), undefined)).toBeUndefined();
  });

  it('counts a token whose role was only behind the account’s, once refreshed (onboarding)', async () => {
    const user = userWith({ auth_time: ENDED_AT + 60 }, { auth_time: ENDED_AT + 60, role: 'client' });
    expect(await whySessionEnded(user, access('client'))).toBeUndefined();
  });

  it('ends an admin’s session whose role was removed, though Auth still refreshes it', async () => {
    expect(await whySessionEnded(userWith(stale, { ...stale, role: null }), access(null))).toBe('admin-removed');
    expect(await whySessionEnded(userWith(stale, { ...stale, role: 'client' }), access('client'))).toBe(
      'admin-removed',
    );
  });

  it('ends a client’s session made admin as a change that needs a fresh sign-in', async () => {
    const client = { auth_time: ENDED_AT - 60, role: 'client' };
    expect(await whySessionEnded(userWith(client, client), access('admin'))).toBe('changed');
  });

  it('says a disabled account was disabled, whether Auth still refreshes its token or not', async () => {
    expect(await whySessionEnded(userWith(stale, stale), access('admin', true))).toBe('disabled');
    const refused = new FirebaseError('auth/user-disabled', 'disabled');
    expect(await whySessionEnded(userWith(stale, refused), access('admin'))).toBe('disabled');
  });

  it.each(['auth/user-token-expired', 'auth/user-not-found'])(
    'ends a session Auth refuses to refresh (%s)',
    async (code) => {
      const client = { auth_time: ENDED_AT - 60, role: 'client' };
      expect(await whySessionEnded(userWith(client, new FirebaseError(code, code)), access(null))).toBe('changed');
    },
  );

  it('keeps a session when the refresh fails for another reason (offline)', async () => {
    const offline = new FirebaseError('auth/network-request-failed', 'offline');
    expect(await whySessionEnded(userWith(stale, offline), access(null))).toBeUndefined();
  });
});
