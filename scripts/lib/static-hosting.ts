import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

import { ROOT } from './paths';

/**
 * A small static server that serves `web/dist` as Firebase Hosting does for the public pages: `cleanUrls`
 * (`/faq` → `faq.html`, `/` → `index.html`), the area rewrites to `app.html`, `404.html` with a 404 status, the
 * headers `firebase.json` declares (its `**` and `/assets/**` globs), and gzip for clients that accept it.
 * `npm run bench:web` measures against it, so the bench needs no emulator and runs beside one. `/api/**` is not
 * served: public pages never call it until the contact form is sent.
 */

interface HostingConfig {
  public: string;
  rewrites: { source: string; destination?: string }[];
  headers: { source: string; headers: { key: string; value: string }[] }[];
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml']);

/** Hosting's glob: `**` any run of characters, `*` within one path segment. */
export function globMatches(glob: string, path: string): boolean {
  const pattern = glob
    .split('**')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
    .join('.*');
  return new RegExp(`^${pattern.startsWith('/') || pattern.startsWith('.*') ? '' : '/'}${pattern}$`).test(path);
}

/** Which file under the public folder answers `path`, and with what status. */
export function resolveRequest(hosting: HostingConfig, dir: string, path: string): { file: string; status: number } {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { file: '404.html', status: 404 }; // a malformed escape names no file
  }
  const clean = normalize(decoded).replace(/\/+$/, '') || '/';
  // Hosting deploys nothing firebase.json's `ignore` names: dotfiles (the build's .vite/manifest.json) and maps.
  if (/\/\.|\.map$/.test(clean)) return { file: '404.html', status: 404 };
  const isFile = (relative: string) => {
    const full = join(dir, relative);
    return full.startsWith(dir) && existsSync(full) && statSync(full).isFile();
  };
  if (clean === '/') return { file: 'index.html', status: 200 };
  if (isFile(clean)) return { file: clean.slice(1), status: 200 };
  if (isFile(`${clean}.html`)) return { file: `${clean.slice(1)}.html`, status: 200 };
  const rewrite = hosting.rewrites.find((rule) => rule.destination && globMatches(rule.source, clean));
  if (rewrite) return { file: rewrite.destination!.slice(1), status: 200 };
  return { file: '404.html', status: 404 };
}

export interface StaticHosting {
  url: string;
  close: () => Promise<void>;
}

/** Serves the built site on 127.0.0.1 (port 0: any free one). */
export async function startStaticHosting(port = 0): Promise<StaticHosting> {
  const hosting = (JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as { hosting: HostingConfig }).hosting;
  const dir = join(ROOT, hosting.public);
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`No build in ${hosting.public}: run the web build first.`);
  const gzipped = new Map<string, Buffer>();

  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const { file, status } = resolveRequest(hosting, dir, path);
    for (const rule of hosting.headers) {
      if (globMatches(rule.source, path)) for (const { key, value } of rule.headers) response.setHeader(key, value);
    }
    const type = extname(file);
    response.setHeader('Content-Type', TYPES[type] ?? 'application/octet-stream');
    let body: Buffer = readFileSync(join(dir, file));
    if (COMPRESSIBLE.has(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      // Compressed once per version of a file: a rebuild while the server runs serves the new one.
      const key = `${file}@${statSync(join(dir, file)).mtimeMs}`;
      body = gzipped.get(key) ?? gzipSync(body);
      gzipped.set(key, body);
      response.setHeader('Content-Encoding', 'gzip');
      response.setHeader('Vary', 'Accept-Encoding');
    }
    response.writeHead(status, { 'Content-Length': body.length });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// `node --import tsx scripts/lib/static-hosting.ts [port]`: serve the last build by hand.
if (import.meta.url === `file://${process.argv[1]}`) {
  const hosting = await startStaticHosting(Number(process.argv[2] ?? 0));
  console.log(`serving web/dist at ${hosting.url}`);
}
