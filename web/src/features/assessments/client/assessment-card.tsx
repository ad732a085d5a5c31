import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RefObject } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { DashboardCard, EmptyCard } from '@/components/dashboard-card';
import { When } from '@/components/when';
import { paths } from '@/config/paths';
import { ClientAssessmentRunner } from '@/features/assessments/client/client-assessment-runner';
import { shortUrl } from '@/features/assessments/shared/assessment-runs-list';
import { RunEndAnnouncer } from '@/features/assessments/shared/run-end-announcer';
import { RunOutcome, useFocusAfterRun } from '@/features/assessments/shared/run-outcome';
import { type Assessment, isUnderWay, useClientAssessments } from '@/lib/firestore/assessments';
import { useOwnProfile } from '@/lib/firestore/use-own-profile';

/**
 * The free website assessment the portal promises (spec: "Join the Portal – Free Assessment"). Until the client
 * has told us about their business, that step first; then their latest run (its progress while it runs, its score
 * and report once done) or, with none yet, what it checks and the form to run one for the website in their profile
 * or another address.
 */
export function AssessmentCard({ onboarded }: { onboarded: boolean }) {
  const title = 'Your free website assessment';
  if (!onboarded) {
    return (
      <DashboardCard title={title}>
        {() => (
          <Stack spacing={2}>
            <Typography>{ASSESSMENT_PITCH}</Typography>
            <EmptyCard
              text="Tell us about your business and your website first, and then run it here."
              action={{ to: paths.client.onboarding.getHref(), label: 'Tell us about your business' }}
            />
          </Stack>
        )}
      </DashboardCard>
    );
  }
  return <LatestAssessmentCard title={title} />;
}

const ASSESSMENT_PITCH =
  'A free check of your website: how secure and fast it is, how well search engines and social sites read it, ' +
  'and how it works on phones. A run takes a few seconds, and the report says what to fix first.';

function LatestAssessmentCard({ title }: { title: string }) {
  const { user, profile } = useOwnProfile();
  const runs = useClientAssessments(user?.uid ?? null, 'card', 1);
  const latestRun = runs.status === 'ready' ? runs.data[0] : undefined;
  const { progressFocus, targetRef } = useFocusAfterRun(!!latestRun && !isUnderWay(latestRun));
  return (
    <DashboardCard
      title={title}
      more={{ to: paths.client.assessments.getHref(), label: 'Past runs' }}
      reads={[runs]}
      skeletonRows={2}
    >
      {() => {
        if (runs.status !== 'ready') return null;
        const latest = runs.data[0];
        return (
          <>
            <RunEndAnnouncer latest={latest} />
            {!latest || isUnderWay(latest) ? (
              <Stack spacing={2} {...progressFocus}>
                {!latest && <Typography>{ASSESSMENT_PITCH}</Typography>}
                <ClientAssessmentRunner
                  runs={runs.data}
                  website={profile?.website ?? ''}
                  idPrefix="dashboard-assessment"
                />
              </Stack>
            ) : (
              <LatestAssessment assessment={latest} focusRef={targetRef} />
            )}
          </>
        );
      }}
    </DashboardCard>
  );
}

/** The latest finished run: its score in plain words (or why it failed), and its report. */
function LatestAssessment({
  assessment,
  focusRef,
}: {
  assessment: Assessment;
  focusRef: RefObject<HTMLElement | null>;
}) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
        {shortUrl(assessment.url)} · <When date={assessment.createdAt} format="day" />
        {assessment.requestedByRole === 'admin' && ' · Run by the team'}
      </Typography>
      <RunOutcome
        assessment={assessment}
        focusRef={focusRef}
        actions={
          <Button component={RouterLink} to={paths.client.assessments.getHref()} variant="outlined" size="small">
            Run another
          </Button>
        }
      />
    </Stack>
  );
}
