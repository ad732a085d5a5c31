import type { UserRecord } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';

import { type Role, roleOf, type SessionRevocation } from '@agency/common';

import { adminAuth } from './admin';
import { revocationRef } from './firestore/revocations';

/**
 * Why a verified ID token no longer speaks for anyone: its account is gone or disabled, or its sessions were ended
 * after it signed in (a role change or disabling). An ID token stays valid for up to an hour after either, so every
 * caller that acts on one checks the account as it is now (docs/decisions/011-sessions-and-private-fields.md).
 */
export type StaleReason = 'no-account' | 'disabled' | 'revoked';

export class StaleSession extends Error {
  constructor(readonly reason: StaleReason) {
    super(`stale session: ${reason}`);
  }
}

/** Auth could not be asked (a network or quota problem): not the caller's fault, and no reason to sign them out. */
export class AccountsUnavailable extends Error {}

/** The account behind a verified token, as Auth has it now, and the role its current claims give. */
export interface LiveAccount {
  user: UserRecord;
  role: Role | undefined;
}

/**
 * The one check every API route and callable makes after the token's signature: the account still exists, is not
 * disabled, and its sessions were not ended after this token signed in; the role comes from the live claims, not
 * the token. Throws StaleSession or AccountsUnavailable.
 */
export async function liveAccount(token: { uid: string; auth_time: number }): Promise<LiveAccount> {
  const user = await adminAuth.getUser(token.uid).catch((error: { code?: string }) => {
    // No such account, or a token naming no valid account (the emulator passes unverified tokens through).
    if (error.code === 'auth/user-not-found' || error.code === 'auth/invalid-uid') throw new StaleSession('no-account');
    logger.error('Could not read the caller’s Auth record', error);
    throw new AccountsUnavailable();
  });
  if (user.disabled) throw new StaleSession('disabled');
  if (signedInBefore(token.auth_time, user.tokensValidAfterTime)) throw new StaleSession('revoked');
  return { user, role: roleOf(user.customClaims) };
}

/**
 * The comparison the Admin SDK's `verifyIdToken(token, true)` makes, and firestore.rules repeat against
 * `revocations/{uid}`: Auth keeps `tokensValidAfterTime` in whole seconds, and a token signed in that same second
 * still counts (so a fresh sign-in straight after a revocation is never refused).
 */
function signedInBefore(authTimeSeconds: number, tokensValidAfterTime: string | undefined): boolean {
  return tokensValidAfterTime !== undefined && authTimeSeconds * 1000 < Date.parse(tokensValidAfterTime);
}

/** The account's access as Auth has it now, as `revocations/{uid}` mirrors it for firestore.rules. */
const accessOf = (user: UserRecord) => ({ role: roleOf(user.customClaims) ?? null, disabled: user.disabled });

/**
 * Ends every session of `uid`, after its role or disabled flag has changed: Auth refuses its refresh tokens, and
 * `revocations/{uid}` tells firestore.rules to refuse the ID tokens it already holds (which Firestore would
 * otherwise honour until they expire, up to an hour). Auth counts the revocation in whole seconds and honours a
 * sign-in made within that second; the role and disabled flag in the same document close that second too, since a
 * token from before the change still carries the old role.
 */
export async function endSessions(uid: string): Promise<void> {
  await adminAuth.revokeRefreshTokens(uid);
  const user = await adminAuth.getUser(uid);
  const revocation: SessionRevocation<Timestamp> = {
    validAfter: Timestamp.fromMillis(
      user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : Math.floor(Date.now() / 1000) * 1000,
    ),
    ...accessOf(user),
  };
  await revocationRef(uid).set(revocation);
}

/**
 * After a role change that ends no session (onboarding makes a role-less account a client, whose own session goes
 * on), keeps an existing `revocations/{uid}` in step with the account, or the rules would refuse its new tokens.
 */
export async function mirrorAccess(uid: string): Promise<void> {
  const ref = revocationRef(uid);
  if (!(await ref.get()).exists) return;
  await ref.update(accessOf(await adminAuth.getUser(uid)));
}
