// A type-only import: react-hot-toast itself is imported with the first toast.
import type toastApi from 'react-hot-toast';

/**
 * Toasts, with react-hot-toast and the toaster loaded on the first one: public pages only ever toast after the
 * contact form is sent, so neither is part of a page's first load (docs/decisions/021-public-page-performance.md).
 * A toast raised before the toaster has mounted waits for it.
 */
let requested = false;
const listeners = new Set<() => void>();

/** Whether any toast has been raised yet: the app shell mounts the toaster from then on. */
export const toasterRequested = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: () => requested,
};

type Toast = typeof toastApi;

/** Asks the app shell to mount the toaster. */
function requestToaster() {
  if (requested) return;
  requested = true;
  listeners.forEach((listener) => listener());
}

let markMounted!: () => void;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

/** Called by the toaster once it has mounted: toasts raised before then are raised now. */
export const toasterMounted = () => markMounted();

function show(raise: (toast: Toast) => void) {
  requestToaster();
  // Raised only once the toaster is there, as when it mounted with every page. Raised while the toaster mounted,
  // the portal's end-to-end tests saw a toast stay on screen over a dialog's buttons long past its 5 seconds.
  void mounted.then(() => import('react-hot-toast')).then(({ default: toast }) => raise(toast));
}

/** A toast with a title and an optional description, the shape the spec's messages take (§8). */
function ToastContent({ title, description }: { title: string; description?: string }) {
  return (
    <span>
      <strong style={{ display: 'block' }}>{title}</strong>
      {description && <span>{description}</span>}
    </span>
  );
}

export const notify = {
  success: (title: string, description?: string) =>
    show((toast) => toast.success(<ToastContent title={title} description={description} />)),
  /** The "destructive" variant: an error toast, announced at once to screen readers (announcer.tsx). */
  error: (title: string, description?: string) =>
    show((toast) => toast.error(<ToastContent title={title} description={description} />)),
};
