import { useRoutes } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider, StorageProvider } from 'reactfire';

import { SessionProvider } from '@/lib/auth/session';
import { auth, firebaseApp, firestore, storage } from '@/lib/firebase';

import { RequireRole } from '../guards';
import { AccountMenu } from '../layouts/account-menu';
import { AdminShell, ClientPortalShell } from '../layouts/area-shells';
import { adminAreaRoutes, type AreaKit, clientAreaRoutes } from '../routes';

const kit: AreaKit = { RequireRole, AccountMenu, ClientPortalShell, AdminShell };

/** Each area's routes, built once, here: building them in render would make new lazy pages every time. */
const AREA_ROUTES = { client: clientAreaRoutes(kit), admin: adminAreaRoutes(kit) };

/**
 * The portal and admin areas: reactfire's providers, who is signed in, and the area's routes. The router loads
 * this module lazily, and only for those areas, so public pages never download the Firebase SDK. The SDKs
 * themselves are created once, at module scope, in `lib/firebase.ts`.
 */
export default function FirebaseArea({ area }: { area: keyof typeof AREA_ROUTES }) {
  const element = useRoutes(AREA_ROUTES[area]);
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <StorageProvider sdk={storage}>
            <SessionProvider>{element}</SessionProvider>
          </StorageProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
