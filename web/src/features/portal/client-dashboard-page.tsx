import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { PageHead } from '@/components/seo/page-head';
import type { PageProps } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { useOwnProfile } from '@/lib/firestore/use-own-profile';

import { AssessmentCard, ProjectsCard, RecentFilesCard, TimelineCard } from './dashboard-cards';
import { WaitingCard } from './waiting-card';

/**
 * /client/dashboard: where a client starts their day. What waits on them first (work to approve, quotes, invoices,
 * unread messages), then their projects, files, assessment and recent activity; every card live, and every item
 * a link to the screen where it is dealt with. The shell's navigation leads everywhere else.
 */
export default function ClientDashboardPage({ meta }: PageProps) {
  const { pathname } = useLocation();
  const { user, status, profile } = useOwnProfile();
  const firstName = (profile?.name || user?.displayName || '').split(' ')[0];
  const uid = user?.uid;

  return (
    <Container component="section" maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHead title={meta.title} description={meta.description} path={pathname} noIndex />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, mb: 1 }}>
        {firstName ? `Welcome, ${firstName}` : 'Welcome'}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        What needs you today, and how your work with us is going.
      </Typography>
      {profile && !profile.onboarding && (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          action={
            <Button component={RouterLink} to={paths.client.onboarding.getHref()} color="inherit">
              Tell us
            </Button>
          }
        >
          Tell us about your business and goals first, then run your free website assessment here.
        </Alert>
      )}
      {user && !user.emailVerified && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          Your email address is not verified yet. You can send yourself a verification email from your{' '}
          <RouterLink to={paths.client.profile.getHref()}>profile</RouterLink>.
        </Alert>
      )}
      {uid && (
        <Grid container spacing={{ xs: 2, md: 3 }}>
          <Grid size={12}>
            <WaitingCard uid={uid} />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <ProjectsCard uid={uid} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <AssessmentCard onboarded={status !== 'success' || Boolean(profile?.onboarding)} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <RecentFilesCard uid={uid} />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <TimelineCard uid={uid} />
          </Grid>
        </Grid>
      )}
    </Container>
  );
}
