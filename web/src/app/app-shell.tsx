import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';

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
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
