import { vi } from 'vitest';

/**
 * A window whose media queries match as `matching` says (MUI's breakpoints, reduced motion), which jsdom cannot
 * answer; it never changes, so its listeners are never called.
 */
export function stubMatchMedia(matching: (query: string) => boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
}
