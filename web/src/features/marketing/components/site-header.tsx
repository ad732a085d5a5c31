import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router-dom';

import { homeAnchors, paths } from '@/config/paths';
import { site } from '@/config/site';

import { MobileNav } from './mobile-nav';
import { ServicesMenu } from './services-menu';

/** The sticky header of every public page (spec §2, shared header). */
export function SiteHeader() {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" disableGutters>
        <Toolbar component="nav" aria-label="Main" sx={{ gap: 1 }}>
          <Link
            component={RouterLink}
            to={paths.home.getHref()}
            underline="none"
            color="primary"
            sx={{ fontWeight: 800, fontSize: '1.2rem', letterSpacing: '-0.01em', mr: 2 }}
          >
            {site.name}
          </Link>
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}>
            <ServicesMenu />
            <Button component={RouterLink} to={homeAnchors.about} color="inherit">
              About
            </Button>
            <Button component={RouterLink} to={homeAnchors.contact} color="inherit">
              Contact
            </Button>
            <Button component={RouterLink} to={paths.client.login.getHref()} variant="contained" sx={{ ml: 1 }}>
              Get Started
            </Button>
          </Box>
          <MobileNav />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
