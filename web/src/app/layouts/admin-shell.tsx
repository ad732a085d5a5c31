import ChatIcon from '@mui/icons-material/ChatOutlined';
import ContactMailIcon from '@mui/icons-material/ContactMailOutlined';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import HistoryIcon from '@mui/icons-material/History';
import ListAltIcon from '@mui/icons-material/ListAltOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import RequestQuoteIcon from '@mui/icons-material/RequestQuoteOutlined';
import WorkIcon from '@mui/icons-material/WorkOutlined';

import { paths } from '@/config/paths';
import { FindAnythingButton } from '@/features/search/find-anything-button';
import { useWaitingTotal, WaitingTotal } from '@/lib/firestore/threads';

import { AccountMenu } from './account-menu';
import { DashboardLayout, type NavItem } from './dashboard-layout';

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

export function AdminShell() {
  // Live in every admin page: the conversations whose last message is a client's; a page showing the same number
  // takes this count rather than asking its own.
  const waiting = useWaitingTotal();
  return (
    <WaitingTotal value={waiting}>
      <DashboardLayout
        areaName="Admin"
        logoTo={paths.admin.dashboard.getHref()}
        nav={adminNav(waiting ?? 0)}
        search={<FindAnythingButton />}
        account={<AccountMenu loginPath={paths.admin.login.getHref()} />}
      />
    </WaitingTotal>
  );
}
