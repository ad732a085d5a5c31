import Button from '@mui/material/Button';
import { type ComponentType, lazy } from 'react';
import { Link as RouterLink, Navigate, type RouteObject } from 'react-router-dom';

import { paths } from '@/config/paths';

import { AreaLayout } from './layouts/area-layout';
import MarketingLayout from './layouts/marketing-layout';
import type { PageMeta, PageProps } from './page-types';
import { RootLayout } from './root-layout';

type PageModule = { default: ComponentType<PageProps> };

/** A page module loaded on demand, given its meta from this table. */
function page(load: () => Promise<PageModule>, meta: PageMeta): RouteObject['element'] {
  const Page = lazy(load);
  return <Page meta={meta} />;
}

const placeholder = () => import('./pages/placeholder-page');
const NotFoundPage = lazy(() => import('./pages/not-found-page'));
const FirebaseArea = lazy(() => import('./providers/firebase-area'));

/** Relative child path under an area's base path, e.g. '/client/login' under '/client' is 'login'. */
const under = (base: string, path: string) => path.slice(base.length + 1);

const marketingRoutes: RouteObject[] = [
  {
    path: paths.home.path,
    meta: {
      title: 'Conscious Web Studio',
      description:
        'AI-powered websites, green hosting and marketing for purpose-driven small businesses, NFPs, educators and consultants.',
    },
  },
  {
    path: paths.hosting.path,
    meta: {
      title: 'Green Australian Web Hosting',
      description: 'Secure, fast, managed green hosting in Australia with a 99.9% uptime guarantee.',
    },
  },
  {
    path: paths.searchOptimisation.path,
    meta: {
      title: 'Search Optimisation',
      description: 'Keyword research, technical and local SEO that help the right people find your mission.',
    },
  },
  {
    path: paths.digitalMarketing.path,
    meta: {
      title: 'Digital Marketing',
      description: 'Social media, email and content marketing that build community around your purpose.',
    },
  },
  {
    path: paths.aiConsultancy.path,
    meta: {
      title: 'AI Consultancy',
      description: 'Practical, ethical AI for small organisations: automation, chatbots, insights and more.',
    },
  },
  {
    path: paths.webDesign.path,
    meta: {
      title: 'Web Design',
      description: 'Three clear web design plans for conscious businesses, from a five-page starter to e-commerce.',
    },
  },
  {
    path: paths.contentCreation.path,
    meta: {
      title: 'Content Creation',
      description: 'Blog writing, video, podcasts, social content and brand photography with a clear strategy.',
    },
  },
  {
    path: paths.aiVideoStudio.path,
    meta: {
      title: 'AI Video Studio',
      description: 'Explainer and promo videos, product showcases, AI spokesperson videos and branded reels.',
    },
  },
  {
    path: paths.aiInsightLab.path,
    meta: {
      title: 'AI Insight Lab',
      description: 'Send us your AI questions or research needs and get a considered reply within 24 hours.',
    },
  },
  {
    path: paths.privacyPolicy.path,
    meta: { title: 'Privacy Policy', description: 'How we collect, use and protect your personal information.' },
  },
  {
    path: paths.termsOfService.path,
    meta: { title: 'Terms of Service', description: 'The terms on which we provide our services.' },
  },
  {
    path: paths.disclaimer.path,
    meta: { title: 'Disclaimer', description: 'The limits of the information on this website.' },
  },
  {
    path: paths.faq.path,
    meta: { title: 'Frequently Asked Questions', description: 'Answers to the questions clients ask us most.' },
  },
].map(({ path, meta }) => ({ path, element: page(placeholder, meta) }));

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
