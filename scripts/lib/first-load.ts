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
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
  return { files, gzipBytes };
}

/** First-load JavaScript of the public page at `path` in the last build. */
export const firstLoadJsOf = (path: string, dist = DIST) =>
  firstLoadJs(readFileSync(join(dist, prerenderedFile(path)), 'utf8'), dist);

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
