import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

import { PageLoader } from '@/components/page-loader';
import type { PageMeta } from '@/components/seo/page-meta';

import { EmptyState } from './empty-state';
import { PortalPage } from './portal-page';

interface RecordUnavailableProps {
  meta: PageMeta;
  /** What the record is of, as its title says it: "Client", "Project". */
  title: string;
  /** The way back to the list. */
  back: ReactNode;
  /** How the record's document stands: on its way, failed, or not there. */
  status: 'loading' | 'error' | 'missing';
  retry: () => void;
  /** Said when no document has the address. */
  missing: string;
}

/**
 * A record page (a client's, a project's) before it can show its document: a loader while it comes, what went
 * wrong with Try again when it failed, and that none has this address when it does not exist.
 */
export function RecordUnavailable({ meta, title, back, status, retry, missing }: RecordUnavailableProps) {
  if (status === 'loading') {
    return (
      <PortalPage meta={meta} title={title}>
        <PageLoader />
      </PortalPage>
    );
  }
  const failed = status === 'error';
  return (
    <PortalPage meta={meta} title={failed ? title : `${title} not found`}>
      {back}
      <EmptyState
        action={
          failed ? (
            <Button variant="contained" onClick={retry}>
              Try again
            </Button>
          ) : undefined
        }
      >
        {failed ? `The ${title.toLowerCase()} could not be loaded. Check your connection, then try again.` : missing}
      </EmptyState>
    </PortalPage>
  );
}
