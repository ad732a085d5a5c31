import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import { AppShell } from './app/app-shell';
import { createEmotionCache } from './app/emotion-cache';
import { AppRoutes, preloadArea } from './app/routes';

/**
 * Marks <html> with `data-hydrated` once React has taken the page over: the header, footer and router of a
 * prerendered page respond (or the portal's empty shell has rendered). Before that a press on a prerendered button
 * does nothing, so end-to-end tests wait for the mark rather than for a guessed time. The page's own content, in
 * its lazily loaded chunk, hydrates when that chunk arrives, possibly after the mark. Only the browser renders this
 * component, so the prerendered HTML never carries the mark.
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

preloadArea(window.location.pathname);
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <MarkHydrated />
    <CacheProvider value={createEmotionCache()}>
      <AppShell>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppShell>
    </CacheProvider>
  </StrictMode>
);

// Public pages arrive prerendered (web/scripts/prerender.ts) and are hydrated; the portal and admin areas
// arrive as the empty shell and are rendered here. Hydrating inside a transition lets React yield to the browser
// every few milliseconds instead of hydrating the whole page in one long task: the page is already painted, and a
// press during hydration makes React hydrate that part first (docs/decisions/021-public-page-performance.md).
if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
