import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import toast, { type Toast, ToastBar, Toaster, type ToastPosition, useToasterStore } from 'react-hot-toast';

import { TOAST } from '@/config/behaviour';

import { Announcer } from './announcer';
import { toasterMounted } from './notify';

/**
 * Spec §9 toasts: one visible at a time, 5000 ms by default, a dismissed toast kept for 1,000,000 ms before it is
 * removed, and a swipe to the right past 50 px dismisses it.
 */
export default function AppToaster() {
  const shown = useToastLimit(TOAST.limit);
  const position = useToastPosition();
  // After the Toaster's own effects, which subscribe it to react-hot-toast's store.
  useEffect(toasterMounted, []);
  return (
    <>
      <Announcer toast={shown} />
      <Toaster
        position={position}
        // A long address in a toast wraps inside it: its text sits in a flex item that would not shrink below it.
        toastOptions={{
          duration: TOAST.defaultDurationMs,
          removeDelay: TOAST.removeDelayMs,
          style: { overflowWrap: 'anywhere' },
        }}
      >
        {(t) => <SwipeableToast toast={t} />}
      </Toaster>
    </>
  );
}

/**
 * Where a toast never covers a dialog's actions, which a toast often follows ("Copied into a new draft" over the new
 * draft's Save), and which react-hot-toast keeps on screen while the pointer rests on it. A dialog's actions sit
 * at its bottom right, so on wider screens toasts sit bottom left; below `md` dialogs may fill the screen with
 * their actions along the whole bottom, so toasts sit at the top there. Read at once (noSsr): the toaster mounts
 * with its first toast, which must not start in the wrong corner.
 */
function useToastPosition(): ToastPosition {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  return wide ? 'bottom-left' : 'top-center';
}

/**
 * react-hot-toast has no limit of its own: dismiss all but the newest `limit` visible toasts. Returns the newest
 * visible toast.
 */
function useToastLimit(limit: number): Toast | undefined {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(limit)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts, limit]);
  // The store lists the newest first.
  return toasts.find((t) => t.visible);
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
      // Read out from the page's live region instead (announcer.tsx).
      aria-hidden="true"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={{ transform: `translateX(${offset}px)`, touchAction: 'pan-y', cursor: 'grab', ...passThrough(t) }}
    >
      <ToastBar toast={t} style={passThrough(t)} />
    </div>
  );
}

/**
 * A dismissed toast stays in the document (TOAST.removeDelayMs) with react-hot-toast's bar still taking the
 * pointer. Its exit animation usually moves it away; for a visitor who asks for reduced motion it only fades, and
 * the invisible bar would take the clicks meant for what lies under it (a dialog's Save button), so it lets them
 * through.
 */
function passThrough(t: Toast) {
  return t.visible ? {} : { pointerEvents: 'none' as const };
}
