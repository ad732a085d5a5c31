import { FirebaseError } from 'firebase/app';
import type { IdTokenResult, User } from 'firebase/auth';
import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { sessionCounts, tokenIsCurrent } from './session-watch';

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

describe('sessionCounts', () => {
  const stale = { auth_time: ENDED_AT - 60, role: 'admin' };

  it('counts a session whose account was never revoked', async () => {
    expect(await sessionCounts(userWith(stale, stale), undefined)).toBe(true);
  });

  it('counts a token whose role was only behind the account’s, once refreshed (onboarding)', async () => {
    const user = userWith({ auth_time: ENDED_AT + 60 }, { auth_time: ENDED_AT + 60, role: 'client' });
    expect(await sessionCounts(user, access('client'))).toBe(true);
  });

  it('ends a session that signed in before it was revoked, though Auth still refreshes it', async () => {
    expect(await sessionCounts(userWith(stale, { ...stale, role: null }), access(null))).toBe(false);
  });

  it.each(['auth/user-token-expired', 'auth/user-disabled', 'auth/user-not-found'])(
    'ends a session Auth refuses to refresh (%s)',
    async (code) => {
      expect(await sessionCounts(userWith(stale, new FirebaseError(code, code)), access(null))).toBe(false);
    },
  );

  it('keeps a session when the refresh fails for another reason (offline)', async () => {
    const offline = new FirebaseError('auth/network-request-failed', 'offline');
    expect(await sessionCounts(userWith(stale, offline), access(null))).toBe(true);
  });
});
