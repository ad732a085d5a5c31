import { Outlet } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider, StorageProvider } from 'reactfire';

import { auth, firebaseApp, firestore, storage } from '@/lib/firebase';

/**
 * reactfire's providers around the portal and admin areas. The router loads this module lazily, and only for
 * those areas, so public pages never download the Firebase SDK. The SDKs themselves are created once, at module
 * scope, in `lib/firebase.ts`.
 */
export default function FirebaseArea() {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <StorageProvider sdk={storage}>
            <Outlet />
          </StorageProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
