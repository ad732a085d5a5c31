import { onIdTokenChanged, signOut, type User } from 'firebase/auth';
import { createContext, type ReactNode, use, useEffect, useState } from 'react';
import { useAuth } from 'reactfire';

import { type Role, roleOf } from '@agency/common';

/** Who is signed in, and as what. `role` is undefined for an account that has not finished onboarding. */
export type Session =
  | { status: 'loading' }
  | { status: 'ready'; user: null; role: undefined }
  | { status: 'ready'; user: User; role: Role | undefined };

const SessionContext = createContext<Session>({ status: 'loading' });

/**
 * Follows the ID token rather than just the user, so a role the functions grant (onboarding, an admin's change)
 * shows as soon as the app refreshes the token. reactfire's `useSigninCheck` can check one claim but cannot say
 * which role an account has, and its claims validator is cached under one key for every validator, so the
 * session is kept here (docs/decisions/007-accounts.md).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const [session, setSession] = useState<Session>({ status: 'loading' });

  useEffect(() => {
    let latest = 0;
    return onIdTokenChanged(auth, async (user) => {
      const call = ++latest;
      if (!user) {
        setSession({ status: 'ready', user: null, role: undefined });
        return;
      }
      try {
        const { claims } = await user.getIdTokenResult();
        if (call === latest) setSession({ status: 'ready', user, role: roleOf(claims) });
      } catch {
        // A disabled or deleted account can no longer refresh its token: treat it as signed out.
        await signOut(auth);
      }
    });
  }, [auth]);

  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  return use(SessionContext);
}

/** Fetches a fresh ID token (new claims, new email or verification state), which updates every session reader. */
export async function refreshSession(user: User): Promise<void> {
  await user.reload();
  await user.getIdToken(true);
}
