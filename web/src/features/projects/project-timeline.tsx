import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

import { formatAustralianDateTime } from '@/lib/dates';
import { projectTimelineQuery } from '@/lib/firestore/projects';

/** What has happened on the project, newest first, live: the entries the agency's changes add. */
export function ProjectTimeline({ clientId, projectId }: { clientId: string; projectId: string }) {
  const { status, data } = useFirestoreCollectionData(projectTimelineQuery(useFirestore(), clientId, projectId));
  if (status === 'loading') return <Typography color="textSecondary">Loading the timeline...</Typography>;
  if (!data.length) return <Typography color="textSecondary">Nothing has happened on this project yet.</Typography>;
  return (
    <List dense aria-label="Project timeline">
      {data.map((entry) => (
        <ListItem key={entry.id} disableGutters divider>
          <ListItemText
            primary={entry.summary}
            secondary={
              entry.createdAt ? (
                <time dateTime={entry.createdAt.toISOString()}>{formatAustralianDateTime(entry.createdAt)}</time>
              ) : (
                'Just now'
              )
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
