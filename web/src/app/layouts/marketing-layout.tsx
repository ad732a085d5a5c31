import Box from '@mui/material/Box';

import { HydrateWhenNear } from '@/components/hydrate-when-near';
import { PageOutlet } from '@/components/page-outlet';
import { MainLandmark, SkipLink } from '@/components/skip-link';
import { BackToTop } from '@/features/marketing/components/back-to-top';
import { SiteFooter } from '@/features/marketing/components/site-footer';
import { SiteHeader } from '@/features/marketing/components/site-header';

/** Public pages: sticky header, the page (lazily loaded behind the spinner), footer, back-to-top. No Firebase. */
export default function MarketingLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader />
      <MainLandmark>
        <PageOutlet />
      </MainLandmark>
      {/* Below the fold on every page: hydrated when it nears the viewport, in a task of its own. */}
      <HydrateWhenNear>
        <SiteFooter />
      </HydrateWhenNear>
      <BackToTop />
    </Box>
  );
}
