import { useFirestore, useFirestoreDocData } from 'reactfire';

import { useSession } from '@/lib/auth/session';

import { clientRef } from './clients';

/**
 * The signed-in person and their own `clients/{uid}` profile, live. Screens behind the client guard always have a
 * user; the placeholder id only keeps the hook order fixed for the moment before the session is known.
 */
export function useOwnProfile() {
  const session = useSession();
  const user = session.status === 'ready' ? session.user : null;
  const { status, data: profile } = useFirestoreDocData(clientRef(useFirestore(), user?.uid ?? '-'));
  return { user, status, profile };
}
