import { FirebaseError } from 'firebase/app';
import type { IdTokenResult, User } from 'firebase/auth';
import { type Firestore, getDocFromServer, onSnapshot, type Unsubscribe } from 'firebase/firestore';

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

/** What Auth answers when it will not refresh a session at all: revoked, disabled, deleted. */
const SESSION_REFUSED = new Set(['auth/user-token-expired', 'auth/user-disabled', 'auth/user-not-found']);

/**
 * Why an admin's change ended a session, which decides what the person is told and where they go: a disabled
 * account cannot sign in again; an admin who is one no more can still use their client portal; any other change
 * (a client made admin) only needs a fresh sign-in.
 */
export type SessionEnd = 'disabled' | 'admin-removed' | 'changed';

function endOf(token: IdTokenResult, access: Revocation): SessionEnd {
  if (access.disabled) return 'disabled';
  return roleOf(token.claims) === 'admin' && access.role !== 'admin' ? 'admin-removed' : 'changed';
}

/**
 * Whether `user`'s session still counts, given its account's revocation: undefined when it does, else why not. A
 * token whose role is merely behind the account's (onboarding has just made it a client) counts once refreshed;
 * one that signed in before its sessions were ended never will, as refreshing keeps its sign-in time, and Auth
 * refuses to refresh a disabled account. Anything else going wrong (offline, a busy Auth) says nothing about the
 * session, so it still counts: the rules keep refusing a stale token whatever the app believes.
 */
export async function whySessionEnded(user: User, access: Revocation | undefined): Promise<SessionEnd | undefined> {
  if (!access) return undefined;
  let token: IdTokenResult | undefined;
  try {
    token = await user.getIdTokenResult();
    if (tokenIsCurrent(token, access)) return undefined;
    return tokenIsCurrent(await user.getIdTokenResult(true), access) ? undefined : endOf(token, access);
  } catch (error) {
    if (!(error instanceof FirebaseError && SESSION_REFUSED.has(error.code))) return undefined;
    if (error.code === 'auth/user-disabled') return 'disabled';
    return token ? endOf(token, access) : 'changed';
  }
}

/**
 * Follows the signed-in account's own `revocations/{uid}` (firestore.rules let it read that one document, whatever
 * its token), and calls `onEnded` as soon as an admin's change ends the session: a role removed or granted, the
 * account disabled. The rules already refuse the old token; this is what turns that into a clear sign-out instead
 * of a screen whose data stops loading. The same check Firebase's docs describe for detecting revoked tokens.
 */
export function watchSession(db: Firestore, user: User, onEnded: (why: SessionEnd) => void): Unsubscribe {
  let live = true;
  let checks = Promise.resolve();
  const unsubscribe = onSnapshot(
    revocationRef(db, user.uid),
    // Metadata changes too, so a server answer equal to the cache still arrives as one.
    { includeMetadataChanges: true },
    (snapshot) => {
      // Only the server's word counts. The tab's cache may still hold the account as an earlier session last saw
      // it (disabled, then enabled again since): acting on that would sign the new session straight out.
      if (snapshot.metadata.fromCache) return;
      const access = snapshot.data();
      // One check at a time, in order, so a later snapshot never races an earlier one's token refresh. A check
      // still running when the watch stops (signed out, another account) must not end whoever is signed in next.
      checks = checks
        .then(async () => {
          const why = await whySessionEnded(user, access);
          if (why && live) onEnded(why);
        })
        .catch(() => undefined);
    },
    // Offline or refused: nothing to act on. The rules go on refusing a stale token whatever happens here.
    () => undefined,
  );
  return () => {
    live = false;
    unsubscribe();
  };
}

/**
 * The same check, once, for a screen whose data was just refused: why the session has ended, or undefined when it
 * still counts and the refusal is about the data itself.
 */
export async function whyRefusedSessionEnded(db: Firestore, user: User): Promise<SessionEnd | undefined> {
  try {
    return await whySessionEnded(user, (await getDocFromServer(revocationRef(db, user.uid))).data());
  } catch {
    // Cannot tell from here (offline; the cache may hold an earlier session's view): the page says what it can,
    // and the rules refuse a stale token anyway.
    return undefined;
  }
}
