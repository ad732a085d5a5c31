import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { formatMoment } from '@agency/common';

import { When } from '@/components/when';
import type { Assessment } from '@/lib/firestore/assessments';

import { AssessmentStatusChip } from './assessment-chips';

/** The address without its scheme or a lone trailing slash: what a person would type. */
export const shortUrl = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

/**
 * Past runs, newest first: each its address (a link to its report), when it was asked for in Queensland time, its
 * score once done (why it failed, if it did) and its status in words.
 */
export function AssessmentRunsList({
  runs,
  hrefOf,
  label = 'Past assessments',
  showTeam = false,
}: {
  runs: readonly Assessment[];
  /** Say which runs the agency did (the client's own list). */
  showTeam?: boolean;
  hrefOf: (id: string) => string;
  label?: string;
}) {
  return (
    <List aria-label={label} disablePadding>
      {runs.map((run) => (
        <ListItem key={run.id} disableGutters divider sx={{ display: 'block', py: 1.25 }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
          >
            {/* Runs of one address are told apart by when they ran, for whoever hears the links listed. */}
            <Link
              component={RouterLink}
              to={hrefOf(run.id)}
              aria-label={`${shortUrl(run.url)}, ${formatMoment(run.createdAt)}`}
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {shortUrl(run.url)}
            </Link>
            <AssessmentStatusChip status={run.status} />
          </Stack>
          <Typography variant="body2" color="textSecondary">
            <When date={run.createdAt} format="moment" />
            {run.status === 'done' && run.score !== null && ` · Score ${run.score} out of 100`}
            {showTeam && run.requestedByRole === 'admin' && ' · Run by the team'}
          </Typography>
          {run.status === 'failed' && run.error && <Typography variant="body2">{run.error}</Typography>}
        </ListItem>
      ))}
    </List>
  );
}
