import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

import { documentTitle } from './seo/page-head';

/** Spec §2: pages load on demand behind a centred spinner reading "Loading...". */
export function PageLoader() {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography color="textSecondary">Loading...</Typography>
    </Box>
  );
}

/**
 * PageLoader standing in for a whole screen (its code, or the session it needs, is still on its way). The screen
 * that will set the document's title is not there yet and the one before has taken its title away, so this gives
 * the document one meanwhile: a page must always have a title (WCAG 2.4.2).
 */
export function ScreenLoader() {
  return (
    <>
      <title>{documentTitle('Loading...')}</title>
      <PageLoader />
    </>
  );
}
