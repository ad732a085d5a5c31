import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { visuallyHidden } from '@/components/visually-hidden';
import type { Live } from '@/lib/firestore/live';

/**
 * One card of the dashboard: a `section` named by its h2, with a link to the screen behind it. While any of its
 * reads is on its way it shows a skeleton of its rows; when one fails, what went wrong and "Try again" (which
 * asks again for the reads that failed), while the other cards carry on.
 */
export function DashboardCard({
  title,
  more,
  reads = [],
  skeletonRows = 3,
  prominent = false,
  children,
}: {
  title: string;
  /** The screen where every item of the card is, e.g. "All files". */
  more?: { to: string; label: string };
  reads?: readonly Live<unknown>[];
  skeletonRows?: number;
  prominent?: boolean;
  /** The card's content once every read has answered. */
  children: () => ReactNode;
}) {
  const failed = reads.filter((read) => read.status === 'error');
  const loading = reads.some((read) => read.status === 'loading');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      aria-busy={loading && !failed.length}
      sx={{
        p: { xs: 2, md: 3 },
        height: '100%',
        ...(prominent && { borderColor: 'primary.main', borderWidth: 2 }),
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h2" sx={{ fontSize: prominent ? '1.4rem' : '1.2rem' }}>
          {title}
        </Typography>
        {more && (
          <Link component={RouterLink} to={more.to} sx={{ whiteSpace: 'nowrap' }}>
            {more.label}
          </Link>
        )}
      </Stack>
      {failed.length ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => failed.forEach((read) => read.retry())}>
              Try again
            </Button>
          }
        >
          This could not be loaded. Check your connection, then try again.
        </Alert>
      ) : loading ? (
        <Box>
          <Box component="span" sx={visuallyHidden}>
            Loading...
          </Box>
          {Array.from({ length: skeletonRows }, (_, row) => (
            <Box key={row} sx={{ py: 1 }} aria-hidden="true">
              <Skeleton variant="text" width="70%" />
              <Skeleton variant="text" width="45%" />
            </Box>
          ))}
        </Box>
      ) : (
        children()
      )}
    </Paper>
  );
}

/** What a card says when it has nothing: what happens next, and the one step the client can take. */
export function EmptyCard({ text, action }: { text: ReactNode; action?: { to: string; label: string } }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography color="textSecondary">{text}</Typography>
      {action && (
        <Button component={RouterLink} to={action.to} variant="outlined" size="small">
          {action.label}
        </Button>
      )}
    </Stack>
  );
}
