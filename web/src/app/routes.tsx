import { type ComponentType, lazy } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router-dom';

import type { Role } from '@agency/common';

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

/**
 * The parts of the portal and admin routes that need Firebase. The areas' lazily loaded module supplies them, so
 * the public pages' bundle never carries the SDK (docs/decisions/007-accounts.md).
 */
export interface AreaKit {
  RequireRole: ComponentType<{ role: Role; loginPath: string }>;
  AccountMenu: ComponentType<{ loginPath: string }>;
  ClientPortalShell: ComponentType;
  AdminShell: ComponentType;
}

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
const underClient = (path: string) => under(clientBase, path);

/** Client screens anyone may open: signing in, resetting a password, joining. */
const clientPublicRoutes: RouteObject[] = [
  {
    path: underClient(paths.client.login.path),
    element: page(() => import('@/features/auth/client-login-page'), {
      title: 'Client Login',
      description: 'Sign in to your client portal.',
    }),
  },
  {
    path: underClient(paths.client.resetPassword.path),
    element: page(() => import('@/features/auth/reset-password-page'), {
      title: 'Reset Password',
      description: 'Choose a new password for your client portal.',
    }),
  },
  {
    path: underClient(paths.client.onboarding.path),
    element: page(() => import('@/features/onboarding/onboarding-page'), {
      title: 'Join the Portal',
      description: 'Create your free client portal account.',
    }),
  },
];

/** Client screens behind the client role. Later issues replace the placeholders. */
const clientRoutes: RouteObject[] = [
  {
    path: underClient(paths.client.dashboard.path),
    element: page(() => import('@/features/portal/client-dashboard-page'), {
      title: 'Dashboard',
      description: 'Your projects, messages and quotes at a glance.',
    }),
  },
  {
    path: underClient(paths.client.profile.path),
    element: page(() => import('@/features/profile/profile-page'), {
      title: 'Profile',
      description: 'Your details and preferences.',
    }),
  },
  {
    path: underClient(paths.client.payment.path),
    element: page(() => import('./pages/redirecting-page'), {
      title: 'Redirecting to quotes...',
      description: 'Payments are made from your quotes.',
    }),
  },
  ...[
    { path: paths.client.services.path, meta: { title: 'Services', description: 'Our services and their tiers.' } },
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
  ].map(({ path, meta }) => ({ path: underClient(path), element: page(placeholder, meta) })),
];

const adminBase = paths.admin.dashboard.path;
const adminRoutes: RouteObject[] = [
  {
    index: true,
    element: page(placeholder, { title: 'Admin Dashboard', description: 'The agency at a glance.' }),
  },
  {
    path: under(adminBase, paths.admin.clients.path),
    element: page(() => import('@/features/admin-clients/clients-page'), {
      title: 'Clients',
      description: 'Client accounts.',
    }),
  },
  ...[
    { path: paths.admin.projects.path, meta: { title: 'Projects', description: 'All projects.' } },
    { path: paths.admin.messages.path, meta: { title: 'Messages', description: 'Conversations with clients.' } },
    { path: paths.admin.leads.path, meta: { title: 'Leads', description: 'Contact form enquiries.' } },
    { path: paths.admin.files.path, meta: { title: 'Files', description: 'Files shared by clients.' } },
    { path: paths.admin.quotes.path, meta: { title: 'Quotes', description: 'Quotes and invoices.' } },
    { path: paths.admin.activity.path, meta: { title: 'Activity Log', description: 'What happened, and when.' } },
  ].map(({ path, meta }) => ({ path: under(adminBase, path), element: page(placeholder, meta) })),
];

const notFound: RouteObject = { path: '*', element: <NotFoundPage /> };

/** The client area, under /client: sign-in, reset and onboarding for anyone; the rest for clients. */
export const clientAreaRoutes = ({ RequireRole, AccountMenu, ClientPortalShell }: AreaKit): RouteObject[] => [
  {
    element: (
      <AreaLayout
        logoTo={paths.home.getHref()}
        logoSuffix="Client Portal"
        actions={<AccountMenu loginPath={paths.client.login.getHref()} />}
      />
    ),
    children: [...clientPublicRoutes, notFound],
  },
  {
    element: <RequireRole role="client" loginPath={paths.client.login.getHref()} />,
    children: [
      {
        element: <ClientPortalShell />,
        children: [
          { index: true, element: <Navigate to={paths.client.dashboard.getHref()} replace /> },
          ...clientRoutes,
        ],
      },
    ],
  },
];

/** The admin area, under /webmin1010: its login for anyone; the rest for admins. */
export const adminAreaRoutes = ({ RequireRole, AccountMenu, AdminShell }: AreaKit): RouteObject[] => [
  {
    element: (
      <AreaLayout
        logoTo={paths.home.getHref()}
        logoSuffix="Admin"
        actions={<AccountMenu loginPath={paths.admin.login.getHref()} />}
      />
    ),
    children: [
      {
        path: under(adminBase, paths.admin.login.path),
        element: page(() => import('@/features/auth/admin-login-page'), {
          title: 'Admin Login',
          description: 'Administrator sign-in.',
        }),
      },
      notFound,
    ],
  },
  {
    element: <RequireRole role="admin" loginPath={paths.admin.login.getHref()} />,
    children: [{ element: <AdminShell />, children: adminRoutes }],
  },
];

/** Every route of spec §2, declared once. */
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
