import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { PortalPage } from '@/components/page/portal-page';
import { SectionCard } from '@/components/section-card';
import type { PageProps } from '@/components/seo/page-meta';
import { visuallyHidden } from '@/components/visually-hidden';
import { paths } from '@/config/paths';
import { AssessmentRunsList } from '@/features/assessments/shared/assessment-runs-list';
import { RunEndAnnouncer } from '@/features/assessments/shared/run-end-announcer';
import { type Assessment, useClientAssessments } from '@/lib/firestore/assessments';
import type { Live } from '@/lib/firestore/live';
import { useOwnProfile } from '@/lib/firestore/use-own-profile';

import { ClientAssessmentRunner } from './client-assessment-runner';

/**
 * /client/assessments: run a website assessment (one at a time; the function says when the day's runs are used
 * up) and every past run, newest first, each opening its report. Live: a run's progress and its end show here as
 * they happen.
 */
export default function ClientAssessmentsPage({ meta }: PageProps) {
  const { user, profile } = useOwnProfile();
  const runs = useClientAssessments(user?.uid ?? null, 'card');
  return (
    <PortalPage
      meta={meta}
      title="Website assessments"
      intro="A free check of a website’s security, speed, search and sharing, and how it works on phones, with a score out of 100 and what to fix first. A run takes a few seconds (at most about ten)."
      maxWidth="md"
    >
      <Stack spacing={3}>
        <SectionCard title="Run an assessment">
          <Reads runs={runs}>
            {(data) => (
              <>
                <RunEndAnnouncer latest={data[0]} />
                <ClientAssessmentRunner
                  runs={data}
                  website={profile?.website ?? ''}
                  idPrefix="assessments-page"
                  showOutcome
                />
              </>
            )}
          </Reads>
        </SectionCard>
        <SectionCard title="Past assessments">
          <Reads runs={runs}>
            {(data) =>
              data.length ? (
                <AssessmentRunsList runs={data} hrefOf={paths.client.assessment.getHref} showTeam />
              ) : (
                <Typography color="textSecondary">
                  None yet. Your assessments will be listed here, each with its report.
                </Typography>
              )
            }
          </Reads>
        </SectionCard>
      </Stack>
    </PortalPage>
  );
}

/** The runs once they have arrived; meanwhile a placeholder, and on a failure what went wrong and "Try again". */
function Reads({ runs, children }: { runs: Live<Assessment[]>; children: (data: Assessment[]) => ReactNode }) {
  if (runs.status === 'ready') return <>{children(runs.data)}</>;
  if (runs.status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={runs.retry}>
            Try again
          </Button>
        }
      >
        Your assessments could not be loaded. Check your connection, then try again.
      </Alert>
    );
  }
  return (
    <div aria-busy="true">
      <Typography sx={visuallyHidden}>Loading...</Typography>
      <Skeleton variant="text" width="70%" aria-hidden="true" />
      <Skeleton variant="text" width="45%" aria-hidden="true" />
    </div>
  );
}
