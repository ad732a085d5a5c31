import Button from '@mui/material/Button';
import { type ComponentType, lazy } from 'react';
import { Link as RouterLink, Navigate, type RouteObject, useRoutes } from 'react-router-dom';

import type { PageMeta, PageProps } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { PUBLIC_PAGES, type PublicPageKey } from '@/config/public-pages';
import { LazyContactForm } from '@/features/leads/lazy-contact-form';

import { AreaLayout } from './layouts/area-layout';
import MarketingLayout from './layouts/marketing-layout';
import { RootLayout } from './root-layout';

type PageModule = { default: ComponentType<PageProps> };

/** A page module loaded on demand, given its meta from this table. */
function page(load: () => Promise<PageModule>, meta: PageMeta, slots?: PageProps['slots']): RouteObject['element'] {
  const Page = lazy(load);
  return <Page meta={meta} slots={slots} />;
}

const placeholder = () => import('./pages/placeholder-page');
const NotFoundPage = lazy(() => import('./pages/not-found-page'));
const FirebaseArea = lazy(() => import('./providers/firebase-area'));

/** Relative child path under an area's base path, e.g. '/client/login' under '/client' is 'login'. */
const under = (base: string, path: string) => path.slice(base.length + 1);

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

const clientBase = '/client';
const clientRoutes: RouteObject[] = [
  { path: paths.client.login.path, meta: { title: 'Client Login', description: 'Sign in to your client portal.' } },
  {
    path: paths.client.resetPassword.path,
    meta: { title: 'Reset Password', description: 'Choose a new password for your client portal.' },
  },
  {
    path: paths.client.onboarding.path,
    meta: { title: 'Join the Portal', description: 'Create your free client portal account.' },
  },
  {
    path: paths.client.dashboard.path,
    meta: { title: 'Dashboard', description: 'Your projects, messages and quotes at a glance.' },
  },
  {
    path: paths.client.services.path,
    meta: { title: 'Services', description: 'Our services and their tiers.' },
  },
  { path: paths.client.projects.path, meta: { title: 'Projects', description: 'Your projects with us.' } },
  { path: paths.client.project.path, meta: { title: 'Project Details', description: 'One of your projects.' } },
  { path: paths.client.messages.path, meta: { title: 'Messages', description: 'Talk with the team.' } },
  { path: paths.client.files.path, meta: { title: 'Files', description: 'Files you share with us.' } },
  {
    path: paths.client.quotes.path,
    meta: { title: 'Invoices and Quotes', description: 'Your quotes and invoices.' },
  },
  {
    path: paths.client.quotePayment.path,
    meta: { title: 'Payment', description: 'Pay for an accepted quote.' },
  },
  { path: paths.client.profile.path, meta: { title: 'Profile', description: 'Your details and preferences.' } },
].map(({ path, meta }) => ({ path: under(clientBase, path), element: page(placeholder, meta) }));

const adminBase = paths.admin.dashboard.path;
const adminRoutes: RouteObject[] = [
  { path: paths.admin.login.path, meta: { title: 'Admin Login', description: 'Administrator sign-in.' } },
  { path: paths.admin.clients.path, meta: { title: 'Clients', description: 'Client accounts.' } },
  { path: paths.admin.projects.path, meta: { title: 'Projects', description: 'All projects.' } },
  { path: paths.admin.messages.path, meta: { title: 'Messages', description: 'Conversations with clients.' } },
  { path: paths.admin.leads.path, meta: { title: 'Leads', description: 'Contact form enquiries.' } },
  { path: paths.admin.files.path, meta: { title: 'Files', description: 'Files shared by clients.' } },
  { path: paths.admin.quotes.path, meta: { title: 'Quotes', description: 'Quotes and invoices.' } },
  { path: paths.admin.activity.path, meta: { title: 'Activity Log', description: 'What happened, and when.' } },
].map(({ path, meta }) => ({ path: under(adminBase, path), element: page(placeholder, meta) }));

const notFound: RouteObject = { path: '*', element: <NotFoundPage /> };

const navButton = (to: string, label: string) => (
  <Button component={RouterLink} to={to} color="inherit">
    {label}
  </Button>
);

/** Every route of spec §2, declared once. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { element: <MarketingLayout />, children: [...marketingRoutes, notFound] },
      {
        path: clientBase,
        element: <FirebaseArea />,
        children: [
          {
            element: (
              <AreaLayout
                logoTo={paths.home.getHref()}
                logoSuffix="Client Portal"
                actions={navButton(paths.client.dashboard.getHref(), 'Dashboard')}
              />
            ),
            children: [
              { index: true, element: <Navigate to={paths.client.dashboard.getHref()} replace /> },
              {
                path: under(clientBase, paths.client.payment.path),
                element: page(() => import('./pages/redirecting-page'), {
                  title: 'Redirecting to quotes...',
                  description: 'Payments are made from your quotes.',
                }),
              },
              ...clientRoutes,
              notFound,
            ],
          },
        ],
      },
      {
        path: adminBase,
        element: <FirebaseArea />,
        children: [
          {
            element: (
              <AreaLayout
                logoTo={paths.admin.dashboard.getHref()}
                logoSuffix="Admin"
                actions={navButton(paths.admin.dashboard.getHref(), 'Dashboard')}
              />
            ),
            children: [
              {
                index: true,
                element: page(placeholder, { title: 'Admin Dashboard', description: 'The agency at a glance.' }),
              },
              ...adminRoutes,
              notFound,
            ],
          },
        ],
      },
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
