import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';

import { AppShell } from './app/app-shell';
import { createEmotionCache } from './app/emotion-cache';
import { AppRoutes } from './app/routes';
import { type JsonLdCollector, JsonLdCollectorProvider, jsonLdScriptTag } from './components/seo/json-ld';
import type * as ThisModule from './entry-server';
import type { RenderedPage, ServerEntry } from './entry-server-contract';

export { prerenderedFile, PUBLIC_PAGES } from './config/public-pages';
// The site's address as this build resolved it (its mode's .env files, then the environment), for robots.txt and
// the sitemap: the same value the pages' canonical links use.
export { site } from './config/site';
export type { RenderedPage } from './entry-server-contract';

// What the build scripts rely on (web/scripts/prerender.ts reads this module's build through the contract): this
// line fails to compile if the module stops meeting it.
export type MeetsTheContract = ServerEntry<typeof ThisModule>;

/**
 * Renders one route to static HTML at build time (web/scripts/prerender.ts), with the whole page inline. React
 * puts the page's <title>, <meta> and <link> elements first; they are moved into <head>.
 */
export async function render(path: string): Promise<RenderedPage> {
  const { html, page } = await renderOnce(path);
  if (html.includes(PENDING_BOUNDARY)) throw new Error(`${path} left a Suspense boundary unresolved in its HTML`);
  return page;
}

/** How React marks a Suspense boundary whose content is not inline in the HTML. */
const PENDING_BOUNDARY = '<!--$?-->';

async function renderOnce(path: string): Promise<{ html: string; page: RenderedPage }> {
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const jsonLd: JsonLdCollector = new Map();

  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <JsonLdCollectorProvider collector={jsonLd}>
          <AppShell>
            <StaticRouter location={path}>
              <AppRoutes />
            </StaticRouter>
          </AppShell>
        </JsonLdCollectorProvider>
      </CacheProvider>
    </StrictMode>,
    // React outlines large finished boundaries (the page inside the layout's Suspense) behind a script that
    // swaps them in; visitors without JavaScript would see only the spinner. One unbroken document instead.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();

  const hoisted = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)*/.exec(html)?.[0] ?? '';
  const body = html.slice(hoisted.length);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  const structuredData = [...jsonLd].map(([id, json]) => jsonLdScriptTag(id, json)).join('');
  return { html, page: { body, head: hoisted + styles + structuredData } };
}
