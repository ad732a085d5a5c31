import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { TimelineList } from '@/features/activity/timeline-list';
import { TIMELINE_PAGE, useProjectTimeline } from '@/lib/firestore/projects';

/**
 * What has happened on the project, newest first, live: the entries the agency's changes add, worded for the
 * signed-in client (`clientId` is theirs). The newest page first, a page more with each "Show older entries".
 */
export function ProjectTimeline({ clientId, projectId }: { clientId: string; projectId: string }) {
  const [max, setMax] = useState(TIMELINE_PAGE);
  const { status, data } = useProjectTimeline(clientId, projectId, max, 'page');
  if (status === 'loading') return <Typography color="textSecondary">Loading the timeline...</Typography>;
  if (!data.length) return <Typography color="textSecondary">Nothing has happened on this project yet.</Typography>;
  return (
    <>
      <TimelineList entries={data} label="Project timeline" readerUid={clientId} />
      {data.length === max && (
        <Button size="small" onClick={() => setMax((now) => now + TIMELINE_PAGE)} sx={{ mt: 1 }}>
          Show older entries
        </Button>
      )}
    </>
  );
}
