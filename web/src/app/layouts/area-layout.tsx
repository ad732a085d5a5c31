import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';

import { PageOutlet } from '@/components/page-outlet';
import { MainLandmark, SkipLink } from '@/components/skip-link';

import { SiteLogo } from './site-logo';

interface AreaLayoutProps {
  /** The header's right-hand side: navigation, buttons, the account menu. */
  actions?: ReactNode;
  logoTo: string;
  logoSuffix?: string;
  footer?: ReactNode;
}

/**
 * The frame all three areas share: a sticky header, the page (lazily loaded behind the spinner, so the header
 * stays while it loads) and an optional footer.
 */
export function AreaLayout({ actions, logoTo, logoSuffix, footer }: AreaLayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar component="nav" aria-label="Main" sx={{ gap: { xs: 1, sm: 2 } }}>
          <SiteLogo to={logoTo} suffix={logoSuffix} />
          <Box sx={{ flexGrow: 1 }} />
          {actions}
        </Toolbar>
      </AppBar>
      <MainLandmark>
        <PageOutlet />
      </MainLandmark>
      {footer}
    </Box>
  );
}
