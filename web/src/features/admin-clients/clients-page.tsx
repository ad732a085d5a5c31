import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

import type { PageProps } from '@/components/seo/page-meta';

/** /webmin1010/clients (being built). */
export default function ClientsPage({ meta }: PageProps) {
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h1">{meta.title}</Typography>
    </Container>
  );
}
