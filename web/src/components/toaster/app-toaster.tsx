import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import toast, { type Toast, ToastBar, Toaster, useToasterStore } from 'react-hot-toast';

import { TOAST } from '@/config/behaviour';

import { toasterMounted } from './notify';

/**
 * Spec §9 toasts: one visible at a time, 5000 ms by default, a dismissed toast kept for 1,000,000 ms before it is
 * removed, and a swipe to the right past 50 px dismisses it.
 */
export default function AppToaster() {
  useToastLimit(TOAST.limit);
  const host = useExposedHost();
  // After the Toaster's own effects, which subscribe it to react-hot-toast's store.
  useEffect(toasterMounted, []);
  return createPortal(
    <Toaster
      position="bottom-right"
      // A long address in a toast wraps inside it: its text sits in a flex item that would not shrink below it.
      toastOptions={{
        duration: TOAST.defaultDurationMs,
        removeDelay: TOAST.removeDelayMs,
        style: { overflowWrap: 'anywhere' },
      }}
    >
      {(t) => <SwipeableToast toast={t} />}
    </Toaster>,
    host,
  );
}

/**
 * A home for the toasts directly under <body> that stays readable to assistive technology. An open MUI dialog
 * sets `aria-hidden` on everything else in <body>, which would silence a toast saying what the dialog just did;
 * toasts hold no controls, so keeping them exposed cannot lead anyone out of the dialog.
 */
function useExposedHost(): HTMLElement {
  const [host] = useState(() => {
    const element = document.createElement('div');
    element.dataset.toasts = '';
    return element;
  });
  useEffect(() => {
    document.body.appendChild(host);
    const observer = new MutationObserver(() => host.removeAttribute('aria-hidden'));
    observer.observe(host, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => {
      observer.disconnect();
      host.remove();
    };
  }, [host]);
  return host;
}

/** react-hot-toast has no limit of its own: dismiss all but the newest `limit` visible toasts. */
function useToastLimit(limit: number) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(limit)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts, limit]);
}

function SwipeableToast({ toast: t }: { toast: Toast }) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    startX.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current === null) return;
    setOffset(Math.max(0, event.clientX - startX.current));
  };
  const onPointerEnd = () => {
    if (startX.current === null) return;
    startX.current = null;
    if (offset > TOAST.swipeThresholdPx) toast.dismiss(t.id);
    setOffset(0);
  };

  return (
    <div
      data-testid="toast"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={{ transform: `translateX(${offset}px)`, touchAction: 'pan-y', cursor: 'grab' }}
    >
      <ToastBar toast={t} />
    </div>
  );
}
