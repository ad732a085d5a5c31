import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { MAIN_ID } from './skip-link';

/** Whether keyboard focus has been lost: on nothing, or on an element no longer in the page. */
const focusLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
};

/**
 * Keeps keyboard focus in the page across a move to another screen. When the control that moved it goes away with
 * the old screen (a dialog's Cancel that steps back to the record, a card's link), focus would fall to the start of
 * the document, and the next Tab would start again from the header; it goes to the new screen's main landmark
 * instead, as the skip link sends it. A control still on the page (the navigation's link) keeps it, and so does a
 * field the new screen focuses itself. A screen that is still loading is watched until its content arrives.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  /** The screen landed on: the browser's own starting point (the skip link first) is left alone there. */
  const landing = useRef<string | null>(pathname);
  useEffect(() => {
    if (landing.current === pathname) return;
    landing.current = null;
    const rescue = () => document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    if (focusLost()) {
      rescue();
      return;
    }
    // The old screen may still be showing while the new one loads: if the focused control goes with it, rescue
    // the focus then. Once focus moves on its own (the new screen's field, the visitor's Tab), stop watching.
    const held = document.activeElement!;
    const observer = new MutationObserver(() => {
      if (held.isConnected) return;
      stop();
      if (focusLost()) rescue();
    });
    const stop = () => {
      observer.disconnect();
      document.removeEventListener('focusin', stop);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', stop);
    return stop;
  }, [pathname]);
  return null;
}
