import { PageOutlet } from '@/components/page-outlet';
import { RouteFocus } from '@/components/route-focus';
import { ScrollManager } from '@/components/scroll-manager';
import { PruneOrphanHead } from '@/components/seo/prune-orphan-head';

/** Above every area: scroll and focus handling, head clean-up, and the spinner while an area's layout module loads. */
export function RootLayout() {
  return (
    <>
      <ScrollManager />
      <RouteFocus />
      <PruneOrphanHead />
      <PageOutlet scope="area" />
    </>
  );
}
