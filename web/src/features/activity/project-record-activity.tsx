import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';

import { activitySentence, AGENCY_READER } from '@agency/common';

import { DashboardCard, EmptyCard } from '@/components/dashboard-card';
import { When } from '@/components/when';
import { paths } from '@/config/paths';
import { TIMELINE_PAGE, useProjectTimeline } from '@/lib/firestore/projects';

import { adminEntryLinks } from './admin-entry-links';
import { EntryLinkList } from './entry-link-list';

/**
 * A project's timeline on its record: the entries its client reads on their project page, worded for the agency,
 * newest first, live, each linked to where it is dealt with (not to the project itself, which is open); a page
 * more with each "Show older entries".
 */
export function ProjectRecordActivity({ clientId, projectId }: { clientId: string; projectId: string }) {
  const [max, setMax] = useState(TIMELINE_PAGE);
  const timeline = useProjectTimeline(clientId, projectId, max, 'card');
  const here = paths.admin.project.getHref(projectId);
  return (
    <DashboardCard
      title="Timeline"
      // The log filters by client: the link says so, as the project's own entries are all here, page by page.
      more={{
        to: `${paths.admin.activity.getHref()}?client=${encodeURIComponent(clientId)}`,
        label: "The client's log",
      }}
      reads={[timeline]}
    >
      {() => {
        if (timeline.status !== 'ready') return null;
        if (!timeline.data.length) {
          return (
            <EmptyCard text="Nothing has happened on this project yet: its changes, files and quotes are listed here." />
          );
        }
        return (
          <>
            <List dense aria-label="Project timeline, newest first">
              {timeline.data.map((entry) => (
                <ListItem key={entry.id} disableGutters divider>
                  <ListItemText
                    primary={activitySentence(entry, AGENCY_READER)}
                    secondary={
                      <>
                        {entry.createdAt ? <When date={entry.createdAt} format="moment" /> : 'Just now'}
                        <EntryLinkList links={adminEntryLinks(entry).filter((link) => link.to !== here)} />
                      </>
                    }
                  />
                </ListItem>
              ))}
            </List>
            {timeline.data.length === max && (
              <Button size="small" onClick={() => setMax((now) => now + TIMELINE_PAGE)} sx={{ mt: 1 }}>
                Show older entries
              </Button>
            )}
          </>
        );
      }}
    </DashboardCard>
  );
}
