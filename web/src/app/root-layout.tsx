import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import { PageLoader } from '@/components/page-loader';
import { ScrollManager } from '@/components/scroll-manager';

/** Above every area: scroll handling, and the spinner while an area's own layout module loads. */
export function RootLayout() {
  return (
    <>
      <ScrollManager />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
