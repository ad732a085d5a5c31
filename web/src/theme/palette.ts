/**
 * Colour primitives: deep forest green and warm clay, chosen for the agency's purpose-driven clients. Every
 * text/background pair used by the theme meets WCAG AA contrast (axe checks the pages).
 */
export const brand = {
  forest: '#1f5135',
  forestDark: '#143823',
  forestLight: '#4f7d5f',
  clay: '#a34a28',
  clayDark: '#7a3519',
  sand: '#f7f4ee',
  ink: '#1d2521',
  inkMuted: '#4a5650',
} as const;
