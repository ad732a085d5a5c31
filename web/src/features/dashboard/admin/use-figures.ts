import { useEffect, useRef, useState } from 'react';
import { useFirestore } from 'reactfire';

import { type Figures, loadFigures } from '@/lib/firestore/figures';

export type FiguresState =
  | { status: 'loading' }
  | { status: 'ready'; figures: Figures; refreshing: boolean }
  | { status: 'error'; error: unknown; figures: Figures | null };

/** Changes arriving together (a quote accepted issues an invoice too) are counted once, this long after the last. */
const SETTLE_MS = 800;

/**
 * The dashboard's figures, counted by the server: again whenever `changed` changes (the page builds it from its
 * live lists, so a new lead, quote or payment shows in the figures within a second), and on `refresh()`. Null
 * `changed` waits: the page passes it until its lists are in, so the first count neither competes with what needs
 * the agency for the first second after sign-in nor is thrown away when those lists arrive.
 */
export function useFigures(changed: string | null) {
  const db = useFirestore();
  const [state, setState] = useState<FiguresState>({ status: 'loading' });
  const [asked, setAsked] = useState(0);
  const latest = useRef(0);
  useEffect(() => {
    if (changed === null) return;
    const first = latest.current === 0;
    const request = ++latest.current;
    const timer = setTimeout(
      () => {
        setState((now) => (now.status === 'ready' ? { ...now, refreshing: true } : now));
        loadFigures(db, new Date()).then(
          (figures) => {
            if (request === latest.current) setState({ status: 'ready', figures, refreshing: false });
          },
          (error: unknown) => {
            if (request !== latest.current) return;
            setState((now) => ({
              status: 'error',
              error,
              figures: now.status === 'ready' ? now.figures : now.status === 'error' ? now.figures : null,
            }));
          },
        );
      },
      first ? 0 : SETTLE_MS,
    );
    return () => clearTimeout(timer);
  }, [db, changed, asked]);
  return { state, refresh: () => setAsked((count) => count + 1) };
}
