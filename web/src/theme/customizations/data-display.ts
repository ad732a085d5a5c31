import type { Components, Theme } from '@mui/material/styles';

import { TOOLTIP_OPEN_DELAY_MS } from '@/config/behaviour';

/** Chips and tooltips. */
export const dataDisplayCustomizations: Components<Theme> = {
  // Spec §9: tooltips open after 700 ms of hover.
  MuiTooltip: { defaultProps: { enterDelay: TOOLTIP_OPEN_DELAY_MS, enterNextDelay: TOOLTIP_OPEN_DELAY_MS } },
  // A chip's words wrap when it has less room than they need (a status beside a file on a 320 px screen), where
  // MUI would cut them to "Awaiting appr…"; with room, it is the usual one-line chip.
  MuiChip: {
    styleOverrides: {
      root: { height: 'auto', minHeight: 32, '&.MuiChip-sizeSmall': { minHeight: 24 } },
      label: { whiteSpace: 'normal', paddingTop: 2, paddingBottom: 2 },
    },
  },
};
