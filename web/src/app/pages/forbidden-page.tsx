import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import type { Role } from '@agency/common';

import { PageHead } from '@/components/seo/page-head';
import { paths } from '@/config/paths';
import { useSignOut } from '@/lib/auth/session';

import { ContactUsLink } from '../contact-us-link';

const HOME_OF: Record<Role, { href: string; label: string }> = {
  client: { href: paths.client.dashboard.getHref(), label: 'Go to your portal' },
  admin: { href: paths.admin.dashboard.getHref(), label: 'Go to the admin area' },
};

/** A signed-in account in the wrong area: a polite 403 with a way to where it belongs. */
export function ForbiddenPage({ role, email }: { role: Role | undefined; email: string | null }) {
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const area = pathname.startsWith(paths.admin.dashboard.path) ? 'the admin area' : 'the client portal';
  const home = role ? HOME_OF[role] : { href: paths.client.onboarding.getHref(), label: 'Finish joining the portal' };
  return (
    <Container component="section" maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <PageHead title="403 Not Allowed" description="This page is not open to your account." path={pathname} noIndex />
      <Typography variant="h1" gutterBottom>
        403 Not Allowed
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        Sorry, {email ? <strong>{email}</strong> : 'your account'} does not have access to {area}. If you think it
        should, please <ContactUsLink />.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to={home.href} variant="contained">
          {home.label}
        </Button>
        <Button variant="outlined" onClick={() => void signOut()}>
          Sign out
        </Button>
      </Stack>
    </Container>
  );
}
