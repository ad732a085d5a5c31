import { type ComponentType, isValidElement, lazy, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

import type { PageMeta, PageProps, SlottedPageProps } from '@/components/seo/page-meta';

export type PageModule = { default: ComponentType<PageProps> };

/** What loads each page element made here, for preloadPages. */
const loaders = new WeakMap<ReactElement, () => Promise<unknown>>();

/** `element`, remembered as loaded by `load`. */
function loadedBy(element: ReactElement, load: () => Promise<unknown>): ReactElement {
  loaders.set(element, load);
  return element;
}

/**
 * Starts loading the page modules `routes` show at `pathname` (under `basename`), so a portal screen opened by its
 * address downloads while the session is restored rather than after (the lazy page asks the same module again
 * and gets it from the browser's module map). A failure here is the page's own to show when it renders.
 */
export function preloadPages(routes: RouteObject[], pathname: string, basename: string) {
  for (const { route } of matchRoutes(routes, pathname, basename) ?? []) {
    const load = isValidElement(route.element) ? loaders.get(route.element) : undefined;
    load?.().catch(() => undefined);
  }
}

/** A page module loaded on demand, given its meta from its route table. */
export function page(
  load: () => Promise<PageModule>,
  meta: PageMeta,
  slots?: PageProps['slots'],
): RouteObject['element'] {
  const Page = lazy(load);
  return loadedBy(<Page meta={meta} slots={slots} />, load);
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
  const both = () => Promise.all([load(), loadSlots()]);
  const Page = lazy(async () => {
    const [{ default: Slotted }, slots] = await both();
    return { default: ({ meta }: PageProps) => <Slotted meta={meta} slots={slots} /> };
  });
  return loadedBy(<Page meta={meta} />, both);
}

/** Relative child path under an area's base path, e.g. '/client/login' under '/client' is 'login'. */
export const under = (base: string, path: string) => path.slice(base.length + 1);

export const NotFoundPage = lazy(() => import('../pages/not-found-page'));

/** Any path the public site does not know. */
export const notFound: RouteObject = { path: '*', element: <NotFoundPage /> };
