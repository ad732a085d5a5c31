import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { PortalPage } from '@/components/page/portal-page';
import { PageLoader } from '@/components/page-loader';
import type { PageProps } from '@/components/seo/page-meta';
import { useOwnProfile } from '@/lib/firestore/use-own-profile';

import { DetailsForm } from './details-form';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';

/** /client/profile: the client's details and notification preference, their sign-in email and password. */
export default function ProfilePage({ meta }: PageProps) {
  const { user, status, profile } = useOwnProfile();

  return (
    <PortalPage meta={meta} title="Your profile" maxWidth="md">
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
    </PortalPage>
  );
}
