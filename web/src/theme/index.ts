import { createTheme } from '@mui/material/styles';

import { dataDisplayCustomizations } from './customizations/data-display';
import { inputsCustomizations } from './customizations/inputs';
import { surfacesCustomizations } from './customizations/surfaces';
import { brand } from './palette';
import { typography } from './typography';

/** Where the breakpoints come from, so the type scale can name them. */
const { breakpoints } = createTheme();

/**
 * The one theme, as MUI's templates build theirs: primitives (`palette.ts`, `typography.ts`) and one module of
 * component defaults per group of components (`customizations/`), merged here for all three areas. Pages take
 * sizes and defaults from here rather than restating them.
 */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: brand.forest, dark: brand.forestDark, light: brand.forestLight, contrastText: '#ffffff' },
    secondary: { main: brand.clay, dark: brand.clayDark, contrastText: '#ffffff' },
    background: { default: brand.sand, paper: '#ffffff' },
    text: { primary: brand.ink, secondary: brand.inkMuted },
  },
  shape: { borderRadius: 10 },
  typography: typography(breakpoints),
  components: {
    ...surfacesCustomizations,
    ...inputsCustomizations,
    ...dataDisplayCustomizations,
  },
});
