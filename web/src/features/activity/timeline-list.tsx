import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';

import { activitySentence, type ReadableActivity } from '@agency/common';

import { When } from '@/components/when';

import type { EntryLink } from './client-entry-link';
import { clientReader } from './readers';

interface Entry extends ReadableActivity {
  id: string;
  createdAt: Date | null;
}

/**
 * Timeline entries as a client reads them, newest first: each sentence worded for `readerUid` (their own doings
 * as "You"), with its time (Brisbane), and where `linkOf` gives one, a link to where the client deals with it.
 * Shared by a project's timeline and the dashboard.
 */
export function TimelineList<T extends Entry>({
  entries,
  label,
  readerUid,
  linkOf,
}: {
  entries: readonly T[];
  label: string;
  readerUid: string;
  linkOf?: (entry: T) => EntryLink | null;
}) {
  const reader = clientReader(readerUid);
  return (
    <List dense aria-label={label}>
      {entries.map((entry) => {
        const link = linkOf?.(entry);
        return (
          <ListItem key={entry.id} disableGutters divider>
            <ListItemText
              primary={activitySentence(entry, reader)}
              secondary={
                <>
                  {entry.createdAt ? <When date={entry.createdAt} format="moment" /> : 'Just now'}
                  {link && (
                    <>
                      {' · '}
                      <Link component={RouterLink} to={link.to}>
                        {link.label}
                      </Link>
                    </>
                  )}
                </>
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
