import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { theme } from '.';
import { REDUCED_MOTION_QUERY, scrollBehavior } from './motion';

/** The CSS the page holds, as Emotion inserted it (rules in its sheets, or text in its style elements). */
function documentCss(): string {
  return [...document.querySelectorAll('style')]
    .map((style) => {
      const rules = style.sheet ? [...style.sheet.cssRules].map((rule) => rule.cssText).join('\n') : '';
      return `${rules}\n${style.textContent ?? ''}`;
    })
    .join('\n')
    .replace(/\s+/g, '');
}

function stubPreference(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === REDUCED_MOTION_QUERY, media: query }));
}

describe('the theme for visitors who prefer reduced motion', () => {
  it('makes every transition instant, hides the ripple and stops smooth scrolling, from the first paint', () => {
    render(
      <ThemeProvider theme={theme}>
        <CssBaseline />
      </ThemeProvider>,
    );
    const css = documentCss();
    const block = css.slice(css.indexOf('@media(prefers-reduced-motion:reduce)'));

    expect(block).toMatch(/^@media\(prefers-reduced-motion:reduce\)/);
    expect(block).toContain('transition-duration:0s!important');
    expect(block).toContain('transition-delay:0s!important');
    expect(block).toContain('scroll-behavior:auto!important');
    expect(block).toMatch(/\.MuiTouchRipple-root\{display:none;?\}/);
  });

  it('scrolls from script at once for them, and smoothly for everyone else', () => {
    stubPreference(true);
    expect(scrollBehavior()).toBe('auto');

    stubPreference(false);
    expect(scrollBehavior()).toBe('smooth');
  });
});
