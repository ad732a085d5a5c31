import Link from '@mui/material/Link';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { ActivityDocument } from '@agency/common';

import { adminEntryLinks } from './admin-entry-links';

/** An entry's places (adminEntryLinks), each after a " · ", for the line under its sentence. */
export function AdminEntryLinkList({
  entry,
}: {
  entry: Pick<ActivityDocument<unknown>, 'type' | 'projectId' | 'details'>;
}) {
  return adminEntryLinks(entry).map((link) => (
    <Fragment key={link.to}>
      {' · '}
      <Link component={RouterLink} to={link.to}>
        {link.label}
      </Link>
    </Fragment>
  ));
}
