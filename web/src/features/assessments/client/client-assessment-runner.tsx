import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/config/paths';
import { type Assessment, isUnderWay } from '@/lib/firestore/assessments';

import { AssessmentProgress } from '../shared/assessment-progress';
import { RunAssessmentForm } from '../shared/run-assessment-form';
import { RunOutcome, useFocusAfterRun } from '../shared/run-outcome';

/**
 * A client's "run an assessment": the form while nothing is under way, else the run's progress (live, from the
 * client's runs) with a link to its report, and no second Run button: one run at a time, as the function insists.
 * With `showOutcome`, a run watched here that has ended shows how it came out above the form (a failed one keeps
 * its address in the field), and takes focus if its progress held it. Shared by the dashboard's card and
 * /client/assessments.
 */
export function ClientAssessmentRunner({
  runs,
  website,
  idPrefix,
  showOutcome = false,
}: {
  /** The client's runs, newest first (clientAssessmentsQuery), live. */
  runs: readonly Assessment[];
  /** The website in their profile, which the field starts with. */
  website: string;
  idPrefix: string;
  showOutcome?: boolean;
}) {
  const [started, setStarted] = useState<{ id: string; url: string } | null>(null);
  // The run under way while this view was open: the one whose end is shown here.
  const [watched, setWatched] = useState<string | null>(null);
  const latest = runs[0];
  const underWay = latest && isUnderWay(latest);
  if (underWay && watched !== latest.id) setWatched(latest.id);
  const ended = !!latest && !underWay && (latest.id === watched || latest.id === started?.id);
  const { progressFocus, targetRef } = useFocusAfterRun(ended);
  // Accepted, and not yet in the live list: already under way, so no Run button meanwhile.
  if (started && !runs.some((run) => run.id === started.id)) {
    return (
      <div {...progressFocus}>
        <AssessmentProgress assessment={{ status: 'queued', progress: '', url: started.url }} focusOnMount />
      </div>
    );
  }
  if (underWay) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }} {...progressFocus}>
        <AssessmentProgress assessment={latest} focusOnMount={latest.id === started?.id} />
        <Link component={RouterLink} to={paths.client.assessment.getHref(latest.id)}>
          Open this assessment’s report page
        </Link>
      </Stack>
    );
  }
  const outcome = showOutcome && ended ? latest : undefined;
  return (
    <Stack spacing={3}>
      {outcome && <RunOutcome assessment={outcome} focusRef={targetRef} />}
      <RunAssessmentForm
        idPrefix={idPrefix}
        initialUrl={outcome?.status === 'failed' ? outcome.url : website}
        hint={
          website
            ? 'The website in your profile, or another address of yours'
            : 'Your home page, or any page of the site, such as example.com.au'
        }
        onStarted={(id, url) => setStarted({ id, url })}
      />
    </Stack>
  );
}
