import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { preload } from 'react-dom';

import { heroMedia } from '@/config/site';

/**
 * Darkens the video enough that the hero's white text keeps WCAG AA contrast (4.5:1) whatever the frame: over a
 * pure white frame the lightest colour that shows through is #5a6961, 5.8:1 against white (5.4:1 for the
 * subtitle's 95% white).
 */
const OVERLAY = 'linear-gradient(135deg, rgba(12, 34, 22, 0.78) 0%, rgba(12, 34, 22, 0.68) 100%)';

/**
 * The home hero's muted, looping background video (decoration only, hidden from assistive technology). Visitors
 * who ask for reduced motion see the still poster instead.
 *
 * The prerendered HTML and the first client render are identical (autoplay on): the reduced-motion query reads
 * false until hydration is done, then the video is paused and rendered without autoplay. Before hydration the
 * CSS below already hides the moving picture from those visitors, so they never see it play.
 *
 * The poster is the hero's largest picture, so it is preloaded at high priority (React puts the preload in the
 * prerendered <head>); the video, 47 KB that only decorates, gets its `src` once the page has loaded, so it never
 * competes with the page's own files (docs/decisions/021-public-page-performance.md).
 */
export function HeroVideo() {
  preload(heroMedia.poster, { as: 'image', fetchPriority: 'high' });
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const pageLoaded = usePageLoaded();
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (prefersReducedMotion) {
      video.pause();
    } else if (video.paused && video.readyState > HTMLMediaElement.HAVE_NOTHING) {
      // The preference changed back to motion after the video had loaded: autoplay only acts while loading.
      video.play().catch(() => undefined);
    }
  }, [prefersReducedMotion]);

  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'absolute',
        inset: 0,
        backgroundImage: `url(${heroMedia.poster})`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Box
        component="video"
        ref={videoRef}
        src={pageLoaded ? heroMedia.video : undefined}
        poster={heroMedia.poster}
        muted
        autoPlay={!prefersReducedMotion}
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          '@media (prefers-reduced-motion: reduce)': { visibility: 'hidden' },
        }}
      />
      <Box sx={{ position: 'absolute', inset: 0, background: OVERLAY }} />
    </Box>
  );
}

const subscribeToLoad = (onChange: () => void) => {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
};

/** False at build time, during hydration and until the window's load event; true from then on. */
function usePageLoaded(): boolean {
  return useSyncExternalStore(
    subscribeToLoad,
    () => document.readyState === 'complete',
    () => false,
  );
}
