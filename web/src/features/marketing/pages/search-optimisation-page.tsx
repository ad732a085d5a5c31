import type { PageProps } from '@/components/seo/page-meta';

import { MarketingPage } from '../components/marketing-page';
import { PageHero } from '../components/page-hero';

export default function SearchOptimisationPage({ meta }: PageProps) {
  return (
    <MarketingPage meta={meta}>
      <PageHero title={meta.title} subtitle={meta.description} />
    </MarketingPage>
  );
}
