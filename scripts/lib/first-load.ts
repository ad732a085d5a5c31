import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { prerenderedFile } from '../../web/src/config/public-pages';

import { ROOT } from './paths';

export const DIST = join(ROOT, 'web', 'dist');

export interface FirstLoad {
  /** Every module the page loads before any interaction. */
  files: string[];
  gzipBytes: number;
}

/** Script URLs a page's HTML names: module script sources, the boot script's lists, modulepreload links. */
export function firstLoadUrls(html: string): string[] {
  const named = (pattern: RegExp) => [...html.matchAll(pattern)].flatMap((match) => match[1]!.split(' '));
  return [
    ...new Set([
      ...named(/<script type="module"[^>]*\ssrc="([^"]+)"/g),
      ...named(/<script type="module"[^>]*\sdata-entry="([^"]+)"/g),
      ...named(/<script type="module"[^>]*\sdata-preload="([^"]+)"/g),
      ...named(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g),
    ]),
  ].filter(Boolean);
}

/**
 * The JavaScript a built page loads before any interaction, gzip-compressed: its module scripts, the modules a
 * public page's boot script imports once the page is painted (its `data-entry` and `data-preload`, see
 * web/src/boot.ts) and any modulepreload links.
 */
export function firstLoadJs(html: string, dist = DIST): FirstLoad {
  const files = firstLoadUrls(html);
  return { files, gzipBytes: gzipBytesOf(files, dist) };
}

/** First-load JavaScript of the public page at `path` in the last build. */
export const firstLoadJsOf = (path: string, dist = DIST) =>
  firstLoadJs(readFileSync(join(dist, prerenderedFile(path)), 'utf8'), dist);

/** One chunk of Vite's build manifest (web/dist/.vite/manifest.json), keyed by its source module. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const readManifest = (dist = DIST) =>
  JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/**
 * The files the browser fetches to run the chunks of `sources` (manifest keys: source paths from web/): each
 * chunk and every chunk it imports statically, each once. Dynamic imports are left out: they load when the code
 * asks for them, so a route names the lazy modules it waits for among `sources`.
 */
export function staticImportClosure(manifest: Manifest, sources: string[]): string[] {
  const files = new Set<string>();
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`${key} is not in the build manifest: has it moved? See scripts/lib/first-load-budget.ts.`);
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  sources.forEach(visit);
  return [...files];
}

/**
 * The JavaScript a portal or admin page loads before its data shows: the app shell's scripts (app.html, which
 * Hosting serves for both areas) and the chunks of the lazy modules the route waits for, with their static imports.
 */
export function areaFirstLoadJs(lazyModules: string[], dist = DIST): FirstLoad {
  const shell = firstLoadUrls(readFileSync(join(dist, 'app.html'), 'utf8'));
  const files = [...new Set([...shell, ...staticImportClosure(readManifest(dist), lazyModules)])];
  return { files, gzipBytes: gzipBytesOf(files, dist) };
}

const gzipBytesOf = (files: string[], dist: string) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
