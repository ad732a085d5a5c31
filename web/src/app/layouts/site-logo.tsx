import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

import { site } from '@/config/site';

/**
 * The logo, a link home from every area (spec: "Logo links to /"). On a phone it is set smaller, so that with
 * the area's name and the header's button it still fits one line at 375 px; the name is never cut or hidden.
 */
export function SiteLogo({ to = '/', suffix }: { to?: string; suffix?: string }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="none"
      color="inherit"
      sx={{ fontWeight: 800, fontSize: { xs: '1rem', sm: '1.15rem' }, letterSpacing: '-0.01em', whiteSpace: 'nowrap' }}
    >
      {site.shortName}
      {/* A real space, so the link's accessible name reads "Conscious Web Admin", not "Conscious WebAdmin". */}
      {suffix && ' '}
      {suffix && (
        <Link component="span" underline="none" color="inherit" sx={{ fontWeight: 400, ml: 0.5, opacity: 0.85 }}>
          {suffix}
        </Link>
      )}
    </Link>
  );
}
