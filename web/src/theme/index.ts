import { createTheme } from '@mui/material/styles';

import { TOOLTIP_OPEN_DELAY_MS } from '@/config/behaviour';

import { reducedMotionStyles } from './motion';
import { brand } from './palette';

/** The one theme: primitives from `palette.ts`, component defaults shared by all three areas. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: brand.forest, dark: brand.forestDark, light: brand.forestLight, contrastText: '#ffffff' },
    secondary: { main: brand.clay, dark: brand.clayDark, contrastText: '#ffffff' },
    background: { default: brand.sand, paper: '#ffffff' },
    text: { primary: brand.ink, secondary: brand.inkMuted },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.5rem', fontWeight: 700, lineHeight: 1.15 },
    h2: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 },
    h3: { fontSize: '1.5rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // A long unbroken word (an email address, most often) wraps rather than running off a phone's screen or
    // hiding in an alert's scrolling message. `break-word` only breaks a word that would overflow; unlike
    // `anywhere` it leaves the narrowest width of tables and rows alone, so their words never break early.
    // Reduced motion, when the visitor asks for it: see motion.ts.
    MuiCssBaseline: { styleOverrides: { body: { overflowWrap: 'break-word' }, ...reducedMotionStyles } },
    // Spec §9: tooltips open after 700 ms of hover.
    MuiTooltip: { defaultProps: { enterDelay: TOOLTIP_OPEN_DELAY_MS, enterNextDelay: TOOLTIP_OPEN_DELAY_MS } },
    MuiButton: { defaultProps: { disableElevation: true } },
    // A focus ring that is always visible for keyboard users, whatever the component's own styling.
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
    // A chip's words wrap when it has less room than they need (a status beside a file on a 320 px screen), where
    // MUI would cut them to "Awaiting appr…"; with room, it is the usual one-line chip.
    MuiChip: {
      styleOverrides: {
        root: { height: 'auto', minHeight: 32, '&.MuiChip-sizeSmall': { minHeight: 24 } },
        label: { whiteSpace: 'normal', paddingTop: 2, paddingBottom: 2 },
      },
    },
  },
});
