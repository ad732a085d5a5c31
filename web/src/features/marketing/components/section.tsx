import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { HydrateWhenNear } from '@/components/hydrate-when-near';

export interface SectionProps {
  /** The anchor other pages link to (e.g. `about` for /#about). */
  id?: string;
  /** A short line above the title. */
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** `muted` alternates the background between sections; `dark` is for calls to action. */
  tone?: 'default' | 'muted' | 'dark';
  children?: ReactNode;
  /** Centres the title and intro (the default); `start` aligns them left. */
  align?: 'center' | 'start';
}

/**
 * One page section: a landmark with an h2 heading, its intro and content. Each hydrates on its own as it nears the
 * viewport (HydrateWhenNear), so a page's hydration comes in pieces.
 */
export function Section({ id, eyebrow, title, intro, tone = 'default', align = 'center', children }: SectionProps) {
  const headingId = `${id ?? slug(title)}-heading`;
  const colours = {
    default: { bgcolor: 'background.default', color: 'text.primary' },
    muted: { bgcolor: 'background.paper', color: 'text.primary' },
    dark: { bgcolor: 'primary.dark', color: 'primary.contrastText' },
  }[tone];
  return (
    <HydrateWhenNear>
      <Box
        component="section"
        id={id}
        aria-labelledby={headingId}
        sx={{ ...colours, py: { xs: 7, md: 10 }, scrollMarginTop: { xs: 56, sm: 64 } }}
      >
        <Container maxWidth="lg">
          <Box
            sx={{
              textAlign: align === 'center' ? 'center' : 'left',
              maxWidth: 760,
              mx: align === 'center' ? 'auto' : 0,
              mb: children ? 5 : 0,
            }}
          >
            {eyebrow && (
              <Typography
                component="p"
                variant="overline"
                sx={{ color: tone === 'dark' ? 'inherit' : 'secondary.main', fontWeight: 700, letterSpacing: '0.12em' }}
              >
                {eyebrow}
              </Typography>
            )}
            <Typography id={headingId} variant="h2" component="h2" gutterBottom>
              {title}
            </Typography>
            {intro && (
              <Typography
                component="div"
                variant="body1"
                sx={{
                  fontSize: '1.1rem',
                  opacity: tone === 'dark' ? 0.92 : 1,
                  color: tone === 'dark' ? 'inherit' : 'text.secondary',
                }}
              >
                {intro}
              </Typography>
            )}
          </Box>
          {children}
        </Container>
      </Box>
    </HydrateWhenNear>
  );
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
