import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';

import { PageLoader } from '@/components/page-loader';
import { PageHead } from '@/components/seo/page-head';
import type { PageProps } from '@/components/seo/page-meta';
import { useOwnProfile } from '@/lib/firestore/use-own-profile';

import { DetailsForm } from './details-form';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';

/** /client/profile: the client's details and notification preference, their sign-in email and password. */
export default function ProfilePage({ meta }: PageProps) {
  const { pathname } = useLocation();
  const { user, status, profile } = useOwnProfile();

  return (
    <Container component="section" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHead title={meta.title} description={meta.description} path={pathname} noIndex />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, mb: 3 }}>
        Your profile
      </Typography>
      {!user || status === 'loading' ? (
        <PageLoader />
      ) : (
        <Stack spacing={4}>
          {profile ? (
            <DetailsForm uid={user.uid} profile={profile} />
          ) : (
            <Typography>Your profile is being set up. Please try again in a moment.</Typography>
          )}
          <EmailSection user={user} />
          <PasswordSection user={user} />
        </Stack>
      )}
    </Container>
  );
}
