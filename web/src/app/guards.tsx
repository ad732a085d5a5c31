import { Navigate, Outlet, useLocation } from 'react-router-dom';

import type { Role } from '@agency/common';

import { ScreenLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { loginHref } from '@/lib/auth/return-path';
import { useSession } from '@/lib/auth/session';

import { ForbiddenPage } from './pages/forbidden-page';

/**
 * The screens of an area need an account with that area's role. Signed out: off to the area's login, which
 * brings the visitor back here. A signed-in account that has not finished onboarding goes to finish it; any
 * other role gets a polite 403. Firestore rules and the functions enforce the same roles on the data itself.
 */
export function RequireRole({ role, loginPath }: { role: Role; loginPath: string }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <ScreenLoader />;
  if (!session.user) {
    // An admin who is one no more signs in where they still belong, and nothing brings them back here.
    if (role === 'admin' && session.ended === 'admin-removed') {
      return <Navigate to={paths.client.login.getHref()} replace />;
    }
    return <Navigate to={session.signedOutOnPurpose ? loginPath : loginHref(loginPath, location)} replace />;
  }
  if (session.role === role) return <Outlet />;
  if (role === 'client' && session.role === undefined) {
    return <Navigate to={paths.client.onboarding.getHref()} replace />;
  }
  return <ForbiddenPage role={session.role} email={session.user.email} />;
}
