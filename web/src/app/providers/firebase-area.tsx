import { type ReactNode, useState } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';

import { ClientSearchProvider } from '@/components/forms/client-picker';
import { PageErrorBoundary, PageErrorFallback } from '@/components/page-error';
import { notify } from '@/components/toaster/notify';
import { AREA_BASES } from '@/config/paths';
import { type SessionEnd, SessionProvider, useSession } from '@/lib/auth/session';
import { auth, firebaseApp, firestore } from '@/lib/firebase';
import { useClientSearch } from '@/lib/firestore/clients';

import { AreaPageError } from '../area-page-error';
import { adminAreaRoutes } from '../routes/admin-area';
import { clientAreaRoutes } from '../routes/client-area';
import { preloadPages } from '../routes/page';

/** Each area's own route table (built once, at module scope: built in render it would make new lazy pages). */
const AREA_ROUTES = { client: clientAreaRoutes, admin: adminAreaRoutes };
/** Where each area's table is mounted (routes.tsx). */

/** What an admin's change to this account means for the person it signed out, by what the change was. */
const ENDED_BECAUSE: Record<SessionEnd, string> = {
  disabled: 'Your account has been disabled. If you think this is a mistake, please contact us.',
  'admin-removed': 'Your admin access was removed. You can still sign in to your client portal.',
  changed: 'Your account was changed. Please sign in again.',
};

const announceEndedSession = (why: SessionEnd) => notify.error('Your session has ended', ENDED_BECAUSE[why]);

/**
 * Pages have their own boundary (PageOutlet); this one catches what the shells read themselves. A failure clears
 * on the next page or change of session, so once a refused read has signed the visitor out, the guards it
 * replaced come back and take them to sign in.
 */
function AreaBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const session = useSession();
  const who = session.status === 'ready' ? `${session.user?.uid ?? ''}:${session.role ?? ''}` : 'loading';
  return <PageErrorBoundary resetKey={`${pathname} ${who}`}>{children}</PageErrorBoundary>;
}

/** Every client picker below searches this app's Firestore. */
function ClientSearchArea({ children }: { children: ReactNode }) {
  return <ClientSearchProvider value={useClientSearch()}>{children}</ClientSearchProvider>;
}

/**
 * The portal and admin areas: reactfire's providers, who is signed in, and the area's routes. The router loads
 * this module lazily, and only for those areas, so public pages never download the Firebase SDK. The SDKs
 * themselves are created once, at module scope, in `lib/firebase.ts` (Storage in `lib/firebase-storage.ts`, with
 * the screens that keep files).
 */
export default function FirebaseArea({ area }: { area: keyof typeof AREA_ROUTES }) {
  const { pathname } = useLocation();
  // The page opened by its address starts loading now, beside the session being restored, not once it is.
  useState(() => preloadPages(AREA_ROUTES[area], pathname, AREA_BASES[area]));
  const element = useRoutes(AREA_ROUTES[area]);
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <SessionProvider onEnded={announceEndedSession}>
            <ClientSearchArea>
              <PageErrorFallback value={AreaPageError}>
                <AreaBoundary>{element}</AreaBoundary>
              </PageErrorFallback>
            </ClientSearchArea>
          </SessionProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
