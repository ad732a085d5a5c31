import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A small clay label ("Most Popular", "Coming soon"): static text, so a styled span rather than MUI's Chip,
 * whose clickable and deletable machinery the pages never use.
 */
export function Badge({ children, size = 'small' }: { children: ReactNode; size?: 'small' | 'medium' }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        height: size === 'small' ? 24 : 32,
        px: size === 'small' ? 1 : 1.5,
        borderRadius: 4,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontSize: '0.8125rem',
        lineHeight: 1,
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </Box>
  );
}
