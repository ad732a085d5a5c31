import { useCallback, useEffect, useRef } from 'react';

/**
 * Moves keyboard focus to the element with an id once React has drawn the change that places it: the field of a
 * row just added, the button of a row just moved (a list keyed by position keeps focus where the row was, so a
 * second Enter would move its neighbour back). Ask before the change: `focusAfter(id); setRows(next)`.
 */
export function useFocusAfterRender(): (id: string) => void {
  const pending = useRef<string | null>(null);
  // No dependencies: the render that follows the change is the one to act on, whatever caused it.
  useEffect(() => {
    if (pending.current === null) return;
    document.getElementById(pending.current)?.focus();
    pending.current = null;
  });
  return useCallback((id: string) => {
    pending.current = id;
  }, []);
}
