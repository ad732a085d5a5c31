import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import { AppShell } from './app/app-shell';
import { createEmotionCache } from './app/emotion-cache';
import { AppRoutes } from './app/routes';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
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
// arrive as the empty shell and are rendered here.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
