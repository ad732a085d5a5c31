import { PageOutlet } from '@/components/page-outlet';
import { ScrollManager } from '@/components/scroll-manager';
import { PruneOrphanJsonLd } from '@/components/seo/json-ld';

/** Above every area: scroll handling, head clean-up, and the spinner while an area's layout module loads. */
export function RootLayout() {
  return (
    <>
      <ScrollManager />
      <PruneOrphanJsonLd />
      <PageOutlet scope="area" />
    </>
  );
}
