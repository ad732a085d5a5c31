import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { PortalPage } from '@/components/page/portal-page';
import type { SlottedPageProps } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { useArrived } from '@/lib/firestore/live';
import { useOwnProfile } from '@/lib/firestore/use-own-profile';

import { WaitingCard } from './waiting-card';

/** A card of another feature, reading the signed-in client's documents. */
type ClientCard = ComponentType<{ uid: string }>;

/** The cards other features give the dashboard (the router passes them in). */
export interface ClientDashboardSlots {
  ProjectsCard: ClientCard;
  AssessmentCard: ComponentType<{ onboarded: boolean }>;
  RecentFilesCard: ClientCard;
  /** Asks for the client's history once `later` is false. */
  TimelineCard: ComponentType<{ uid: string; later: boolean }>;
}

/**
 * /client/dashboard: where a client starts their day. What waits on them first (work to approve, quotes, invoices,
 * unread messages), then their projects, files, assessment and recent activity; every card live, and every item
 * a link to the screen where it is dealt with. The shell's navigation leads everywhere else.
 */
export default function ClientDashboardPage({ meta, slots }: SlottedPageProps<ClientDashboardSlots>) {
  const { ProjectsCard, AssessmentCard, RecentFilesCard, TimelineCard } = slots;
  const { user, status, profile } = useOwnProfile();
  const firstName = (profile?.name || user?.displayName || '').split(' ')[0];
  const uid = user?.uid;
  // The history (the costliest read here) is asked for once what waits on the client is in, so it never holds
  // that card up (docs/decisions/021).
  const [waitingIn, waitingArrived] = useArrived();

  return (
    <PortalPage
      meta={meta}
      title={firstName ? `Welcome, ${firstName}` : 'Welcome'}
      intro="What needs you today, and how your work with us is going."
    >
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
            <WaitingCard uid={uid} onIn={waitingArrived} />
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
            <TimelineCard uid={uid} later={!waitingIn} />
          </Grid>
        </Grid>
      )}
    </PortalPage>
  );
}
