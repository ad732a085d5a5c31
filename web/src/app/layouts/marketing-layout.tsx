import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/config/paths';
import { site } from '@/config/site';

import { AreaLayout } from './area-layout';

/** Public pages: header with the Get Started call to action, and the footer. No Firebase here. */
export default function MarketingLayout() {
  return (
    <AreaLayout
      logoTo={paths.home.getHref()}
      actions={
        <Button component={RouterLink} to={paths.client.login.getHref()} variant="contained">
          Get Started
        </Button>
      }
      footer={
        <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', py: 4 }}>
          <Container>
            <Typography variant="body2">
              © {new Date().getFullYear()} {site.name}. Queensland, Australia.
            </Typography>
          </Container>
        </Box>
      }
    />
  );
}
