import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useEffect, useState } from 'react';

/** The search itself loads when first wanted (a hover, a focus, the shortcut): no admin page's first load carries it. */
const loadDialog = () => import('./find-anything-dialog');
const FindAnythingDialog = lazy(loadDialog);

/** Ctrl+K, or ⌘K on a Mac, opens the search from anywhere in the admin area. */
const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

const onMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The admin header's Search: a button naming its shortcut on wide screens, an icon on a phone. Opens "Find
 * anything" (find-anything-dialog.tsx); focus returns to where it was when the search closes.
 */
export function FindAnythingButton() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      // The browser's own Ctrl+K (its address bar) gives way to the area's search.
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const preload = () => void loadDialog();
  const shortcut = onMac() ? '⌘K' : 'Ctrl K';
  const opener = {
    onClick: () => setOpen(true),
    onPointerEnter: preload,
    onFocus: preload,
    'aria-keyshortcuts': 'Control+K Meta+K',
    'aria-haspopup': 'dialog' as const,
  };
  return (
    <>
      <Button
        {...opener}
        variant="outlined"
        color="inherit"
        startIcon={<SearchIcon />}
        sx={{ display: { xs: 'none', md: 'inline-flex' }, borderColor: 'divider', color: 'text.secondary' }}
      >
        Search
        <Box
          component="kbd"
          aria-hidden
          sx={{
            ml: 1.5,
            px: 0.75,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            fontFamily: 'inherit',
            fontSize: 12,
          }}
        >
          {shortcut}
        </Box>
      </Button>
      <IconButton {...opener} aria-label="Search" sx={{ display: { md: 'none' } }}>
        <SearchIcon />
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <FindAnythingDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
