import type { IdTokenResult } from 'firebase/auth';
import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { tokenIsCurrent } from './session-watch';

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
