import Box from '@mui/material/Box';

import { HydrateWhenNear } from '@/components/hydrate-when-near';
import { PageOutlet } from '@/components/page-outlet';
import { BackToTop } from '@/features/marketing/components/back-to-top';
import { SiteFooter } from '@/features/marketing/components/site-footer';
import { SiteHeader } from '@/features/marketing/components/site-header';

/** Public pages: sticky header, the page (lazily loaded behind the spinner), footer, back-to-top. No Firebase. */
export default function MarketingLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <PageOutlet />
      </Box>
      {/* Below the fold on every page: hydrated when it nears the viewport, in a task of its own. */}
      <HydrateWhenNear>
        <SiteFooter />
      </HydrateWhenNear>
      <BackToTop />
    </Box>
  );
}

/** Lets keyboard users jump past the header. */
function SkipLink() {
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 'tooltip',
        bgcolor: 'background.paper',
        color: 'primary.main',
        px: 2,
        py: 1,
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      Skip to content
    </Box>
  );
}
