import { useCallback } from 'react';
import { type To, useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import { documentIdOr } from '@/lib/use-query-params';

/** The search parameter naming the client whose details are open, so the view can be linked and Back closes it. */
const PARAM = 'client';

/** Marks a history entry the list pushed, so closing can step back to the list instead of adding another entry. */
interface OpenedFromList {
  openedFromList?: boolean;
}

/** Where a row's link goes: this page with `?client=<uid>`, keeping any other parameters. */
export function useClientHref() {
  const [params] = useSearchParams();
  return useCallback(
    (uid: string): { to: To; state: OpenedFromList } => {
      const next = new URLSearchParams(params);
      next.set(PARAM, uid);
      return { to: { search: `?${next}` }, state: { openedFromList: true } };
    },
    [params],
  );
}

/**
 * The uid of the client whose details are open (or null), and a way to close them. Opened from the list, closing
 * goes back one entry, the way Back would; opened from a shared link, it replaces the address with the list's.
 */
export function useOpenClient(): { uid: string | null; close: () => void } {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // Only an id can name a profile: a link edited to hold a path opens nothing rather than another document.
  const uid = documentIdOr(params.get(PARAM), null);
  const openedFromList = Boolean((location.state as OpenedFromList | null)?.openedFromList);
  const close = useCallback(() => {
    if (openedFromList) {
      void navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete(PARAM);
    setParams(next, { replace: true });
  }, [openedFromList, navigate, params, setParams]);
  return { uid, close };
}
