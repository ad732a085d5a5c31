import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { useEffect, useState } from 'react';

import { BACK_TO_TOP_THRESHOLD_PX } from '@agency/common';

/** Spec §4: hidden until the page has scrolled more than 300 px, then a button back to the top. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <Zoom in={visible} unmountOnExit>
      <Fab
        color="secondary"
        size="medium"
        aria-label="Back to top"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: 'speedDial' }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
