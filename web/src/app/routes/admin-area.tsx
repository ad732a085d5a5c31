import type { RouteObject } from 'react-router-dom';

import { AREA_BASES, paths } from '@/config/paths';
import type { ClientRecordParts } from '@/features/clients/admin/client-record-page';
import type { AdminDashboardSlots } from '@/features/dashboard/admin/admin-dashboard-page';
import type { LeadDetailParts } from '@/features/leads/admin/lead-detail-dialog';
import type { ProjectRecordParts } from '@/features/projects/admin-project-page';

import { RequireRole } from '../guards';
import { AccountMenu } from '../layouts/account-menu';
import { AdminShell } from '../layouts/admin-shell';
import { AreaLayout } from '../layouts/area-layout';

import { conversationParts } from './conversation-parts';
import { notFoundIn } from './not-found-in';
import { page, slottedPage, under } from './page';

const adminBase = AREA_BASES.admin;

/** The dashboard's recent activity: where each entry is dealt with. */
async function dashboardParts(): Promise<AdminDashboardSlots> {
  const { activityHref } = await import('@/features/activity/admin-entry-links');
  return { activityHref };
}

/** A lead's dialog: their assessments, the agency's notes, and the invitation that converts them to a client. */
async function leadParts(): Promise<LeadDetailParts> {
  const [assessments, notes, accounts] = await Promise.all([
    import('@/features/assessments/admin/admin-assessments'),
    import('@/features/notes/notes-history'),
    import('@/features/clients/admin/invite-client-dialog'),
  ]);
  return {
    AdminAssessments: assessments.AdminAssessments,
    Notes: notes.NotesHistory,
    InviteClientDialog: accounts.InviteClientDialog,
  };
}

/** A client's record: their money, projects, quotes and invoices, files, conversations, activity, assessments, notes. */
async function clientParts(): Promise<ClientRecordParts> {
  const [money, projects, files, messages, activity, assessments, notes, conversation] = await Promise.all([
    import('@/features/quotes/admin/client-record-money'),
    import('@/features/projects/client-record-projects'),
    import('@/features/files/admin/client-record-files'),
    import('@/features/messages/client-record-conversations'),
    import('@/features/activity/client-record-activity'),
    import('@/features/assessments/admin/admin-assessments'),
    import('@/features/notes/notes-history'),
    conversationParts(),
  ]);
  return {
    Money: money.ClientMoneyCard,
    QuotesAndInvoices: money.ClientQuotesAndInvoices,
    Projects: projects.ClientRecordProjects,
    Files: files.ClientRecordFiles,
    // A conversation opens in place over the record, its attachments in the files feature's dialog.
    Conversations: ({ clientId }) => <messages.ClientRecordConversations clientId={clientId} parts={conversation} />,
    Activity: activity.ClientRecordActivity,
    AdminAssessments: assessments.AdminAssessments,
    Notes: notes.NotesHistory,
  };
}
/** A project's record: its files, quotes and invoices, conversation and timeline. */
async function projectParts(): Promise<ProjectRecordParts> {
  const [files, quotes, messages, activity, conversation] = await Promise.all([
    import('@/features/files/admin/project-record-files'),
    import('@/features/quotes/admin/project-record-quotes'),
    import('@/features/messages/project-record-conversation'),
    import('@/features/activity/project-record-activity'),
    conversationParts(),
  ]);
  return {
    Files: files.ProjectRecordFiles,
    QuotesAndInvoices: quotes.ProjectRecordQuotes,
    Conversation: (part) => <messages.ProjectRecordConversation {...part} parts={conversation} />,
    Timeline: activity.ProjectRecordActivity,
  };
}

const adminRoutes: RouteObject[] = [
  {
    index: true,
    element: slottedPage(() => import('@/features/dashboard/admin/admin-dashboard-page'), dashboardParts, {
      title: 'Admin Dashboard',
      description: 'The agency at a glance.',
    }),
  },
  {
    path: under(adminBase, paths.admin.clients.path),
    element: page(() => import('@/features/clients/admin/clients-page'), {
      title: 'Clients',
      description: 'Client accounts.',
    }),
  },
  {
    path: under(adminBase, paths.admin.client.path),
    element: slottedPage(() => import('@/features/clients/admin/client-record-page'), clientParts, {
      title: 'Client',
      description: 'One client: their money, projects, quotes, files, conversations, activity and notes.',
    }),
  },
  {
    path: under(adminBase, paths.admin.projects.path),
    element: page(() => import('@/features/projects/admin-projects-page'), {
      title: 'Projects',
      description: 'All projects.',
    }),
  },
  {
    path: under(adminBase, paths.admin.project.path),
    element: slottedPage(() => import('@/features/projects/admin-project-page'), projectParts, {
      title: 'Project',
      description: 'One project: its milestones, files, quotes and invoices, conversation and timeline.',
    }),
  },
  {
    // One route for the inbox and each conversation, so opening another keeps the inbox and its filters.
    path: under(adminBase, paths.admin.thread.route),
    element: slottedPage(() => import('@/features/messages/admin-messages-page'), conversationParts, {
      title: 'Messages',
      description: 'Conversations with clients.',
    }),
  },
  {
    path: under(adminBase, paths.admin.activity.path),
    element: page(() => import('@/features/activity/activity-page'), {
      title: 'Activity Log',
      description: 'What happened, and when.',
    }),
  },
  {
    path: under(adminBase, paths.admin.files.path),
    element: page(() => import('@/features/files/admin/admin-files-page'), {
      title: 'Files',
      description: 'Files shared with clients, and deliverables for their approval.',
    }),
  },
  {
    // The list, a quote being built or read (`?quote=<id>`, `?new=1`), and its invoices.
    path: under(adminBase, paths.admin.quotes.path),
    element: page(() => import('@/features/quotes/admin/admin-quotes-page'), {
      title: 'Quotes',
      description: 'Quotes and invoices.',
    }),
  },
  {
    // The list or the board (`?view=board`), filters and search in the address, a lead open at `?lead=<id>`.
    path: under(adminBase, paths.admin.leads.path),
    element: slottedPage(() => import('@/features/leads/admin/leads-page'), leadParts, {
      title: 'Leads',
      description: 'Contact form enquiries, from new to won or lost.',
    }),
  },
  {
    path: under(adminBase, paths.admin.projectTemplates.path),
    element: page(() => import('@/features/projects/templates/project-templates-page'), {
      title: 'Project templates',
      description: 'The milestones and client tasks each service’s projects start with.',
    }),
  },
  {
    path: under(adminBase, paths.admin.assessment.path),
    element: page(
      () =>
        import('@/features/assessments/shared/assessment-page').then((module) => ({
          default: module.AdminAssessmentPage,
        })),
      {
        title: 'Website Assessment',
        description: 'A client’s or lead’s website assessment.',
      },
    ),
  },
];

/**
 * The admin area, under /webmin1010: its login for anyone; the rest for admins. Only the area module
 * (providers/firebase-area.tsx) imports this table, so its guards and shells, which use Firebase, load with the
 * area and never with the public pages.
 */
export const adminAreaRoutes: RouteObject[] = [
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
      notFoundIn({ to: paths.admin.dashboard.getHref(), label: 'Go to the dashboard' }),
    ],
  },
  {
    element: <RequireRole role="admin" loginPath={paths.admin.login.getHref()} />,
    children: [{ element: <AdminShell />, children: adminRoutes }],
  },
];
