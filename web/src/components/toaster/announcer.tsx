import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { resolveValue, type Toast } from 'react-hot-toast';

/**
 * Reads the toast on screen out to screen readers. They announce a change inside a live region that was in the
 * page before it, and often say nothing of one inserted together with its text, as each toast of react-hot-toast
 * is. So every page's HTML (web/index.html: each prerendered page, and the portal's shell) carries two empty live
 * regions from the start, in `#announcer`, at no cost in script; the toast's text goes into one of them: an error
 * at once (assertive), anything else when the reader is free (polite). The toast drawn on screen is hidden from
 * assistive technology, so that it is not read twice.
 */
export function Announcer({ toast }: { toast: Toast | undefined }) {
  const announcer = document.getElementById('announcer');
  useKeptExposed(announcer);
  const region = announcer?.querySelector(`[aria-live="${toast?.type === 'error' ? 'assertive' : 'polite'}"]`);
  if (!toast || !region) return null;
  // Keyed by toast: the next toast's text is a new node, an addition the region announces.
  return createPortal(<div key={toast.id}>{resolveValue(toast.message, toast)}</div>, region);
}

/**
 * An open MUI dialog sets `aria-hidden` on everything else in <body>, which would silence a toast saying what the
 * dialog just did; the live regions hold no controls, so keeping them exposed cannot lead anyone out of the dialog.
 */
function useKeptExposed(element: HTMLElement | null) {
  useEffect(() => {
    if (!element) return;
    const expose = () => element.removeAttribute('aria-hidden');
    expose();
    const observer = new MutationObserver(expose);
    observer.observe(element, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [element]);
}
