import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';

const loadDrawer = () => import('./mobile-nav-drawer');
const MobileNavDrawer = lazy(loadDrawer);

/**
 * The mobile menu (spec §2): a drawer from the right, on small screens only, with a collapsible Services group,
 * About, Contact and Get Started; choosing any link closes it. The drawer's code loads when the button is first
 * touched or focused, keeping it off every page's first load.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const preload = () => void loadDrawer();

  return (
    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
      <IconButton
        color="inherit"
        edge="end"
        aria-label="Open menu"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
