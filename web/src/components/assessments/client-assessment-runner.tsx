import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/config/paths';
import { type Assessment, isUnderWay } from '@/lib/firestore/assessments';

import { AssessmentProgress } from './assessment-progress';
import { RunAssessmentForm } from './run-assessment-form';

/**
 * A client's "run an assessment": the form while nothing is under way, else the run's progress (live, from the
 * client's runs) with a link to its report, and no second Run button: one run at a time, as the function insists.
 * Shared by the dashboard's card and /client/assessments.
 */
export function ClientAssessmentRunner({
  runs,
  website,
  idPrefix,
}: {
  /** The client's runs, newest first (clientAssessmentsQuery), live. */
  runs: readonly Assessment[];
  /** The website in their profile, which the field starts with. */
  website: string;
  idPrefix: string;
}) {
  const [started, setStarted] = useState<{ id: string; url: string } | null>(null);
  const latest = runs[0];
  // Accepted, and not yet in the live list: already under way, so no Run button meanwhile.
  if (started && !runs.some((run) => run.id === started.id)) {
    return <AssessmentProgress assessment={{ status: 'queued', progress: '', url: started.url }} focusOnMount />;
  }
  if (latest && isUnderWay(latest)) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <AssessmentProgress assessment={latest} focusOnMount={latest.id === started?.id} />
        <Link component={RouterLink} to={paths.client.assessment.getHref(latest.id)}>
          Open this assessment’s report page
        </Link>
      </Stack>
    );
  }
  return (
    <RunAssessmentForm
      idPrefix={idPrefix}
      initialUrl={website}
      hint={
        website
          ? 'The website in your profile, or another address of yours'
          : 'Your home page, or any page of the site, such as example.com.au'
      }
      onStarted={(id, url) => setStarted({ id, url })}
    />
  );
}
