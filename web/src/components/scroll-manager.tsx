import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { scrollBehavior } from '@/theme/motion';

/** How long to wait for a hash target that a lazily loaded page has not rendered yet. */
const HASH_TARGET_TIMEOUT_MS = 5000;

/**
 * Spec §2: on route change scroll smoothly to the top, unless the address has an anchor; then scroll to that
 * element as soon as it exists (the page holding it may still be loading). Smoothly unless the visitor asks for
 * reduced motion. The page the visitor lands on is
 * already at the top (or where the browser restored it): scrolling it there again would only force a layout
 * while the page hydrates.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  /** The location handled last: none until the landing page has been seen. */
  const handledKey = useRef<string | undefined>(undefined);

  useEffect(() => {
    const navigated = handledKey.current !== undefined && handledKey.current !== key;
    handledKey.current = key;
    if (!hash) {
      if (navigated) window.scrollTo({ top: 0, left: 0, behavior: scrollBehavior() });
      return;
    }
    return scrollToWhenPresent(decodeURIComponent(hash.slice(1)));
  }, [pathname, hash, key]);

  return null;
}

/** Scrolls to the element with `id` once it is in the document; returns a function that stops waiting. */
export function scrollToWhenPresent(id: string, timeoutMs = HASH_TARGET_TIMEOUT_MS): () => void {
  const scroll = () => {
    const target = document.getElementById(id);
    if (!target) return false;
    target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    return true;
  };
  if (scroll()) return () => undefined;

  const observer = new MutationObserver(() => {
    if (scroll()) stop();
  });
  const timer = window.setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
