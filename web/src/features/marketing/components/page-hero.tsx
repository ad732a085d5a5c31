import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { type Action, ActionButtons } from './action-buttons';

export interface PageHeroProps {
  eyebrow?: string;
  /** The page's one h1. */
  title: string;
  subtitle: ReactNode;
  /** The first action is the primary button; any others are outlined. */
  actions?: readonly Action[];
  /** Optional media behind the text (the home page's video). Text stays readable over it. */
  background?: ReactNode;
  children?: ReactNode;
}

/** The top of every marketing page: eyebrow, h1, a sentence or two, and calls to action. */
export function PageHero({ eyebrow, title, subtitle, actions = [], background, children }: PageHeroProps) {
  return (
    <Box
      component="header"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        color: 'primary.contrastText',
        background: 'linear-gradient(135deg, #143823 0%, #1f5135 55%, #2f6b47 100%)',
        py: { xs: 8, md: 12 },
      }}
    >
      {background}
      <Container maxWidth="lg" sx={{ position: 'relative' }}>
        <Box sx={{ maxWidth: 780 }}>
          {eyebrow && (
            <Typography
              component="p"
              variant="overline"
              sx={{ fontWeight: 700, letterSpacing: '0.12em', opacity: 0.9 }}
            >
              {eyebrow}
            </Typography>
          )}
          <Typography variant="h1" sx={{ fontSize: { xs: '2.25rem', md: '3.25rem' }, mb: 2 }}>
            {title}
          </Typography>
          <Typography component="div" sx={{ fontSize: { xs: '1.1rem', md: '1.25rem' }, opacity: 0.95, mb: 4 }}>
            {subtitle}
          </Typography>
          {actions.length > 0 && <ActionButtons actions={actions} />}
          {children}
        </Box>
      </Container>
    </Box>
  );
}
