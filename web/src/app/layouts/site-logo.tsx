import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

import { site } from '@/config/site';

/** The logo, a link home from every area (spec: "Logo links to /"). */
export function SiteLogo({ to = '/', suffix }: { to?: string; suffix?: string }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="none"
      color="inherit"
      sx={{ fontWeight: 800, fontSize: '1.15rem', letterSpacing: '-0.01em' }}
    >
      {site.shortName}
      {suffix && (
        <Link component="span" underline="none" color="inherit" sx={{ fontWeight: 400, ml: 1, opacity: 0.85 }}>
          {suffix}
        </Link>
      )}
    </Link>
  );
}
