import type { Breakpoints } from '@mui/material/styles';
import type { TypographyVariantsOptions } from '@mui/material/styles';

/**
 * The type scale. A page's title (its one h1) is smaller on a phone, where a long title would otherwise take three
 * lines; sections (h2, h3) keep one size. Pages never size a heading themselves: a title that looks different is a
 * different kind of heading (the marketing hero), said so where it is drawn.
 */
export const typography = (breakpoints: Breakpoints): TypographyVariantsOptions => ({
  fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
  h1: { fontSize: '1.9rem', fontWeight: 700, lineHeight: 1.15, [breakpoints.up('md')]: { fontSize: '2.4rem' } },
  h2: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 },
  h3: { fontSize: '1.5rem', fontWeight: 600 },
  button: { textTransform: 'none', fontWeight: 600 },
});
