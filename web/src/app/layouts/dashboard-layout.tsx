import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { type ReactNode, useState } from 'react';
import { NavLink } from 'react-router-dom';

import { PageOutlet } from '@/components/page-outlet';
import { MainLandmark, SkipLink } from '@/components/skip-link';
import { visuallyHidden } from '@/components/visually-hidden';

import { SiteLogo } from './site-logo';

export interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** Also current on the pages below it (Projects on a project's page); the dashboard is exact. */
  end?: boolean;
  /** A live count beside the label (unread messages), and what it counts, for screen readers. */
  count?: { value: number; label: string };
}

interface DashboardLayoutProps {
  /** Names the navigation landmark: "Client portal" or "Admin". */
  areaName: string;
  logoTo: string;
  nav: NavItem[];
  account: ReactNode;
  /** Beside the account menu: the admin area's search. */
  search?: ReactNode;
}

const DRAWER_WIDTH = 232;

function NavList({ nav, onNavigate }: { nav: NavItem[]; onNavigate?: () => void }) {
  return (
    <List sx={{ px: 1 }}>
      {nav.map((item) => (
        <ListItem key={item.to} disablePadding>
          <ListItemButton
            component={NavLink}
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            sx={{
              borderRadius: 2,
              mb: 0.5,
              width: '100%',
              '&.active': { bgcolor: 'action.selected', fontWeight: 700 },
              '&.active .MuiListItemIcon-root': { color: 'primary.main' },
            }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              {item.count && item.count.value > 0 ? (
                <Badge
                  badgeContent={item.count.value}
                  max={99}
                  color="error"
                  // The number is read from the label below; the badge only shows it.
                  slotProps={{ badge: { 'aria-hidden': true } as object }}
                >
                  {item.icon}
                </Badge>
              ) : (
                // No badge at all at zero: a hidden one still holds its "0" in the item's text.
                item.icon
              )}
            </ListItemIcon>
            <ListItemText
              primary={
                <>
                  {item.label}
                  {item.count && item.count.value > 0 && (
                    <Box component="span" sx={visuallyHidden}>
                      {` (${item.count.value} ${item.count.label})`}
                    </Box>
                  )}
                </>
              }
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/**
 * The portal's and the admin area's frame: a header with the account menu, the area's navigation (a side
 * column on wide screens, a drawer behind the menu button on phones) and the page.
 */
export function DashboardLayout({ areaName, logoTo, nav, account, search }: DashboardLayoutProps) {
  const [open, setOpen] = useState(false);
  const navLabel = `${areaName} navigation`;
  const counted = nav.filter((item) => item.count && item.count.value > 0);
  const counts = counted.map((item) => `${item.count?.value} ${item.count?.label}`);
  const total = counted.reduce((sum, item) => sum + (item.count?.value ?? 0), 0);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            aria-label={`Open navigation${counts.length ? ` (${counts.join(', ')})` : ''}`}
            aria-expanded={open}
            onClick={() => setOpen(true)}
            edge="start"
            sx={{ display: { md: 'none' } }}
          >
            {/* On a phone the navigation's counts are behind this button: it carries their total. */}
            <Badge badgeContent={total} max={99} color="error" slotProps={{ badge: { 'aria-hidden': true } as object }}>
              <MenuIcon />
            </Badge>
          </IconButton>
          <SiteLogo to={logoTo} suffix={areaName} />
          <Box sx={{ flexGrow: 1 }} />
          {search}
          {account}
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex', flexGrow: 1 }}>
        <Box
          component="nav"
          aria-label={navLabel}
          sx={{
            display: { xs: 'none', md: 'block' },
            width: DRAWER_WIDTH,
            flexShrink: 0,
            borderRight: 1,
            borderColor: 'divider',
            pt: 2,
          }}
        >
          <NavList nav={nav} />
        </Box>
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          sx={{ display: { md: 'none' } }}
          slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}
        >
          <Box component="nav" aria-label={navLabel} sx={{ pt: 2 }}>
            <NavList nav={nav} onNavigate={() => setOpen(false)} />
          </Box>
        </Drawer>
        <MainLandmark>
          <PageOutlet />
        </MainLandmark>
      </Box>
    </Box>
  );
}
