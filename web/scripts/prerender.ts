/**
 * Prerenders every public page into web/dist after `vite build` (docs/decisions/005-prerendering.md):
 * `<path>.html` for each page (Hosting's cleanUrls serves it at `<path>`), `index.html` for the home page,
 * `app.html` (the empty shell the portal and admin areas load), `404.html`, `robots.txt` and `sitemap.xml`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { ServerEntry } from '../src/entry-server-contract';

const WEB = join(import.meta.dirname, '..');
const DIST = join(WEB, 'dist');

interface Manifest {
  [source: string]: { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
}

const server = (await import(pathToFileURL(join(WEB, '.ssr', 'entry-server.js')).href)) as ServerEntry;
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const template = readFileSync(join(DIST, 'index.html'), 'utf8');
const origin = server.site.origin.replace(/\/$/, '');

// Unknown paths show the 404 page: the untouched shell, which loads the entry alone.
writeFileSync(join(DIST, '404.html'), template);

/** The module of the portal and admin areas (the Firebase SDK, the session, the route tables), loaded lazily. */
const AREA_MODULE = 'src/app/providers/firebase-area.tsx';

/**
 * The shell the portal and admin areas render in, in the browser (app.html): the entry, and beside it the areas'
 * module with every chunk it imports, named as `modulepreload` links so the browser fetches them while it runs the
 * entry, rather than once the entry has run and asked for them (docs/decisions/021-public-page-performance.md).
 */
function areaShell(): string {
  const named = new Set(entryPreloads);
  const links = chunkClosure(AREA_MODULE)
    .filter((file) => !named.has(file))
    .map((file) => `    <link rel="modulepreload" crossorigin href="${file}">\n`)
    .join('');
  return template.replace('  </head>', `${links}  </head>`);
}

/** The page module's chunk and the chunks it imports: the boot script loads them with the entry. */
function pageChunks(pageKey: string): string[] {
  const source = Object.keys(manifest).find((key) =>
    key.endsWith(`features/marketing/pages/${kebab(pageKey)}-page.tsx`),
  );
  if (!source) throw new Error(`No chunk for the ${pageKey} page in the Vite manifest`);
  return chunkClosure(source);
}

/** The chunk of the module `source` (a manifest key) and every chunk it imports statically but the entry, as paths. */
function chunkClosure(source: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest: has it moved?`);
    if (files.has(chunk.file) || chunk.isEntry) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(source);
  return [...files].map((file) => `/${file}`);
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const bootChunk = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.file.includes('boot'));
if (!bootChunk) throw new Error('No boot script (src/boot.ts) in the Vite manifest');
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const ENTRY_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const entry = ENTRY_SCRIPT.exec(template)?.[1];
if (!entry) throw new Error('No module script in the built index.html');
const entryPreloads = [...template.matchAll(ENTRY_PRELOAD)].map((match) => match[1]!);
writeFileSync(join(DIST, 'app.html'), areaShell());

/**
 * A prerendered page is whole without its scripts: they hydrate what is already painted. So its HTML names one
 * small script, the boot script (src/boot.ts), which imports the entry, its chunks and the page's own once the
 * browser has painted; nothing else competes with the first paint (docs/decisions/021-public-page-performance.md).
 * The portal's shell (app.html) loads the entry directly: it shows nothing until it runs.
 */
function bootScript(pageKey: string): string {
  const preload = [...new Set([...entryPreloads, ...pageChunks(pageKey)])].join(' ');
  return `<script type="module" crossorigin src="/${bootChunk!.file}" data-entry="${entry}" data-preload="${preload}"></script>`;
}

for (const page of server.PUBLIC_PAGES) {
  const { body, head } = await server.render(page.path);
  const html = template
    .replace(ENTRY_PRELOAD, '')
    .replace(ENTRY_SCRIPT, bootScript(page.key))
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  const file = server.prerenderedFile(page.path);
  writeFileSync(join(DIST, file), html);
  console.log(`prerendered ${page.path.padEnd(22)} → ${file} (${(html.length / 1024).toFixed(1)} kB)`);
}

writeFileSync(
  join(DIST, 'robots.txt'),
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /client/',
    'Disallow: /webmin1010',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n'),
);
const today = new Date().toISOString().slice(0, 10);
writeFileSync(
  join(DIST, 'sitemap.xml'),
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...server.PUBLIC_PAGES.map((page) => `  <url><loc>${origin}${page.path}</loc><lastmod>${today}</lastmod></url>`),
    '</urlset>',
    '',
  ].join('\n'),
);
console.log(`wrote robots.txt and sitemap.xml (${server.PUBLIC_PAGES.length} pages)`);
