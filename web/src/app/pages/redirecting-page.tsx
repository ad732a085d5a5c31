import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { PageHead } from '@/components/seo/page-head';
import type { PageProps } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';

/** Spec §4: /client/payment always redirects to /client/quotes, saying so while it does. */
export default function RedirectingToQuotesPage({ meta }: PageProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    void navigate(paths.client.quotes.getHref(), { replace: true });
  }, [navigate]);
  return (
    <Box role="status" sx={{ py: 10, textAlign: 'center' }}>
      <PageHead title={meta.title} description={meta.description} path={pathname} noIndex />
      <Typography>{meta.title}</Typography>
    </Box>
  );
}
