import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import ChatIcon from '@mui/icons-material/ChatOutlined';
import ContactMailIcon from '@mui/icons-material/ContactMailOutlined';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import DesignServicesIcon from '@mui/icons-material/DesignServicesOutlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import HistoryIcon from '@mui/icons-material/History';
import ListAltIcon from '@mui/icons-material/ListAltOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import RequestQuoteIcon from '@mui/icons-material/RequestQuoteOutlined';
import WorkIcon from '@mui/icons-material/WorkOutlined';
import { useEffect } from 'react';
import { useFirestore } from 'reactfire';

import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { syncProfileEmail } from '@/lib/firestore/clients';
import { useUnreadCount, useWaitingCount } from '@/lib/firestore/threads';
import { useOwnProfile } from '@/lib/firestore/use-own-profile';

import { AccountMenu } from './account-menu';
import { DashboardLayout, type NavItem } from './dashboard-layout';

const clientNav = (unread: number): NavItem[] => [
  { to: paths.client.dashboard.getHref(), label: 'Dashboard', icon: <DashboardIcon />, end: true },
  { to: paths.client.projects.getHref(), label: 'Projects', icon: <WorkIcon /> },
  { to: paths.client.services.getHref(), label: 'Services', icon: <DesignServicesIcon /> },
  {
    to: paths.client.messages.getHref(),
    label: 'Messages',
    icon: <ChatIcon />,
    count: { value: unread, label: 'unread' },
  },
  { to: paths.client.files.getHref(), label: 'Files', icon: <FolderIcon /> },
  { to: paths.client.assessments.getHref(), label: 'Assessments', icon: <AssessmentIcon /> },
  { to: paths.client.quotes.getHref(), label: 'Invoices and quotes', icon: <RequestQuoteIcon /> },
  { to: paths.client.profile.getHref(), label: 'Profile', icon: <PersonIcon /> },
];

const adminNav = (waiting: number): NavItem[] => [
  { to: paths.admin.dashboard.getHref(), label: 'Dashboard', icon: <DashboardIcon />, end: true },
  { to: paths.admin.clients.getHref(), label: 'Clients', icon: <PeopleIcon /> },
  { to: paths.admin.projects.getHref(), label: 'Projects', icon: <WorkIcon /> },
  {
    to: paths.admin.messages.getHref(),
    label: 'Messages',
    icon: <ChatIcon />,
    count: { value: waiting, label: 'waiting for a reply' },
  },
  { to: paths.admin.leads.getHref(), label: 'Leads', icon: <ContactMailIcon /> },
  { to: paths.admin.files.getHref(), label: 'Files', icon: <FolderIcon /> },
  { to: paths.admin.quotes.getHref(), label: 'Quotes', icon: <RequestQuoteIcon /> },
  { to: paths.admin.activity.getHref(), label: 'Activity', icon: <HistoryIcon /> },
  // Settings of the agency's own: how each service's projects start.
  { to: paths.admin.projectTemplates.getHref(), label: 'Project templates', icon: <ListAltIcon /> },
];

/** After a verified email change, the profile's copy (which admins search by) follows the account's. */
function ProfileEmailSync() {
  const db = useFirestore();
  const { user, profile } = useOwnProfile();
  useEffect(() => {
    if (user?.email && profile && profile.email !== user.email) void syncProfileEmail(db, user.uid, user.email);
  }, [db, user, profile]);
  return null;
}

export function ClientPortalShell() {
  const session = useSession();
  const uid = session.status === 'ready' ? session.user?.uid : undefined;
  // Live in every portal page: the client's unread messages across their conversations.
  const unread = useUnreadCount(uid ?? null);
  return (
    <>
      <ProfileEmailSync />
      <DashboardLayout
        areaName="Client Portal"
        logoTo={paths.client.dashboard.getHref()}
        nav={clientNav(unread)}
        account={
          <AccountMenu
            loginPath={paths.client.login.getHref()}
            links={[{ to: paths.client.profile.getHref(), label: 'Profile' }]}
          />
        }
      />
    </>
  );
}

export function AdminShell() {
  // Live in every admin page: the conversations whose last message is a client's.
  const waiting = useWaitingCount();
  return (
    <DashboardLayout
      areaName="Admin"
      logoTo={paths.admin.dashboard.getHref()}
      nav={adminNav(waiting)}
      account={<AccountMenu loginPath={paths.admin.login.getHref()} />}
    />
  );
}
