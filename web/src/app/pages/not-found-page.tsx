import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { PageHead } from '@/components/seo/page-head';
import { paths } from '@/config/paths';

/** Where the page's button leads: the home page, or an area's own start (a signed-in person stays in their area). */
export interface NotFoundBack {
  to: string;
  label: string;
}

/** Spec §2: any unknown path reads "404 Page Not Found" with a developer-style hint. */
export default function NotFoundPage({ back }: { back?: NotFoundBack }) {
  const { pathname } = useLocation();
  return (
    <Container component="section" maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <PageHead
        title="404 Page Not Found"
        description="The page you asked for does not exist."
        path={pathname}
        noIndex
      />
      <Typography variant="h1" gutterBottom>
        404 Page Not Found
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 1 }}>
        Nothing lives at <code>{pathname}</code>.
      </Typography>
      <Box
        component="p"
        sx={{ fontFamily: 'monospace', fontSize: '0.9rem', bgcolor: 'action.hover', p: 1.5, borderRadius: 1 }}
      >
        Did you forget to add the page to the router? Every route is declared once in web/src/app/routes.tsx.
      </Box>
      <Button component={RouterLink} to={back?.to ?? paths.home.getHref()} variant="contained" sx={{ mt: 3 }}>
        {back?.label ?? 'Back to home'}
      </Button>
    </Container>
  );
}
