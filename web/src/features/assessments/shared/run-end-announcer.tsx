import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';

import { visuallyHidden } from '@/components/visually-hidden';
import { type Assessment, isUnderWay } from '@/lib/firestore/assessments';

import { scoreBand } from './report-model';

/** What is said when a run someone watched ends: the score, or the reason it could not finish. */
export function runEndMessage(run: Pick<Assessment, 'status' | 'score' | 'error'>): string {
  if (run.status === 'done' && run.score !== null) {
    return `The assessment has finished: ${run.score} out of 100, ${scoreBand(run.score)}.`;
  }
  return `The assessment could not finish. ${run.error || 'Something went wrong while checking the site.'}`;
}

/**
 * Says, politely, when a run ends while this view is open (one under way when it opened, or started since): the
 * progress line that was announcing it goes away with it, and without this a screen reader would hear nothing of
 * the result. Kept mounted while the run's view changes, so the region exists before its words do (a live region
 * added with its text is often not read).
 */
export function RunEndAnnouncer({ latest }: { latest: Assessment | undefined }) {
  // The latest run finished before the view opened is old news; undefined until the first answer.
  const finishedAtOpen = useRef<string | null | undefined>(undefined);
  const announced = useRef<string | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    const finished = latest && !isUnderWay(latest) ? latest : undefined;
    if (finishedAtOpen.current === undefined) finishedAtOpen.current = finished?.id ?? null;
    if (!finished || finished.id === finishedAtOpen.current || finished.id === announced.current) return;
    announced.current = finished.id;
    setMessage(runEndMessage(finished));
  }, [latest]);
  return (
    <Box role="status" sx={visuallyHidden}>
      {message}
    </Box>
  );
}
