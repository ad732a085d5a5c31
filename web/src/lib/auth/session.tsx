import { onIdTokenChanged, signOut, type User } from 'firebase/auth';
import { createContext, type ReactNode, use, useCallback, useEffect, useRef, useState } from 'react';
import { useAuth, useFirestore } from 'reactfire';

import { type Role, roleOf } from '@agency/common';

import { forgetFailedReads } from '@/lib/firestore/failed-reads';

import { type SessionEnd, watchSession, whyRefusedSessionEnded } from './session-watch';

export type { SessionEnd } from './session-watch';

/** Who is signed in, and as what. `role` is undefined for an account that has not finished onboarding. */
export type Session =
  | { status: 'loading' }
  /**
   * `signedOutOnPurpose`: they chose "Sign out", so nothing should offer to bring them back where they were.
   * `ended`: an admin's change ended the session, and why (where the guards send them depends on it).
   */
  | { status: 'ready'; user: null; role: undefined; signedOutOnPurpose: boolean; ended?: SessionEnd }
  | { status: 'ready'; user: User; role: Role | undefined };

const SessionContext = createContext<Session>({ status: 'loading' });
const SignOutContext = createContext<() => Promise<void>>(() => Promise.resolve());
const CheckSessionContext = createContext<() => Promise<boolean>>(() => Promise.resolve(false));

/**
 * Prefix for the `localStorage` keys that hold what one person typed on this device (onboarding's draft). Every
 * sign-out removes them all, however it happens: the account menu, the 403 page, the admin login refusing a
 * client, an account that was disabled, or a sign-out in another tab. A shared computer keeps no one's answers.
 */
export const PERSONAL_STORAGE_PREFIX = 'agency.personal.';

function clearPersonalStorage() {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(PERSONAL_STORAGE_PREFIX)) localStorage.removeItem(key);
  }
}

/**
 * Follows the ID token rather than just the user, so a role the functions grant (onboarding, an admin's change)
 * shows as soon as the app refreshes the token. reactfire's `useSigninCheck` can check one claim but cannot say
 * which role an account has, and its claims validator is cached under one key for every validator, so the
 * session is kept here (docs/decisions/007-accounts.md).
 */
export function SessionProvider({ children, onEnded }: { children: ReactNode; onEnded?: (why: SessionEnd) => void }) {
  const auth = useAuth();
  const db = useFirestore();
  const [session, setSession] = useState<Session>({ status: 'loading' });
  const onPurpose = useRef(false);
  const uid = session.status === 'ready' ? session.user?.uid : undefined;
  // Whose ended session has already been announced: the watch and a refused screen may both notice it.
  const ended = useRef<string | null>(null);
  const endedBecause = useRef<SessionEnd | undefined>(undefined);

  const endSession = useCallback(
    async (user: User, why: SessionEnd) => {
      // Only the session that ended: by now another account may have signed in (another tab). No account at all
      // is still this one's end: Auth signs out by itself when it refuses to refresh a disabled account's token.
      const current = auth.currentUser;
      if (ended.current === user.uid || (current && current.uid !== user.uid)) return;
      ended.current = user.uid;
      onEnded?.(why);
      if (current) {
        endedBecause.current = why;
        await signOut(auth);
      } else {
        setSession((now) => (now.status === 'ready' && !now.user ? { ...now, ended: why } : now));
      }
    },
    [auth, onEnded],
  );

  // An admin's change to the account (role, disabled) ends its session at once, not when the token next expires.
  useEffect(() => {
    const user = auth.currentUser;
    if (!uid || user?.uid !== uid) return;
    ended.current = null;
    return watchSession(db, user, (why) => void endSession(user, why));
  }, [auth, db, uid, endSession]);

  const checkSession = useCallback(async () => {
    const user = auth.currentUser;
    if (!user) return true;
    const why = await whyRefusedSessionEnded(db, user);
    if (!why) return false;
    await endSession(user, why);
    return true;
  }, [auth, db, endSession]);

  useEffect(() => {
    let latest = 0;
    // Only a change from an account to none is a sign-out: a visitor who was never signed in may be waiting for
    // an emailed sign-in link, and the draft they typed before it must still be here when the link comes back.
    let signedIn = false;
    return onIdTokenChanged(auth, async (user) => {
      const call = ++latest;
      // What the rules refused the previous account (or no account) is no answer for this one.
      forgetFailedReads();
      if (!user) {
        if (signedIn) clearPersonalStorage();
        signedIn = false;
        setSession({
          status: 'ready',
          user: null,
          role: undefined,
          signedOutOnPurpose: onPurpose.current,
          ended: endedBecause.current,
        });
        onPurpose.current = false;
        endedBecause.current = undefined;
        return;
      }
      signedIn = true;
      try {
        const { claims } = await user.getIdTokenResult();
        if (call === latest) setSession({ status: 'ready', user, role: roleOf(claims) });
      } catch {
        // A disabled or deleted account can no longer refresh its token: treat it as signed out.
        await signOut(auth);
      }
    });
  }, [auth]);

  const signOutOnPurpose = useCallback(async () => {
    onPurpose.current = true;
    await signOut(auth);
  }, [auth]);

  return (
    <SessionContext value={session}>
      <SignOutContext value={signOutOnPurpose}>
        <CheckSessionContext value={checkSession}>{children}</CheckSessionContext>
      </SignOutContext>
    </SessionContext>
  );
}

export function useSession(): Session {
  return use(SessionContext);
}

/** "Sign out", as the person asked for it (rather than a session that ended on its own). */
export function useSignOut(): () => Promise<void> {
  return use(SignOutContext);
}

/**
 * For a screen whose data the rules just refused: checks whether the session has ended (an admin changed the
 * account) and, if so, signs out with the area's notice. Resolves true when it had ended (or no one is signed in).
 */
export function useCheckSession(): () => Promise<boolean> {
  return use(CheckSessionContext);
}

/** Fetches a fresh ID token (new claims, new email or verification state), which updates every session reader. */
export async function refreshSession(user: User): Promise<void> {
  await user.reload();
  await user.getIdToken(true);
}
