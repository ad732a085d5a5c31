import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FocusEvent, type RefObject, useCallback, useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { Assessment } from '@/lib/firestore/assessments';

import { scoreBand } from './report-model';

/**
 * How a client's finished run came out: its score and band with "Read the report", or an alert with the run's
 * error and "See what happened". Shared by the dashboard's card and /client/assessments. `focusRef` is the
 * element to focus when the run ends and the progress that held focus has gone.
 */
export function RunOutcome({
  assessment,
  focusRef,
  actions,
}: {
  assessment: Assessment;
  focusRef?: RefObject<HTMLElement | null>;
  /** More buttons beside the report's. */
  actions?: React.ReactNode;
}) {
  const report = paths.client.assessment.getHref(assessment.id);
  const done = assessment.status === 'done' && assessment.score !== null;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      {done ? (
        <Typography>
          <Box component="span" sx={{ fontSize: '2.25rem', fontWeight: 700, lineHeight: 1 }}>
            {assessment.score}
          </Box>{' '}
          out of 100: <strong>{scoreBand(assessment.score ?? 0)}</strong>
        </Typography>
      ) : (
        <Alert
          severity="error"
          ref={focusRef as RefObject<HTMLDivElement | null> | undefined}
          tabIndex={-1}
          sx={{ width: '100%' }}
        >
          <strong>The assessment could not finish.</strong>{' '}
          {assessment.error || 'Something went wrong while checking the site.'}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          component={RouterLink}
          to={report}
          variant="contained"
          size="small"
          ref={done ? (focusRef as RefObject<HTMLAnchorElement | null> | undefined) : undefined}
        >
          {done ? 'Read the report' : 'See what happened'}
        </Button>
        {actions}
      </Stack>
    </Stack>
  );
}

/**
 * Keeps focus from dropping to the page when a run's progress (which may hold it) gives way to the result:
 * spread `progressFocus` on the progress's wrapper; when `ended` turns true, if focus was there and has fallen to
 * <body>, `targetRef` takes it.
 */
export function useFocusAfterRun(ended: boolean) {
  const focusWasInProgress = useRef(false);
  const targetRef = useRef<HTMLElement | null>(null);
  const progressFocus = {
    onFocus: useCallback(() => {
      focusWasInProgress.current = true;
    }, []),
    onBlur: useCallback((event: FocusEvent) => {
      // Left for another control; a removed element's blur (if any) has no relatedTarget.
      if (event.relatedTarget) focusWasInProgress.current = false;
    }, []),
  };
  useEffect(() => {
    if (!ended || !focusWasInProgress.current) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    focusWasInProgress.current = false;
    targetRef.current?.focus();
  }, [ended]);
  return { progressFocus, targetRef };
}
