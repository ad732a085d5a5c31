import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { notify } from '@/components/toaster/notify';
import { useSession, useSignOut } from '@/lib/auth/session';

interface AccountMenuProps {
  /** Where signing out lands: the area's login. */
  loginPath: string;
  /** The signed-in person's own pages (the client's profile), listed above "Sign out". */
  links?: { to: string; label: string }[];
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** The header's account button: who is signed in, their own pages, and "Sign out". A sign-in link when signed out. */
export function AccountMenu({ loginPath, links = [] }: AccountMenuProps) {
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  if (session.status === 'loading') return null;
  if (!session.user) {
    return (
      // On one line: squeezed beside the logo at 320 px, its words would stack.
      <Button component={RouterLink} to={loginPath} color="inherit" sx={{ whiteSpace: 'nowrap' }}>
        Sign in
      </Button>
    );
  }
  const { displayName, email } = session.user;
  const label = displayName || email || 'Your account';

  const signOutNow = async () => {
    setAnchor(null);
    await signOut();
    notify.success('You have signed out.');
    void navigate(loginPath, { replace: true });
  };

  return (
    <>
      <IconButton
        aria-label={`Account menu for ${label}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: '0.9rem' }}>
          {initialsOf(displayName || email || '?')}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <ListItemText
          primary={displayName || 'Signed in'}
          secondary={email}
          sx={{ px: 2, py: 1, m: 0 }}
          slotProps={{ secondary: { color: 'textSecondary' } }}
        />
        <Divider />
        {links.map((link) => (
          <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={() => setAnchor(null)}>
            {link.label}
          </MenuItem>
        ))}
        <MenuItem onClick={() => void signOutNow()}>Sign out</MenuItem>
      </Menu>
    </>
  );
}
