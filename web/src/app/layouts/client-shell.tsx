import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import ChatIcon from '@mui/icons-material/ChatOutlined';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import DesignServicesIcon from '@mui/icons-material/DesignServicesOutlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import RequestQuoteIcon from '@mui/icons-material/RequestQuoteOutlined';
import WorkIcon from '@mui/icons-material/WorkOutlined';
import { useEffect } from 'react';
import { useFirestore } from 'reactfire';

import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { syncProfileEmail } from '@/lib/firestore/clients';
import { useUnreadCount } from '@/lib/firestore/threads';
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
