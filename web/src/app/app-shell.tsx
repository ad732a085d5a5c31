import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Component, lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';

import { toasterRequested } from '@/components/toaster/notify';
import { theme } from '@/theme';

/** What wraps the router in the browser and in the prerenderer alike, so both render the same markup. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      <LazyToaster />
    </ThemeProvider>
  );
}

const AppToaster = lazy(() => import('@/components/toaster/app-toaster'));

/**
 * Toasts only ever appear after something the visitor did, so the toaster is loaded with the first toast, off the
 * first-load path. A toast raised before it has mounted waits for it (notify.tsx).
 */
function LazyToaster() {
  const requested = useSyncExternalStore(toasterRequested.subscribe, toasterRequested.get, () => false);
  return requested ? (
    <WithoutToasterOnError>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </WithoutToasterOnError>
  ) : null;
}

/**
 * The toaster's code is fetched with the first toast, which may come long after the page opened: after a deploy, a
 * tab left open asks for a chunk that is no longer there. The page then goes on without toasts, rather than the
 * failure reaching the root and taking the whole page down.
 */
class WithoutToasterOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
