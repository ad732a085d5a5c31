import Box from '@mui/material/Box';
import type { MouseEvent, ReactNode } from 'react';

/** The id of every area's main landmark, which the skip link moves to. */
export const MAIN_ID = 'main';

/**
 * The first Tab stop of every screen (WCAG 2.4.1): "Skip to main content", seen only while focused, moves the
 * focus past the header and the navigation to the page. It is a plain link to the main landmark, so on a
 * prerendered page it works before any script has run (the browser focuses the target of a link to `#main`, as
 * the landmark takes focus from script: `tabIndex={-1}`). Once React runs, it focuses the landmark itself, which
 * leaves the address alone: the router would take `#main` for an anchor to scroll to.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={skip}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 'tooltip',
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        px: 2,
        py: 1,
        borderRadius: 1,
        boxShadow: 3,
        outline: '3px solid',
        outlineColor: 'secondary.main',
        // Out of sight until focused: moved off screen upwards, where it never widens the page.
        transform: 'translateY(calc(-100% - 16px))',
        '&:focus': { transform: 'none' },
      }}
    >
      Skip to main content
    </Box>
  );
}

/**
 * Every area's main landmark, where the skip link lands: it takes the room its layout leaves (and may shrink
 * below its content's width in a row, so a wide table scrolls inside it rather than the page). Focused from script
 * only, so it draws no focus ring.
 */
export function MainLandmark({ children }: { children: ReactNode }) {
  return (
    <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}>
      {children}
    </Box>
  );
}
