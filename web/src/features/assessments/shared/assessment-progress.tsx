import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';

import type { Assessment } from '@/lib/firestore/assessments';

/**
 * A run under way: an indeterminate bar named for what it measures, and the function's progress line ("Fetching
 * the page", ...) announced politely as it changes. `focusOnMount` takes the keyboard's focus here when the run
 * has just been started from a form that has now gone.
 */
export function AssessmentProgress({
  assessment,
  focusOnMount = false,
}: {
  assessment: Pick<Assessment, 'status' | 'progress' | 'url'>;
  focusOnMount?: boolean;
}) {
  const labelId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  const line = assessment.progress || (assessment.status === 'queued' ? 'Waiting to start' : 'Checking the site');
  return (
    <Box ref={ref} tabIndex={-1} sx={{ '&:focus-visible': { outline: '2px solid', outlineOffset: 4 } }}>
      <Typography id={labelId} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        Assessing {assessment.url}
      </Typography>
      <LinearProgress aria-labelledby={labelId} sx={{ my: 1.5 }} />
      <Typography role="status" aria-live="polite" color="textSecondary">
        {line}
      </Typography>
    </Box>
  );
}
