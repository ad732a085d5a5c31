import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import { PageHead } from '@/components/seo/page-head';
import type { PageMeta } from '@/components/seo/page-meta';

interface PortalPageProps {
  /** The page's head (title and description); portal and admin pages stay out of search. */
  meta: PageMeta;
  /** The page's one h1; the page's title when not given. */
  title?: ReactNode;
  /** The tab's title, when it says more than the page's (which view of the page is open). */
  headTitle?: string;
  /** A sentence under the title saying what the page is for. */
  intro?: ReactNode;
  /** The page's own commands (New quote, Invite client), beside the title, or under it on a phone. */
  actions?: ReactNode;
  maxWidth?: 'md' | 'lg' | 'xl';
  children: ReactNode;
}

/**
 * The frame of every portal and admin screen: its head, its h1 (sized by the theme) with an optional intro and
 * actions, then its content.
 */
export function PortalPage({ meta, title, headTitle, intro, actions, maxWidth = 'lg', children }: PortalPageProps) {
  const { pathname } = useLocation();
  return (
    <Container component="section" maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
      <PageHead title={headTitle ?? meta.title} description={meta.description} path={pathname} noIndex />
      <Box sx={{ mb: 3 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          <Typography variant="h1">{title ?? meta.title}</Typography>
          {actions}
        </Stack>
        {intro && (
          <Typography color="textSecondary" sx={{ mt: 1 }}>
            {intro}
          </Typography>
        )}
      </Box>
      {children}
    </Container>
  );
}
