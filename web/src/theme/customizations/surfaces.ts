import type { Components, Theme } from '@mui/material/styles';

import { reducedMotionStyles } from '../motion';

/** The document and the surfaces pages are built from. */
export const surfacesCustomizations: Components<Theme> = {
  // A long unbroken word (an email address, most often) wraps rather than running off a phone's screen or
  // hiding in an alert's scrolling message. `break-word` only breaks a word that would overflow; unlike
  // `anywhere` it leaves the narrowest width of tables and rows alone, so their words never break early.
  // Reduced motion, when the visitor asks for it: see motion.ts.
  MuiCssBaseline: { styleOverrides: { body: { overflowWrap: 'break-word' }, ...reducedMotionStyles } },
};
