import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import { PageHead } from '@/components/seo/page-head';
import type { PageMeta } from '@/components/seo/page-meta';

interface FormPageProps {
  meta: PageMeta;
  /** The heading, when it differs from the page title. */
  heading?: string;
  intro?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}

/** A single form in a card, centred: sign-in, password reset, onboarding. Private pages stay out of search. */
export function FormPage({ meta, heading, intro, maxWidth = 'xs', children }: FormPageProps) {
  const { pathname } = useLocation();
  return (
    <Container component="section" maxWidth={maxWidth} sx={{ py: { xs: 4, md: 8 } }}>
      <PageHead title={meta.title} description={meta.description} path={pathname} noIndex />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
        {/* Smaller than the theme's h1: the title of a narrow card, not of a page (docs/decisions/030-portal-page-kit-and-theme.md). */}
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, mb: 1 }}>
          {heading ?? meta.title}
        </Typography>
        {intro && (
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Paper>
    </Container>
  );
}
