import { Navigate, type RouteObject } from 'react-router-dom';

import { AREA_BASES, paths } from '@/config/paths';
import type { ClientDashboardSlots } from '@/features/dashboard/client/client-dashboard-page';
import type { ClientProjectSlots } from '@/features/projects/client-project-page';

import { RequireRole } from '../guards';
import { AccountMenu } from '../layouts/account-menu';
import { AreaLayout } from '../layouts/area-layout';
import { ClientPortalShell } from '../layouts/client-shell';

import { conversationParts } from './conversation-parts';
import { notFoundIn } from './not-found-in';
import { page, slottedPage, under } from './page';

const underClient = (path: string) => under(AREA_BASES.client, path);

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
    element: page(() => import('@/features/auth/email-action-page'), {
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

/** The client dashboard's cards, from the features whose documents they show. */
async function dashboardCards(): Promise<ClientDashboardSlots> {
  const [projects, assessments, files, activity] = await Promise.all([
    import('@/features/projects/projects-card'),
    import('@/features/assessments/client/assessment-card'),
    import('@/features/files/client/recent-files-card'),
    import('@/features/activity/timeline-card'),
  ]);
  return {
    ProjectsCard: projects.ProjectsCard,
    AssessmentCard: assessments.AssessmentCard,
    RecentFilesCard: files.RecentFilesCard,
    TimelineCard: activity.TimelineCard,
  };
}

/** What a client's project page shows of its timeline, files, quotes and invoices. */
async function projectParts(): Promise<ClientProjectSlots> {
  const [activity, files, quotes] = await Promise.all([
    import('@/features/activity/project-timeline'),
    import('@/features/files/client/project-files'),
    import('@/features/quotes/client/project-quotes'),
  ]);
  return {
    ProjectTimeline: activity.ProjectTimeline,
    ProjectFiles: files.ProjectFiles,
    ProjectQuotes: quotes.ProjectQuotes,
  };
}

/** Client screens behind the client role. */
const clientRoutes: RouteObject[] = [
  {
    path: underClient(paths.client.dashboard.path),
    element: slottedPage(() => import('@/features/dashboard/client/client-dashboard-page'), dashboardCards, {
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
    path: underClient(paths.client.projects.path),
    element: page(() => import('@/features/projects/client-projects-page'), {
      title: 'Projects',
      description: 'Your projects with us.',
    }),
  },
  {
    path: underClient(paths.client.project.path),
    element: slottedPage(() => import('@/features/projects/client-project-page'), projectParts, {
      title: 'Project Details',
      description: 'One of your projects.',
    }),
  },
  {
    // One route for the list and each conversation, so moving between conversations keeps the page (and the list).
    path: underClient(paths.client.thread.route),
    element: slottedPage(() => import('@/features/messages/client-messages-page'), conversationParts, {
      title: 'Messages',
      description: 'Talk with the team.',
    }),
  },
  {
    path: underClient(paths.client.services.path),
    element: page(() => import('@/features/services/client-services-page'), {
      title: 'Services',
      description: 'Our services and their tiers, with a ballpark calculator.',
    }),
  },
  {
    path: underClient(paths.client.files.path),
    element: page(() => import('@/features/files/client/client-files-page'), {
      title: 'Files',
      description: 'Files you share with us, and our work for your approval.',
    }),
  },
  {
    path: underClient(paths.client.assessments.path),
    element: page(() => import('@/features/assessments/client/client-assessments-page'), {
      title: 'Website Assessments',
      description: 'Run a free assessment of your website, and read your past reports.',
    }),
  },
  {
    path: underClient(paths.client.assessment.path),
    element: page(
      () =>
        import('@/features/assessments/shared/assessment-page').then((module) => ({
          default: module.ClientAssessmentPage,
        })),
      {
        title: 'Website Assessment',
        description: 'Your website assessment: the score, each check and how we can help.',
      },
    ),
  },
  {
    path: underClient(paths.client.payment.path),
    element: page(() => import('../pages/redirecting-page'), {
      title: 'Redirecting to quotes...',
      description: 'Payments are made from your quotes.',
    }),
  },
  {
    // The list of quotes and invoices, and one quote (`?quote=<id>`) with its accept and decline.
    path: underClient(paths.client.quotes.path),
    element: page(() => import('@/features/quotes/client/client-quotes-page'), {
      title: 'Invoices and quotes',
      description: 'Your quotes and invoices.',
    }),
  },
  {
    path: underClient(paths.client.quotePayment.path),
    element: page(() => import('@/features/quotes/client/client-payment-page'), {
      title: 'Payment',
      description: 'The invoice for an accepted quote, and how to pay it.',
    }),
  },
];

/**
 * The client area, under /client: sign-in, reset and onboarding for anyone; the rest for clients. Only the area
 * module (providers/firebase-area.tsx) imports this table, so its guards and shells, which use Firebase, load
 * with the area and never with the public pages.
 */
export const clientAreaRoutes: RouteObject[] = [
  {
    element: (
      <AreaLayout
        logoTo={paths.home.getHref()}
        logoSuffix="Client Portal"
        actions={<AccountMenu loginPath={paths.client.login.getHref()} />}
      />
    ),
    children: [
      ...clientPublicRoutes,
      notFoundIn({ to: paths.client.dashboard.getHref(), label: 'Go to your dashboard' }),
    ],
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
