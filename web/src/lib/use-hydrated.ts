import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while rendering at build time and during hydration, true from the render right after: for markup that
 * must match the prerendered HTML first and may differ once in the browser (dates, browser-only widgets).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
