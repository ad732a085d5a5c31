import Typography from '@mui/material/Typography';

import { TimelineList } from '@/features/activity/timeline-list';
import { useProjectTimeline } from '@/lib/firestore/projects';

/**
 * What has happened on the project, newest first, live: the entries the agency's changes add, worded for the
 * signed-in client (`clientId` is theirs).
 */
export function ProjectTimeline({ clientId, projectId }: { clientId: string; projectId: string }) {
  const { status, data } = useProjectTimeline(clientId, projectId, 'page');
  if (status === 'loading') return <Typography color="textSecondary">Loading the timeline...</Typography>;
  if (!data.length) return <Typography color="textSecondary">Nothing has happened on this project yet.</Typography>;
  return <TimelineList entries={data} label="Project timeline" readerUid={clientId} />;
}
