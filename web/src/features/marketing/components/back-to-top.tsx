import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

import { BACK_TO_TOP_THRESHOLD_PX } from '@/config/behaviour';

const BackToTopButton = lazy(() => import('./back-to-top-button'));

/**
 * Spec §4: hidden until the page has scrolled more than 300 px, then a button back to the top. An observer
 * watches an invisible 300 px strip at the top of the page, so nothing reads the scroll position (a forced
 * layout) on load or while scrolling; the button's code loads the first time it is needed.
 */
export function BackToTop() {
  const strip = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [needed, setNeeded] = useState(false);

  useEffect(() => {
    const target = strip.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      // Past the strip means scrolled more than its height; touching its bottom edge still counts as inside.
      const past = !entry!.isIntersecting;
      setVisible(past);
      if (past) setNeeded(true);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      {/* Positioned against the document (no positioned ancestor), so it spans the first 300 px of the page. */}
      <Box
        ref={strip}
        aria-hidden="true"
        sx={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: '1px',
          height: `${BACK_TO_TOP_THRESHOLD_PX}px`,
          visibility: 'hidden',
          pointerEvents: 'none',
        }}
      />
      {needed && (
        <Suspense fallback={null}>
          <BackToTopButton visible={visible} />
        </Suspense>
      )}
    </>
  );
}
