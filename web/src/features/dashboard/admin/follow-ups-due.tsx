import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { calendarDayOf, LEAD_STATUS_LABELS } from '@agency/common';

import { SectionCard } from '@/components/section-card';
import { When } from '@/components/when';
import { paths } from '@/config/paths';
import { FOLLOW_UPS_LIMIT, useDueFollowUps } from '@/lib/firestore/figures';

import { leadHref } from './needs-attention';

/**
 * The open leads to follow up today or already overdue (the day is set in a lead's details), the longest overdue
 * first, live; each links to its lead.
 */
export function FollowUpsDue({ now, attempt, onRetry }: { now: Date; attempt: number; onRetry: () => void }) {
  const due = useDueFollowUps(now, attempt);
  const today = calendarDayOf(now);
  return (
    <SectionCard title="Follow-ups due">
      {due.status === 'loading' ? (
        <Box role="status" aria-label="Loading follow-ups">
          {[0, 1].map((row) => (
            <Box key={row} sx={{ mb: 1.5 }}>
              <Skeleton variant="text" width="50%" />
              <Skeleton variant="text" width="30%" />
            </Box>
          ))}
        </Box>
      ) : due.status === 'error' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          The follow-ups could not be loaded. Check your connection, then try again.
        </Alert>
      ) : due.data.length === 0 ? (
        <Box sx={{ py: 2, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>No follow-ups due</Typography>
          <Typography color="textSecondary">
            Set a follow-up date in a lead’s details and it shows here on the day.{' '}
            <Link component={RouterLink} to={paths.admin.leads.getHref()}>
              Open the leads
            </Link>
          </Typography>
        </Box>
      ) : (
        <>
          <List dense disablePadding aria-label="Follow-ups due">
            {due.data.map((lead) => (
              <ListItem key={lead.id} disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={leadHref(lead.id)}>
                      {lead.name}
                    </Link>
                  }
                  secondary={
                    <>
                      {LEAD_STATUS_LABELS[lead.status]} ·{' '}
                      {lead.followUpDate === today ? (
                        'due today'
                      ) : (
                        <>
                          overdue since <When date={lead.followUpDate} format="day" />
                        </>
                      )}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
          {due.data.length >= FOLLOW_UPS_LIMIT && (
            <Typography variant="body2" color="textSecondary">
              Showing the {FOLLOW_UPS_LIMIT} longest overdue.
            </Typography>
          )}
        </>
      )}
    </SectionCard>
  );
}
