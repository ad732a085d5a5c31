import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { globMatches, resolveRequest } from './static-hosting';

const hosting = {
  public: 'dist',
  rewrites: [
    { source: '/api/**', function: 'api' },
    { source: '/client/**', destination: '/app.html' },
  ],
  headers: [],
};

describe('the bench static server, serving the build as Hosting does', () => {
  const dir = mkdtempSync(join(tmpdir(), 'static-hosting-'));
  for (const file of ['index.html', 'faq.html', 'app.html', '404.html']) writeFileSync(join(dir, file), file);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc.js'), '');

  it('serves a page at its clean address, the home page at /, and files as they are', () => {
    expect(resolveRequest(hosting, dir, '/')).toEqual({ file: 'index.html', status: 200 });
    expect(resolveRequest(hosting, dir, '/faq')).toEqual({ file: 'faq.html', status: 200 });
    expect(resolveRequest(hosting, dir, '/assets/index-abc.js')).toEqual({ file: 'assets/index-abc.js', status: 200 });
  });

  it('rewrites the client area to the shell and answers anything else with the 404 page', () => {
    expect(resolveRequest(hosting, dir, '/client/login')).toEqual({ file: 'app.html', status: 200 });
    expect(resolveRequest(hosting, dir, '/no-such-page')).toEqual({ file: '404.html', status: 404 });
    expect(resolveRequest(hosting, dir, '/../package.json')).toEqual({ file: '404.html', status: 404 });
  });

  it("answers a malformed address, and what firebase.json's ignore keeps out of a deploy, with the 404 page", () => {
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
    writeFileSync(join(dir, 'assets', 'index-abc.js.map'), '{}');
    expect(resolveRequest(hosting, dir, '/%E0%A4%A')).toEqual({ file: '404.html', status: 404 });
    expect(resolveRequest(hosting, dir, '/.vite/manifest.json')).toEqual({ file: '404.html', status: 404 });
    expect(resolveRequest(hosting, dir, '/assets/index-abc.js.map')).toEqual({ file: '404.html', status: 404 });
  });

  it("matches firebase.json's header globs", () => {
    expect(globMatches('**', '/faq')).toBe(true);
    expect(globMatches('/assets/**', '/assets/index-abc.js')).toBe(true);
    expect(globMatches('/assets/**', '/faq')).toBe(false);
  });
});
