import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  /** A heading (an h2) for a page with nothing in it at all. */
  title?: string;
  /** What is missing and what to do next. */
  children: ReactNode;
  /** The way forward (Clear search, a link). */
  action?: ReactNode;
  /** Drawn in its own outlined box; off inside a card that is one already. */
  framed?: boolean;
}

/** What a list shows when it has nothing to show: why, and what to do next. */
export function EmptyState({ title, children, action, framed = true }: EmptyStateProps) {
  const body = (
    <Stack spacing={2} sx={{ alignItems: framed ? 'center' : 'flex-start' }}>
      <div>
        {title && (
          <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
            {title}
          </Typography>
        )}
        <Typography color={title || !framed ? 'textSecondary' : undefined}>{children}</Typography>
      </div>
      {action}
    </Stack>
  );
  if (!framed) return body;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      {body}
    </Paper>
  );
}
