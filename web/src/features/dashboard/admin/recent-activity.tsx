import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { activitySentence, AGENCY_READER } from '@agency/common';

import { SectionCard } from '@/components/section-card';
import { When } from '@/components/when';
import { paths } from '@/config/paths';
import { type ActivityRow } from '@/lib/firestore/activity';
import type { Live } from '@/lib/firestore/live';

/** How many entries the dashboard shows; the log has the rest. */
export const RECENT_ACTIVITY = 8;

/**
 * The newest entries of the activity log, live (the page listens: the figures refresh when a new one lands), each
 * worded for the agency: who did what, for which client.
 */
export function RecentActivity({
  entries,
  onRetry,
  hrefOf,
}: {
  entries: Live<ActivityRow[]>;
  onRetry: () => void;
  /** Where an entry is dealt with (the activity feature knows; the router passes it in), or null. */
  hrefOf: (row: ActivityRow) => string | null;
}) {
  return (
    <SectionCard
      title="Recent activity"
      action={
        <Link component={RouterLink} to={paths.admin.activity.getHref()} variant="body2" sx={{ fontWeight: 400 }}>
          Open the activity log
        </Link>
      }
    >
      {entries.status === 'loading' && (
        <div role="status" aria-label="Loading recent activity">
          {Array.from({ length: 4 }, (_, row) => (
            <Skeleton key={row} variant="text" height={40} />
          ))}
        </div>
      )}
      {entries.status === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          Recent activity could not be loaded.
        </Alert>
      )}
      {entries.status === 'ready' &&
        (entries.data.length ? (
          <List dense disablePadding aria-label="Recent activity">
            {entries.data.map((row) => {
              const href = hrefOf(row);
              const sentence = activitySentence(row, AGENCY_READER);
              return (
                <ListItem key={row.id} disableGutters divider>
                  <ListItemText
                    primary={
                      href ? (
                        <Link component={RouterLink} to={href}>
                          {sentence}
                        </Link>
                      ) : (
                        sentence
                      )
                    }
                    secondary={row.createdAt ? <When date={row.createdAt} format="moment" /> : 'Just now'}
                  />
                </ListItem>
              );
            })}
          </List>
        ) : (
          <Typography color="textSecondary">Nothing has happened yet.</Typography>
        ))}
    </SectionCard>
  );
}
