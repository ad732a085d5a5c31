import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A titled card that portal pages are built from: an outlined `section` named by its heading (an h2), so screen
 * readers list it as a region. `spaced` leaves room below it on pages that stack cards without a Stack.
 */
export function SectionCard({
  title,
  children,
  spaced = false,
  action,
}: {
  title: string;
  children: ReactNode;
  spaced?: boolean;
  /** A button or link beside the heading. */
  action?: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 }, mb: spaced ? 3 : 0 }}>
      <Typography
        variant="h2"
        sx={{ fontSize: '1.25rem', mb: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <span style={{ flexGrow: 1 }}>{title}</span>
        {action}
      </Typography>
      {children}
    </Paper>
  );
}
