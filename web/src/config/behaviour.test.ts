import { describe, expect, it } from 'vitest';

import { BACK_TO_TOP_THRESHOLD_PX, NAV_MENU, TOAST, TOOLTIP_OPEN_DELAY_MS } from './behaviour';

describe('behaviour constants match spec §9', () => {
  it('has the toast, tooltip, menu and back-to-top figures', () => {
    expect(TOAST).toEqual({
      limit: 1,
      defaultDurationMs: 5000,
      removeDelayMs: 1_000_000,
      swipeDirection: 'right',
      swipeThresholdPx: 50,
    });
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(700);
    expect(NAV_MENU).toEqual({ hoverDelayMs: 200, skipDelayMs: 300, closeDelayMs: 150 });
    expect(BACK_TO_TOP_THRESHOLD_PX).toBe(300);
  });
});
