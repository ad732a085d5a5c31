import { lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';

import type { PageProps } from '@/components/seo/page-meta';
import { AREA_BASES } from '@/config/paths';
import { PUBLIC_PAGES, type PublicPageKey } from '@/config/public-pages';
import { LazyContactForm } from '@/features/leads/contact/lazy-contact-form';

import MarketingLayout from './layouts/marketing-layout';
import { RootLayout } from './root-layout';
import { notFound, page, type PageModule } from './routes/page';

/** The portal and admin areas, with their own route tables; loaded only when one is opened. */
const loadFirebaseArea = () => import('./providers/firebase-area');
const FirebaseArea = lazy(loadFirebaseArea);

/** Public page modules, by their key in PUBLIC_PAGES (which holds their paths and head). */
const publicPageModules: Record<PublicPageKey, () => Promise<PageModule>> = {
  home: () => import('@/features/marketing/pages/home-page'),
  hosting: () => import('@/features/marketing/pages/hosting-page'),
  searchOptimisation: () => import('@/features/marketing/pages/search-optimisation-page'),
  digitalMarketing: () => import('@/features/marketing/pages/digital-marketing-page'),
  aiConsultancy: () => import('@/features/marketing/pages/ai-consultancy-page'),
  webDesign: () => import('@/features/marketing/pages/web-design-page'),
  contentCreation: () => import('@/features/marketing/pages/content-creation-page'),
  aiVideoStudio: () => import('@/features/marketing/pages/ai-video-studio-page'),
  aiInsightLab: () => import('@/features/marketing/pages/ai-insight-lab-page'),
  privacyPolicy: () => import('@/features/marketing/pages/privacy-policy-page'),
  termsOfService: () => import('@/features/marketing/pages/terms-of-service-page'),
  disclaimer: () => import('@/features/marketing/pages/disclaimer-page'),
  faq: () => import('@/features/marketing/pages/faq-page'),
};

/** What other features add to a public page. */
const publicPageSlots: Partial<Record<PublicPageKey, PageProps['slots']>> = {
  home: { contactForm: <LazyContactForm /> },
};

const marketingRoutes: RouteObject[] = PUBLIC_PAGES.map(({ key, path, title, description }) => ({
  path,
  element: page(publicPageModules[key], { title, description }, publicPageSlots[key]),
}));

const { client: clientBase, admin: adminBase } = AREA_BASES;

/**
 * Starts loading the portal and admin areas' module (the Firebase SDK, the session, the route tables) when the app
 * starts at one of their addresses, before React first renders, rather than once the router reaches it. The lazy
 * area gets the same module; a failure is its to show.
 */
export function preloadArea(pathname: string) {
  if ([clientBase, adminBase].some((base) => pathname === base || pathname.startsWith(`${base}/`))) {
    loadFirebaseArea().catch(() => undefined);
  }
}

/**
 * The routes of spec §2: the public pages here; each area's own under `routes/`, loaded with the area (its
 * module is the only one that imports them).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { element: <MarketingLayout />, children: [...marketingRoutes, notFound] },
      { path: `${clientBase}/*`, element: <FirebaseArea area="client" /> },
      { path: `${adminBase}/*`, element: <FirebaseArea area="admin" /> },
    ],
  },
];

/**
 * The routes as rendered by a declarative router (BrowserRouter in the browser, StaticRouter when prerendering):
 * the app uses no loaders or actions, so the data router's extra weight would buy nothing.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
