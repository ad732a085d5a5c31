/**
 * The website assessment's test sites (docs/decisions/020-website-assessment.md), on loopback, started with the
 * emulators by `runWithEmulators` (scripts/lib/emulators.ts) so that `npm start` and `npm test` both have them.
 * The functions emulator may fetch exactly these two origins (ASSESSMENT_FIXTURE_ORIGINS in
 * functions/.env.demo-agency); no deployed function can.
 *
 * - http://127.0.0.1:4580, the good site: tests/fixtures/assessment-sites/good, compressed when the client accepts
 *   it, with the security headers (HSTS, CSP, X-Content-Type-Options).
 * - http://127.0.0.1:4581, the poor site: tests/fixtures/assessment-sites/poor, uncompressed, no security headers,
 *   and the routes the SSRF and limits tests need: /slow, /huge, /gzip-bomb, /redirect-private,
 *   /redirect-loopback?port=N, /redirect-loop, /redirect-chain?n=K and /refs-private?port=N.
 *
 * Run on its own for development: `node --import tsx scripts/lib/assessment-fixture.ts` (Ctrl-C stops it).
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

import { log } from './log';
import { ROOT } from './paths';

export const ASSESSMENT_FIXTURE_HOST = '127.0.0.1';
export const GOOD_SITE_PORT = 4580;
export const POOR_SITE_PORT = 4581;

const SITES_DIR = join(ROOT, 'tests', 'fixtures', 'assessment-sites');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.json', '.txt', '.xml', '.svg']);

const GOOD_SITE_HEADERS = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'Content-Security-Policy': "default-src 'self'",
  'X-Content-Type-Options': 'nosniff',
};

/** How long /slow holds a request before giving up on it itself (well past the assessment's 10 s). */
const SLOW_HOLD_MS = 60_000;
/** What /huge streams: past the assessment's 2 MB read limit. */
const HUGE_BYTES = 3 * 1024 * 1024;
/** What /gzip-bomb inflates to: far past 2 MB, from a few tens of kilobytes. */
const BOMB_BYTES = 16 * 1024 * 1024;

interface SiteOptions {
  name: 'good' | 'poor';
  /** Compression and the security headers. */
  good: boolean;
  /** The poor site's special routes; answered before any file. */
  routes?: Record<string, (request: IncomingMessage, response: ServerResponse, url: URL) => void>;
}

/** The site's file for a URL path, or null when there is none (or the path would leave the site's folder). */
async function siteFile(root: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const relative = decoded.endsWith('/') ? `${decoded}index.html` : decoded;
  const file = resolve(root, `.${relative}`);
  if (!file.startsWith(root + sep)) return null;
  try {
    return (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}

function acceptedEncoding(request: IncomingMessage): 'gzip' | 'br' | null {
  const accepted = (request.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';')[0]!.toLowerCase());
  if (accepted.includes('gzip')) return 'gzip';
  if (accepted.includes('br')) return 'br';
  return null;
}

function createSite({ name, good, routes = {} }: SiteOptions): Server {
  const root = join(SITES_DIR, name);
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${ASSESSMENT_FIXTURE_HOST}`);
    if (good) {
      for (const [header, value] of Object.entries(GOOD_SITE_HEADERS)) response.setHeader(header, value);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end();
      return;
    }
    const route = routes[url.pathname];
    if (route) {
      route(request, response, url);
      return;
    }
    serveFile(root, good, request, response, url).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
}

async function serveFile(
  root: string,
  compress: boolean,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  const file = await siteFile(root, url.pathname);
  if (!file) {
    const body = 'Not found\n';
    response.writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  const extension = extname(file).toLowerCase();
  let body = await readFile(file);
  const headers: Record<string, string | number> = {
    'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
  };
  if (compress && COMPRESSIBLE.has(extension)) {
    headers.Vary = 'Accept-Encoding';
    const encoding = acceptedEncoding(request);
    if (encoding === 'gzip') body = gzipSync(body);
    if (encoding === 'br') body = brotliCompressSync(body);
    if (encoding) headers['Content-Encoding'] = encoding;
  }
  headers['Content-Length'] = body.length;
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

const redirect = (response: ServerResponse, location: string) => {
  response.writeHead(302, { Location: location, 'Content-Length': 0 }).end();
};

let bomb: Buffer | undefined;
/** A page that is mostly one long comment of spaces: tens of kilobytes gzipped, BOMB_BYTES inflated. */
function gzipBomb(): Buffer {
  bomb ??= gzipSync(
    Buffer.concat([
      Buffer.from('<!doctype html><html lang="en"><head><title>Bomb</title></head><body><!--'),
      Buffer.alloc(BOMB_BYTES, ' '),
    ]),
    { level: zlibConstants.Z_BEST_COMPRESSION },
  );
  return bomb;
}

/** A port from `?port=`, or null (and a 400 sent) when it is not one. */
function portParam(response: ServerResponse, url: URL): number | null {
  const port = Number(url.searchParams.get('port'));
  if (Number.isInteger(port) && port >= 1 && port <= 65_535) return port;
  response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('port=1..65535\n');
  return null;
}

/**
 * A page on this (allowed) site whose own references all point at loopback port `port`, each spelt a different
 * way: through `<base>`, stylesheet, icon, script, img, srcset, video poster and source, an iframe, and a resource
 * on this site that redirects there. Assessing it must fetch none of them.
 */
function privateReferencesPage(origin: string, port: number): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>A page whose references point at loopback</title>
  <base href="http://127.0.0.1:${port}/">
  <link rel="stylesheet" href="http://[::1]:${port}/style.css">
  <link rel="icon" href="http://localhost:${port}/favicon.ico">
  <script src="http://127.0.0.1:${port}/app.js"></script>
</head>
<body>
  <h1>Private references</h1>
  <img src="relative-to-base.png" alt="">
  <img src="http://[::ffff:127.0.0.1]:${port}/mapped.png" alt="">
  <img src="http://2130706433:${port}/number.png" srcset="http://127.0.0.1:${port}/srcset.png 2x" alt="">
  <video poster="http://localhost:${port}/poster.jpg"><source src="http://[::1]:${port}/clip.mp4"></video>
  <iframe src="http://127.0.0.1:${port}/frame.html"></iframe>
  <img src="${origin}/redirect-loopback?port=${port}" alt="">
</body>
</html>
`;
}

const POOR_ROUTES: SiteOptions['routes'] = {
  /** Never answers: the request is held until the client gives up (or SLOW_HOLD_MS passes). */
  '/slow': (request) => {
    const timer = setTimeout(() => request.socket.destroy(), SLOW_HOLD_MS);
    timer.unref();
    request.socket.once('close', () => clearTimeout(timer));
  },
  /** HUGE_BYTES of HTML, streamed as the client reads, with no Content-Length. */
  '/huge': (request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const paragraph = Buffer.from(`<p>${'A very long page. '.repeat(50)}</p>\n`);
    let sent = 0;
    const pump = () => {
      while (!response.destroyed && sent < HUGE_BYTES) {
        sent += paragraph.length;
        if (!response.write(paragraph)) return;
      }
      if (!response.destroyed) response.end('</body></html>\n');
    };
    response.on('drain', pump);
    response.write('<!doctype html><html lang="en"><head><title>Huge</title></head><body>\n');
    pump();
  },
  '/gzip-bomb': (request, response) => {
    const body = gzipBomb();
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Encoding': 'gzip',
      'Content-Length': body.length,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  },
  '/redirect-private': (_request, response) => redirect(response, 'http://10.0.0.1/'),
  '/redirect-loopback': (_request, response, url) => {
    const port = portParam(response, url);
    if (port !== null) redirect(response, `http://127.0.0.1:${port}/`);
  },
  '/refs-private': (request, response, url) => {
    const port = portParam(response, url);
    if (port === null) return;
    // This site's own origin as the client reached it, so the redirecting resource is on the allowed site.
    const body = Buffer.from(privateReferencesPage(`http://${request.headers.host ?? url.host}`, port));
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
    response.end(request.method === 'HEAD' ? undefined : body);
  },
  '/redirect-loop': (_request, response) => redirect(response, '/redirect-loop'),
  /** n redirects, then the poor site's page (n=0 is the page itself). */
  '/redirect-chain': (request, response, url) => {
    const left = Math.max(0, Math.floor(Number(url.searchParams.get('n')) || 0));
    if (left === 0) {
      void serveFile(join(SITES_DIR, 'poor'), false, request, response, new URL('/', url));
      return;
    }
    redirect(response, left === 1 ? '/' : `/redirect-chain?n=${left - 1}`);
  },
};

function listen(server: Server, port: number, label: string): Promise<Server | null> {
  return new Promise((resolveListen) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      log.warn(
        `Assessment fixture: port ${port} (${label}) is ${error.code === 'EADDRINUSE' ? 'already in use' : `unavailable (${error.code ?? error.message})`}; assessments of http://${ASSESSMENT_FIXTURE_HOST}:${port} use whatever holds it.`,
      );
      resolveListen(null);
    });
    server.listen(port, ASSESSMENT_FIXTURE_HOST, () => resolveListen(server));
  });
}

const closeServer = (server: Server) =>
  new Promise<void>((resolveClose) => {
    // A held /slow request or a half-read /huge would otherwise keep close() waiting.
    server.closeAllConnections();
    server.close(() => resolveClose());
  });

export interface AssessmentFixture {
  /** Each site's origin, for the sites that started. */
  origins: { good: string | null; poor: string | null };
  close(): Promise<void>;
}

/**
 * Starts both sites, on GOOD_SITE_PORT and POOR_SITE_PORT unless told otherwise (0: any free port, for tests of
 * the fixture itself). A port already taken is one warning line, not a failure: the emulators must start regardless.
 */
export async function startAssessmentFixture(
  ports: { good: number; poor: number } = { good: GOOD_SITE_PORT, poor: POOR_SITE_PORT },
): Promise<AssessmentFixture> {
  const [good, poor] = await Promise.all([
    listen(createSite({ name: 'good', good: true }), ports.good, 'good assessment site'),
    listen(createSite({ name: 'poor', good: false, routes: POOR_ROUTES }), ports.poor, 'poor assessment site'),
  ]);
  const origin = (server: Server | null) =>
    server ? `http://${ASSESSMENT_FIXTURE_HOST}:${(server.address() as AddressInfo).port}` : null;
  return {
    origins: { good: origin(good), poor: origin(poor) },
    close: async () => {
      await Promise.all([good, poor].filter((server) => server !== null).map(closeServer));
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fixture = await startAssessmentFixture();
  const { good, poor } = fixture.origins;
  if (good || poor) {
    const sites = [good && `good ${good}`, poor && `poor ${poor}`].filter(Boolean).join(', ');
    log.info(`Assessment fixture sites: ${sites} (Ctrl-C stops them).`);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => void fixture.close().then(() => process.exit(0)));
    }
  }
}
