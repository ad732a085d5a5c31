import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { firstLoadJs, firstLoadUrls } from './first-load';

const page = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/boot-1.js" data-entry="/assets/index-2.js" data-preload="/assets/runtime-3.js /assets/home-page-4.js"></script>
<link rel="modulepreload" crossorigin href="/assets/runtime-3.js">
<script type="application/ld+json">{}</script>
</head><body><div id="root"></div></body></html>`;

describe('first-load JavaScript of a built page', () => {
  it('counts the boot script, the entry it imports and the chunks it preloads, each once', () => {
    expect(firstLoadUrls(page)).toEqual([
      '/assets/boot-1.js',
      '/assets/index-2.js',
      '/assets/runtime-3.js',
      '/assets/home-page-4.js',
    ]);
  });

  it('adds up their gzip sizes', () => {
    const dist = mkdtempSync(join(tmpdir(), 'first-load-'));
    mkdirSync(join(dist, 'assets'));
    const files = { 'boot-1.js': 'a', 'index-2.js': 'b'.repeat(5000), 'runtime-3.js': 'c', 'home-page-4.js': 'd' };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, 'assets', name), text);
    const expected = Object.values(files).reduce((sum, text) => sum + gzipSync(text).length, 0);
    expect(firstLoadJs(page, dist)).toEqual({ files: firstLoadUrls(page), gzipBytes: expected });
  });
});
