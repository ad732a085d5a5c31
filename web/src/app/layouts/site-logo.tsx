import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

import { site } from '@/config/site';

/**
 * The logo, a link home from every area (spec: "Logo links to /"). On a phone it is set smaller, so that with
 * the area's name and the header's buttons it fits one line at 375 px; narrower (320 px, WCAG 1.4.10) the area's
 * name goes under the site's rather than pushing the account menu off the screen. The name is never cut or hidden.
 */
export function SiteLogo({ to = '/', suffix }: { to?: string; suffix?: string }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="none"
      color="inherit"
      sx={{ fontWeight: 800, fontSize: { xs: '1rem', sm: '1.15rem' }, letterSpacing: '-0.01em', lineHeight: 1.25 }}
    >
      {/* Two unbreakable parts: the line breaks between the site's name and the area's, or not at all. */}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {site.shortName}
      </Box>
      {/* A real space, so the link's accessible name reads "Conscious Web Admin", not "Conscious WebAdmin". */}
      {suffix && ' '}
      {suffix && (
        <Link
          component="span"
          underline="none"
          color="inherit"
          sx={{ fontWeight: 400, opacity: 0.85, whiteSpace: 'nowrap' }}
        >
          {suffix}
        </Link>
      )}
    </Link>
  );
}
