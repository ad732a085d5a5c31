import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import { PageHead } from '@/components/seo/page-head';
import type { PageProps } from '@/components/seo/page-meta';
import { site } from '@/config/site';

/** Every public page: its head (title, description, canonical, social tags with the site image) and content. */
export function MarketingPage({ meta, children }: PageProps & { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <PageHead title={meta.title} description={meta.description} path={pathname} image={site.ogImage} />
      {children}
    </>
  );
}
