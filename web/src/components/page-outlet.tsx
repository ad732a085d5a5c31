import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { paths } from '@/config/paths';

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
  const key = scope === 'page' ? pageOf(pathname) : pathname.split('/')[1];
  return (
    <PageErrorBoundary key={key}>
      <Suspense fallback={<ScreenLoader />}>
        <Outlet />
        {/* The area's outlet holds a layout, whose own outlet holds the page: only the page's may say it is in. */}
        {scope === 'page' && <MarkPageHydrated pathname={pathname} />}
      </Suspense>
    </PageErrorBoundary>
  );
}

/** Pages that stay one page across the addresses below them: the messages screens, list and conversation. */
const ONE_PAGE_BELOW = [paths.client.messages.getHref(), paths.admin.messages.getHref()];

const pageOf = (pathname: string) => ONE_PAGE_BELOW.find((base) => pathname.startsWith(`${base}/`)) ?? pathname;

/**
 * Marks <html> with `data-page-hydrated="<path>"` once the page at that path has mounted: its lazily loaded code
 * has arrived and React owns its content (hydrated from the prerendered HTML, or rendered after a navigation).
 * `data-hydrated` (main.tsx) comes earlier, with the header and footer. Being in the page's Suspense boundary, the
 * mark waits for the page; React reports a hydration mismatch when it commits, before effects run, so a test that
 * waits for the mark has heard of any. Only the browser runs effects, so the prerendered HTML never carries it.
 */
function MarkPageHydrated({ pathname }: { pathname: string }) {
  useEffect(() => {
    document.documentElement.dataset.pageHydrated = pathname;
  }, [pathname]);
  return null;
}
