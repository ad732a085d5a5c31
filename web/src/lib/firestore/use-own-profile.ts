import { useSession } from '@/lib/auth/session';

import { useClient } from './clients';

/**
 * The signed-in person and their own `clients/{uid}` profile, live; a failure is the page's. Screens behind the
 * client guard always have a user; before the session is known there is no profile to read.
 */
export function useOwnProfile() {
  const session = useSession();
  const user = session.status === 'ready' ? session.user : null;
  const live = useClient(user?.uid, 'page');
  const profile = live.status === 'ready' ? live.data : undefined;
  return { user, status: live.status === 'loading' ? ('loading' as const) : ('success' as const), profile };
}
