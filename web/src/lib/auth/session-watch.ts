import type { IdTokenResult, User } from 'firebase/auth';
import { type Firestore, getDoc, onSnapshot, type Unsubscribe } from 'firebase/firestore';

import { roleOf } from '@agency/common';

import { type Revocation, revocationRef } from '@/lib/firestore/revocations';

/**
 * Whether firestore.rules still honours a token (their `matchesAccess`): it signed in no earlier than the second
 * its account's sessions were last ended, and its role and disabled flag match the account's as they are now.
 */
export function tokenIsCurrent(token: IdTokenResult, access: Revocation): boolean {
  const signedInAt = Number(token.claims.auth_time) * 1000;
  return (
    signedInAt >= access.validAfter.toMillis() &&
    !access.disabled &&
    (roleOf(token.claims) ?? null) === (access.role ?? null)
  );
}

/**
 * Whether `user`'s session still counts, given its account's revocation. A token whose role is merely behind the
 * account's (onboarding has just made it a client) counts once refreshed; one that signed in before its sessions
 * were ended never will, as refreshing keeps its sign-in time, and a disabled account cannot refresh at all.
 */
async function sessionCounts(user: User, access: Revocation | undefined): Promise<boolean> {
  if (!access || tokenIsCurrent(await user.getIdTokenResult(), access)) return true;
  try {
    return tokenIsCurrent(await user.getIdTokenResult(true), access);
  } catch {
    return false;
  }
}

/**
 * Follows the signed-in account's own `revocations/{uid}` (firestore.rules let it read that one document, whatever
 * its token), and calls `onEnded` as soon as an admin's change ends the session: a role removed or granted, the
 * account disabled. The rules already refuse the old token; this is what turns that into a clear sign-out instead
 * of a screen whose data stops loading. The same check Firebase's docs describe for detecting revoked tokens.
 */
export function watchSession(db: Firestore, user: User, onEnded: () => void): Unsubscribe {
  let checks = Promise.resolve();
  return onSnapshot(
    revocationRef(db, user.uid),
    (snapshot) => {
      const access = snapshot.data();
      // One check at a time, in order, so a later snapshot never races an earlier one's token refresh.
      checks = checks.then(async () => {
        if (!(await sessionCounts(user, access))) onEnded();
      });
    },
    // Offline or refused: nothing to act on. The rules go on refusing a stale token whatever happens here.
    () => undefined,
  );
}

/**
 * The same check, once, for a screen whose data was just refused: true when the session has ended, false when it
 * still counts and the refusal is about the data itself.
 */
export async function sessionHasEnded(db: Firestore, user: User): Promise<boolean> {
  let access: Revocation | undefined;
  try {
    access = (await getDoc(revocationRef(db, user.uid))).data();
  } catch {
    // Cannot tell from here: a token Auth will still refresh is taken to count.
  }
  return !(await sessionCounts(user, access));
}
