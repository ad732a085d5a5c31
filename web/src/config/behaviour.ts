/** Spec §9 "Behaviour": the web app's interaction constants, shared by every screen. */
export const TOAST = {
  /** One toast visible at a time. */
  limit: 1,
  defaultDurationMs: 5000,
  /** A dismissed toast is removed from memory after this long. */
  removeDelayMs: 1_000_000,
  swipeDirection: 'right',
  swipeThresholdPx: 50,
} as const;

export const TOOLTIP_OPEN_DELAY_MS = 700;

export const NAV_MENU = {
  hoverDelayMs: 200,
  skipDelayMs: 300,
  closeDelayMs: 150,
} as const;

export const BACK_TO_TOP_THRESHOLD_PX = 300;
