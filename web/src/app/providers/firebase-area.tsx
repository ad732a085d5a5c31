import { type RouteObject, useRoutes } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider, StorageProvider } from 'reactfire';

import { SessionProvider } from '@/lib/auth/session';
import { auth, firebaseApp, firestore, storage } from '@/lib/firebase';

import { RequireRole } from '../guards';
import { AccountMenu } from '../layouts/account-menu';
import { AdminShell, ClientPortalShell } from '../layouts/area-shells';
import type { AreaKit } from '../routes';

const kit: AreaKit = { RequireRole, AccountMenu, ClientPortalShell, AdminShell };

/** Each area's routes, built once: building them again would make new lazy pages and remount everything. */
const built = new Map<(kit: AreaKit) => RouteObject[], RouteObject[]>();
const routesOf = (build: (kit: AreaKit) => RouteObject[]) => {
  if (!built.has(build)) built.set(build, build(kit));
  return built.get(build)!;
};

/**
 * The portal and admin areas: reactfire's providers, who is signed in, and the area's routes. The router loads
 * this module lazily, and only for those areas, so public pages never download the Firebase SDK. The SDKs
 * themselves are created once, at module scope, in `lib/firebase.ts`.
 */
export default function FirebaseArea({ routes }: { routes: (kit: AreaKit) => RouteObject[] }) {
  const element = useRoutes(routesOf(routes));
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
