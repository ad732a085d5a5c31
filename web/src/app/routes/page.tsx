import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

import type { PageMeta, PageProps } from '@/components/seo/page-meta';

export type PageModule = { default: ComponentType<PageProps> };

/** A page module loaded on demand, given its meta from its route table. */
export function page(
  load: () => Promise<PageModule>,
  meta: PageMeta,
  slots?: PageProps['slots'],
): RouteObject['element'] {
  const Page = lazy(load);
  return <Page meta={meta} slots={slots} />;
}

/** Relative child path under an area's base path, e.g. '/client/login' under '/client' is 'login'. */
export const under = (base: string, path: string) => path.slice(base.length + 1);

export const NotFoundPage = lazy(() => import('../pages/not-found-page'));

/** Any path an area does not know. */
export const notFound: RouteObject = { path: '*', element: <NotFoundPage /> };
