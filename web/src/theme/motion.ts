/**
 * Motion for visitors who ask their system for less of it (`prefers-reduced-motion`, WCAG 2.3.3): MUI's
 * transitions are instant, buttons have no ripple, and nothing scrolls smoothly.
 *
 * These are CSS under the media query, not a second theme chosen in script: the prerendered public pages honour
 * the preference from their first paint, and a theme swapped in after hydration would re-render every page and
 * drop the HTML of each section still waiting to hydrate (docs/decisions/021-public-page-performance.md).
 * `!important` wins over the inline `transition` MUI's Fade, Grow and Collapse set on their element, so dialogs,
 * menus and tooltips appear and go at once, never half-faded. Endless animations (a spinner, a skeleton's pulse)
 * stay: they say that something is loading.
 */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** For the theme's CssBaseline: the document's motion under the preference. */
export const reducedMotionStyles = {
  [`@media ${REDUCED_MOTION_QUERY}`]: {
    '*, *::before, *::after': {
      transitionDuration: '0s !important',
      transitionDelay: '0s !important',
      scrollBehavior: 'auto !important',
    },
    // The ripple is a script-driven animation of its own, which transition settings do not reach.
    '.MuiTouchRipple-root': { display: 'none' },
  },
} as const;

/** Whether the visitor asks for reduced motion; false where there is no window (the prerenderer). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(REDUCED_MOTION_QUERY).matches === true;
}

/** How a script scrolls (`scrollTo`, `scrollIntoView`): smoothly, unless the visitor asks for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}
