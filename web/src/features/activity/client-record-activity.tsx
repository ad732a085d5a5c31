import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';

import { activitySentence, AGENCY_READER } from '@agency/common';

import { DashboardCard, EmptyCard } from '@/components/dashboard-card';
import { PageNav } from '@/components/page/page-nav';
import { When } from '@/components/when';
import { paths } from '@/config/paths';
import { useActivityLogPage, WHOLE_LOG } from '@/lib/firestore/activity';
import type { PageCursor } from '@/lib/firestore/paging';

import { adminEntryLinks } from './admin-entry-links';
import { EntryLinkList } from './entry-link-list';

/** Entries a page of the record's activity shows (the log's own pages are longer). */
const RECORD_PAGE = 10;

/** Everything the log holds about one client, newest first, a page at a time, each entry linked to where it is. */
export function ClientRecordActivity({ clientId }: { clientId: string }) {
  const [cursor, setCursor] = useState<PageCursor | null>(null);
  const page = useActivityLogPage({ ...WHOLE_LOG, clientId }, cursor, 'card', RECORD_PAGE);
  return (
    <DashboardCard
      title="Activity"
      more={{ to: `${paths.admin.activity.getHref()}?client=${encodeURIComponent(clientId)}`, label: 'In the log' }}
      reads={[page]}
    >
      {() => {
        if (page.status !== 'ready') return null;
        if (!page.data.rows.length) {
          return (
            <EmptyCard text="Nothing has happened with this client yet: invitations, projects, quotes, files and messages are listed here as they happen." />
          );
        }
        return (
          <>
            <List dense aria-label="Activity with this client, newest first" sx={{ opacity: page.moving ? 0.6 : 1 }}>
              {page.data.rows.map((row) => (
                <ListItem key={row.id} disableGutters divider>
                  <ListItemText
                    primary={activitySentence(row, AGENCY_READER)}
                    secondary={
                      <>
                        {row.createdAt ? <When date={row.createdAt} format="moment" /> : 'Just now'}
                        <EntryLinkList links={adminEntryLinks(row)} />
                      </>
                    }
                  />
                </ListItem>
              ))}
            </List>
            <PageNav of="activity" page={page.data} moving={page.moving} onPage={setCursor} />
          </>
        );
      }}
    </DashboardCard>
  );
}
