import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';

import { PageHead } from '@/components/seo/page-head';
import type { PageProps } from '@/components/seo/page-meta';

/** Stands in for a screen a later issue builds; it already has its route, head and heading. */
export default function PlaceholderPage({ meta }: PageProps) {
  const { pathname } = useLocation();
  const isPrivate = pathname.startsWith('/client') || pathname.startsWith('/webmin1010');
  return (
    <Container component="section" maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <PageHead title={meta.title} description={meta.description} path={pathname} noIndex={isPrivate} />
      <Typography variant="h1" gutterBottom>
        {meta.title}
      </Typography>
      <Typography color="textSecondary">{meta.description}</Typography>
    </Container>
  );
}
