import type { Components, Theme } from '@mui/material/styles';

import { brand } from '../palette';

/** Buttons and links: flat buttons, and a focus ring keyboard users always see, whatever the component's styling. */
export const inputsCustomizations: Components<Theme> = {
  MuiButton: { defaultProps: { disableElevation: true } },
  MuiButtonBase: {
    styleOverrides: {
      root: {
        '&.Mui-focusVisible': { outline: `3px solid ${brand.clay}`, outlineOffset: 2 },
      },
    },
  },
  MuiLink: {
    styleOverrides: {
      root: { '&:focus-visible': { outline: `3px solid ${brand.clay}`, outlineOffset: 2, borderRadius: 2 } },
    },
  },
};
