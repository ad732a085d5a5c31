import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { areaFirstLoadJs, firstLoadJs, firstLoadUrls, type Manifest, staticImportClosure } from './first-load';

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

/** A build's manifest in small: the entry and an area that import each other, and two pages behind the area. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_runtime.js'], dynamicImports: ['src/area.tsx'] },
  '_runtime.js': { file: 'assets/runtime-2.js' },
  'src/area.tsx': {
    file: 'assets/area-3.js',
    imports: ['_runtime.js', 'index.html', '_firebase.js'],
    dynamicImports: ['src/dashboard.tsx', 'src/files.tsx'],
  },
  '_firebase.js': { file: 'assets/firebase-4.js' },
  'src/dashboard.tsx': { file: 'assets/dashboard-5.js', imports: ['index.html', 'src/area.tsx', '_card.js'] },
  '_card.js': { file: 'assets/card-6.js', dynamicImports: ['_chart.js'] },
  '_chart.js': { file: 'assets/chart-7.js' },
  'src/files.tsx': { file: 'assets/files-8.js', imports: ['_storage.js'] },
  '_storage.js': { file: 'assets/storage-9.js' },
};

describe('first-load JavaScript of a portal or admin route', () => {
  it('follows static imports from the lazy modules a route waits for, each file once, through cycles', () => {
    expect(staticImportClosure(manifest, ['src/area.tsx', 'src/dashboard.tsx'])).toEqual([
      '/assets/area-3.js',
      '/assets/runtime-2.js',
      '/assets/index-1.js',
      '/assets/firebase-4.js',
      '/assets/dashboard-5.js',
      '/assets/card-6.js',
    ]);
  });

  it('leaves out what only a dynamic import loads', () => {
    const files = staticImportClosure(manifest, ['src/area.tsx', 'src/dashboard.tsx']);
    expect(files).not.toContain('/assets/chart-7.js');
    expect(files).not.toContain('/assets/files-8.js');
    expect(files).not.toContain('/assets/storage-9.js');
  });

  it('names a module the build no longer has, rather than counting less', () => {
    expect(() => staticImportClosure(manifest, ['src/area.tsx', 'src/moved.tsx'])).toThrow(/src\/moved\.tsx/);
  });

  it("adds the app shell's scripts to the route's chunks and their gzip sizes", () => {
    const dist = mkdtempSync(join(tmpdir(), 'area-first-load-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(
      join(dist, 'app.html'),
      '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/runtime-2.js">',
    );
    for (const chunk of Object.values(manifest)) writeFileSync(join(dist, chunk.file), chunk.file.repeat(50));
    const files = ['/assets/index-1.js', '/assets/runtime-2.js', '/assets/area-3.js', '/assets/firebase-4.js'];
    const expected = files.reduce((sum, file) => sum + gzipSync(file.slice(1).repeat(50)).length, 0);
    expect(areaFirstLoadJs(['src/area.tsx'], dist)).toEqual({ files, gzipBytes: expected });
  });
});
