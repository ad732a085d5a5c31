import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

import type { PageMeta, PageProps, SlottedPageProps } from '@/components/seo/page-meta';

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

/**
 * A page module loaded on demand with the parts other features give it: both load together (one wait, the page
 * never renders without its parts), and the parts stay out of the area's own bundle.
 */
export function slottedPage<Slots>(
  load: () => Promise<{ default: ComponentType<SlottedPageProps<Slots>> }>,
  loadSlots: () => Promise<Slots>,
  meta: PageMeta,
): RouteObject['element'] {
  const Page = lazy(async () => {
    const [{ default: Slotted }, slots] = await Promise.all([load(), loadSlots()]);
    return { default: ({ meta }: PageProps) => <Slotted meta={meta} slots={slots} /> };
  });
  return <Page meta={meta} />;
}

/** Relative child path under an area's base path, e.g. '/client/login' under '/client' is 'login'. */
export const under = (base: string, path: string) => path.slice(base.length + 1);

export const NotFoundPage = lazy(() => import('../pages/not-found-page'));

/** Any path an area does not know. */
export const notFound: RouteObject = { path: '*', element: <NotFoundPage /> };
