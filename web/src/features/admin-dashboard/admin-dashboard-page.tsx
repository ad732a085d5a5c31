import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';

import { PageHead } from '@/components/seo/page-head';
import type { PageProps } from '@/components/seo/page-meta';

/** Being built (issue 15). */
export default function Page({ meta }: PageProps) {
  const { pathname } = useLocation();
  return (
    <Container component="section" maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <PageHead title={meta.title} description={meta.description} path={pathname} noIndex />
      <Typography variant="h1" gutterBottom>
        {meta.title}
      </Typography>
    </Container>
  );
}
