import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';

import { scrollBehavior } from '@/theme/motion';

/** The button itself, loaded the first time the page is scrolled far enough to show it. */
export default function BackToTopButton({ visible }: { visible: boolean }) {
  return (
    <Zoom in={visible} unmountOnExit>
      <Fab
        color="secondary"
        size="medium"
        aria-label="Back to top"
        onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
        sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: 'speedDial' }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
