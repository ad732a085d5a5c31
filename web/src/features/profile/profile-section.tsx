import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** One titled card of the profile page, labelled by its heading. */
export function ProfileSection({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.3rem', mb: intro ? 0.5 : 2 }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
