import Link from '@mui/material/Link';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { EntryLink } from './client-entry-link';

/**
 * An entry's places, each after a " · ", for the line under its sentence. Given the links rather than the entry, so
 * this module imports neither reader's rules (the dashboard loads admin-entry-links as a chunk of its own).
 */
export function EntryLinkList({ links }: { links: readonly EntryLink[] }) {
  return links.map((link) => (
    <Fragment key={link.to}>
      {' · '}
      <Link component={RouterLink} to={link.to}>
        {link.label}
      </Link>
    </Fragment>
  ));
}
