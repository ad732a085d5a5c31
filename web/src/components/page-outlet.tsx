import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { PageErrorBoundary } from './page-error';
import { ScreenLoader } from './page-loader';

/**
 * Where a layout shows its page: lazily loaded behind the "Loading..." spinner (spec §2). The router moves
 * between pages inside a transition, and React keeps showing the old page during a transition unless the
 * boundary is new; keying the boundaries by page makes every navigation show the spinner while the next page's
 * code loads, and only then, and leaves behind the error a page before it showed (PageError). `scope` picks what
 * counts as a new page (the path, or the area for the root).
 */
export function PageOutlet({ scope = 'page' }: { scope?: 'page' | 'area' }) {
  const { pathname } = useLocation();
  const key = scope === 'page' ? pathname : pathname.split('/')[1];
  return (
    <PageErrorBoundary key={key}>
      <Suspense fallback={<ScreenLoader />}>
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
}
