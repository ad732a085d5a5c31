import Link from '@mui/material/Link';
import { signOut } from 'firebase/auth';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';

import { FormPage } from '@/components/form-page';
import { ScreenLoader } from '@/components/page-loader';
import type { PageProps } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { returnPath } from '@/lib/auth/return-path';
import { useSession } from '@/lib/auth/session';

import { SignInForm } from './sign-in-form';

export const NOT_AN_ADMIN = 'This account is not an administrator, so it has been signed out of the admin area.';

/** /webmin1010/login: administrators only; any other account is signed straight back out. */
export default function AdminLoginPage({ meta }: PageProps) {
  const auth = useAuth();
  const session = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const landing = returnPath(search, paths.admin.dashboard.path, paths.admin.dashboard.getHref());

  if (session.status === 'loading') return <ScreenLoader />;
  if (session.user && session.role === 'admin') return <Navigate to={landing} replace />;

  return (
    <FormPage
      meta={meta}
      intro={
        <>
          For the agency&apos;s team. Clients sign in through the{' '}
          <Link component={RouterLink} to={paths.client.login.getHref()}>
            client portal
          </Link>
          .
        </>
      }
    >
      <SignInForm
        idPrefix="admin-login"
        onSignedIn={async (_user, role) => {
          if (role !== 'admin') {
            await signOut(auth);
            return NOT_AN_ADMIN;
          }
          await navigate(landing, { replace: true });
        }}
      />
    </FormPage>
  );
}
