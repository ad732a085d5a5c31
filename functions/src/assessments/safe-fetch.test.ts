import dns from 'node:dns';
import { EventEmitter } from 'node:events';
import http, { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, createGzip, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { ASSESSMENT_USER_AGENT } from '@agency/common';

import { pinnedLookup, safeFetch, SafeFetchError, type SafeFetchProblem } from './safe-fetch';

/**
 * safeFetch against real sockets on loopback. The site under test is allowed the way the emulator allows the
 * project's fixture sites (FUNCTIONS_EMULATOR and ASSESSMENT_FIXTURE_ORIGINS naming its origin); a canary on
 * another loopback port stands for everything private and must never see a request.
 */

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

async function listen(handler: Handler): Promise<{ server: Server; origin: string; port: number }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}`, port };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

const seconds = (s: number) => AbortSignal.timeout(s * 1000);

async function refusal(promise: Promise<unknown>): Promise<{ problem: SafeFetchProblem; message: string }> {
  const error = await promise.then(
    () => {
      throw new Error('expected safeFetch to refuse');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  const { problem, message } = error as SafeFetchError;
  return { problem, message };
}

const page = '<!doctype html><html lang="en"><title>Fixture</title><h1>Hello</h1></html>';

let site: Awaited<ReturnType<typeof listen>>;
let canary: Awaited<ReturnType<typeof listen>>;
const canaryHits: string[] = [];
const seen: IncomingMessage[] = [];
/** Requests that the `/hang` routes are holding, and whether each one's socket was closed by the client. */
const hanging: Promise<void>[] = [];

beforeAll(async () => {
  canary = await listen((request, response) => {
    canaryHits.push(request.url ?? '');
    response.end('canary');
  });
  site = await listen((request, response) => {
    seen.push(request);
    const url = new URL(request.url ?? '/', 'http://x');
    const redirect = (location: string, status = 302) => {
      response.writeHead(status, { Location: location }).end();
    };
    switch (url.pathname) {
      case '/':
        response.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'X-Repeat': 'one',
          'x-repeat': 'two',
          'Set-Cookie': 'session=secret; Path=/',
        });
        response.end(request.method === 'HEAD' ? undefined : page);
        return;
      case '/gzip':
      case '/br':
      case '/deflate':
      case '/deflate-raw': {
        const encode = {
          '/gzip': gzipSync,
          '/br': brotliCompressSync,
          '/deflate': deflateSync,
          '/deflate-raw': deflateRawSync,
        }[url.pathname]!;
        const body = encode(Buffer.from(page.repeat(50)));
        const encoding = url.pathname === '/deflate-raw' ? 'deflate' : url.pathname.slice(1);
        response.writeHead(200, { 'Content-Encoding': encoding, 'Content-Length': body.length }).end(body);
        return;
      }
      case '/big':
        response.writeHead(200, { 'Content-Type': 'text/html' });
        response.end(Buffer.alloc(Number(url.searchParams.get('bytes')), 'a'));
        return;
      case '/bomb': {
        // Zeros, gzipped, for as long as the client reads: about a thousand to one, and it never ends.
        response.writeHead(200, { 'Content-Encoding': 'gzip' });
        const gzip = createGzip();
        gzip.pipe(response);
        const zeros = Buffer.alloc(1024 * 1024);
        const pump = () => {
          while (!response.destroyed && gzip.write(zeros));
        };
        gzip.on('drain', pump);
        response.once('close', () => gzip.destroy());
        pump();
        return;
      }
      case '/noise': {
        // Stored (level 0) gzip: about as many bytes on the wire as out of the decompressor, so either limit may
        // stop it first; nothing past maxBytes is kept either way.
        const noise = Buffer.alloc(200_000);
        for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 7919 + 13) % 251;
        response.writeHead(200, { 'Content-Encoding': 'gzip' }).end(gzipSync(noise, { level: 0 }));
        return;
      }
      case '/hang':
        hanging.push(new Promise((resolve) => request.socket.once('close', () => resolve())));
        return;
      case '/drip': {
        hanging.push(new Promise((resolve) => request.socket.once('close', () => resolve())));
        response.writeHead(200, { 'Content-Type': 'text/html' });
        response.write('<!doctype html>');
        const timer = setInterval(() => response.write(' '), 50);
        request.socket.once('close', () => clearInterval(timer));
        return;
      }
      case '/chain': {
        const left = Number(url.searchParams.get('n'));
        if (left > 0) redirect(`/chain?n=${left - 1}`, left % 2 ? 301 : 307);
        else response.end(page);
        return;
      }
      case '/to':
        redirect(url.searchParams.get('location')!);
        return;
      case '/repeated':
        // Raw name, value pairs, so each header goes out as a line of its own.
        response.writeHead(200, [
          'Content-Type',
          'text/html; charset=utf-8',
          'Content-Type',
          'text/html',
          'Last-Modified',
          'Tue, 24 Nov 2026 09:00:00 GMT',
          'Last-Modified',
          'Mon, 23 Nov 2026 09:00:00 GMT',
          'Cache-Control',
          'no-cache',
          'Cache-Control',
          'max-age=0',
        ]);
        response.end(request.method === 'HEAD' ? undefined : page);
        return;
      case '/set-cookie-then-redirect':
        response.writeHead(302, { Location: '/', 'Set-Cookie': 'tracked=1' }).end();
        return;
      default:
        response.writeHead(404).end('not here');
    }
  });
});

afterAll(async () => {
  await Promise.all([close(site.server), close(canary.server)]);
});

beforeEach(() => {
  vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  vi.stubEnv('GCLOUD_PROJECT', 'demo-agency');
  vi.stubEnv('ASSESSMENT_FIXTURE_ORIGINS', site.origin);
  canaryHits.length = 0;
  seen.length = 0;
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  expect(canaryHits, 'no request may reach the canary').toEqual([]);
});

describe('what may be fetched', () => {
  it.each(['ftp://example.com/', 'file:///etc/passwd', 'javascript:alert(1)', 'gopher://127.0.0.1:70/', 'data:,hi'])(
    'refuses %s: only http and https',
    async (url) => {
      const { problem, message } = await refusal(safeFetch(url, { signal: seconds(5) }));
      expect(problem).toBe('scheme');
      expect(message).toBe('Only http and https addresses can be assessed.');
    },
  );

  it.each([
    (port: number) => `http://127.0.0.1:${port}/`,
    (port: number) => `http://[::1]:${port}/`,
    (port: number) => `http://[::ffff:127.0.0.1]:${port}/`,
    (port: number) => `http://[::ffff:7f00:1]:${port}/`,
    (port: number) => `http://2130706433:${port}/`,
    (port: number) => `http://0x7f.1:${port}/`,
    (port: number) => `http://017700000001:${port}/`,
    (port: number) => `http://127.1:${port}/`,
    (port: number) => `http://0.0.0.0:${port}/`,
    (port: number) => `http://localhost:${port}/`,
    () => 'http://10.0.0.1/',
    () => 'http://172.16.0.1/',
    () => 'http://192.168.1.1/',
    () => 'http://169.254.169.254/computeMetadata/v1/',
    () => 'http://100.64.0.1/',
    () => 'http://[fd00::1]/',
    () => 'http://[fe80::1]/',
    () => 'http://metadata.google.internal/computeMetadata/v1/',
    () => 'http://metadata/computeMetadata/v1/',
  ])('refuses a private address: %s', async (urlFor) => {
    const lookup = vi.spyOn(dns.promises, 'lookup');
    const url = urlFor(canary.port);
    const { problem, message } = await refusal(safeFetch(url, { signal: seconds(5) }));
    expect(problem).toBe('address');
    expect(message).toBe('That address points into a private network, which we do not assess.');
    // Metadata names are refused before any lookup.
    if (url.includes('metadata')) expect(lookup).not.toHaveBeenCalled();
  });

  it("refuses the fixture site's own port outside the emulator, or in a project that is not a demo project", async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    expect((await refusal(safeFetch(`${site.origin}/`, { signal: seconds(5) }))).problem).toBe('address');
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('GCLOUD_PROJECT', 'agency-prod');
    expect((await refusal(safeFetch(`${site.origin}/`, { signal: seconds(5) }))).problem).toBe('address');
    expect(seen).toEqual([]);
  });

  it('refuses a host when any one of its addresses is private', async () => {
    vi.spyOn(dns.promises, 'lookup').mockResolvedValue([
      { address: '93.184.215.14', family: 4 },
      { address: '::ffff:127.0.0.1', family: 6 },
    ] as never);
    const { problem } = await refusal(safeFetch('https://mixed.example/', { signal: seconds(5) }));
    expect(problem).toBe('address');
  });

  it('says so when a name does not resolve', async () => {
    vi.spyOn(dns.promises, 'lookup').mockRejectedValue(Object.assign(new Error('nope'), { code: 'ENOTFOUND' }));
    const { problem, message } = await refusal(safeFetch('https://no-such-site.example/', { signal: seconds(5) }));
    expect(problem).toBe('dns');
    expect(message).toBe('We could not find no-such-site.example: is the address right?');
  });

  it('connects only to the address it checked: the name is looked up once, never again by the socket', async () => {
    // A rebinding resolver: a public address the first time, loopback (the canary) every time after.
    const promisesLookup = vi
      .spyOn(dns.promises, 'lookup')
      .mockResolvedValueOnce([{ address: '93.184.215.14', family: 4 }] as never)
      .mockResolvedValue([{ address: '127.0.0.1', family: 4 }] as never);
    const callbackLookup = vi.spyOn(dns, 'lookup');
    // Stand in for the socket (no request leaves this machine): ask the connection's lookup where it would go.
    const wouldConnectTo: unknown[] = [];
    const request = vi.spyOn(http, 'request').mockImplementation(((options: http.RequestOptions) => {
      options.lookup!('rebind.example', { all: true }, (_error, addresses) => wouldConnectTo.push(addresses));
      const fake = new EventEmitter() as EventEmitter & { end(): void; destroy(): void };
      fake.end = () => fake.emit('error', Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }));
      fake.destroy = () => {};
      return fake;
    }) as never);
    await refusal(safeFetch(`http://rebind.example:${canary.port}/`, { signal: seconds(2) }));
    expect(promisesLookup).toHaveBeenCalledTimes(1);
    expect(callbackLookup).not.toHaveBeenCalled();
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ hostname: 'rebind.example', agent: false }));
    expect(wouldConnectTo).toEqual([[{ address: '93.184.215.14', family: 4 }]]);
  });

  it("pins the socket's lookup to the checked addresses, whatever it is asked", () => {
    const checked = [
      { address: '93.184.215.14', family: 4 },
      { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
    ];
    const lookup = pinnedLookup(checked);
    const all = vi.fn();
    lookup('evil.example', { all: true }, all);
    expect(all).toHaveBeenCalledWith(null, checked);
    const one = vi.fn();
    lookup('localhost', { family: 4 }, one);
    expect(one).toHaveBeenCalledWith(null, '93.184.215.14', 4);
  });

  it.each([true, false])(
    'takes a real socket to the pinned address, not where the name points (happy eyeballs %s)',
    async (autoSelectFamily) => {
      // net.connect's own option (@types/node's RequestOptions leaves it out): with it, a lookup is asked for all.
      const options: http.RequestOptions & { autoSelectFamily: boolean } = {
        // A name that resolves nowhere: only the pinned lookup can make this connect.
        hostname: 'pinned.invalid',
        port: site.port,
        path: '/',
        agent: false,
        autoSelectFamily,
        lookup: pinnedLookup([{ address: '127.0.0.1', family: 4 }]),
      };
      const answer = await new Promise<string>((resolve, reject) => {
        http
          .get(options, (response) => {
            response.resume();
            resolve(response.headers['content-type'] ?? '');
          })
          .on('error', reject);
      });
      expect(answer).toBe('text/html; charset=utf-8');
      expect(seen[0]!.headers.host).toBe(`pinned.invalid:${site.port}`);
    },
  );
});

describe('the answer', () => {
  it('sends the user agent and no cookie, and reports status, headers, size and timing', async () => {
    const answer = await safeFetch(`${site.origin}/`, { signal: seconds(5) });
    expect(answer).toMatchObject({ url: `${site.origin}/`, redirects: [], status: 200, truncated: false });
    expect(answer.body.toString()).toBe(page);
    expect(answer.transferredBytes).toBe(Buffer.byteLength(page));
    expect(answer.timeToFirstByteMs).toBeGreaterThanOrEqual(0);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['x-repeat']).toBe('one, two');
    expect(answer.headers).not.toHaveProperty('set-cookie');
    const [request] = seen;
    expect(request!.headers['user-agent']).toBe(ASSESSMENT_USER_AGENT);
    expect(request!.headers.accept).toBe('text/html,application/xhtml+xml,*/*;q=0.8');
    expect(request!.headers['accept-encoding']).toBe('gzip, deflate, br');
    expect(request!.headers.cookie).toBeUndefined();
  });

  it('keeps the first of a single-valued header sent twice (as node does), and joins list headers', async () => {
    const answer = await safeFetch(`${site.origin}/repeated`, { signal: seconds(5) });
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['last-modified']).toBe('Tue, 24 Nov 2026 09:00:00 GMT');
    expect(answer.headers['cache-control']).toBe('no-cache, max-age=0');
  });

  it('keeps no cookie across a redirect', async () => {
    const answer = await safeFetch(`${site.origin}/set-cookie-then-redirect`, { signal: seconds(5) });
    expect(answer.status).toBe(200);
    expect(seen.map((request) => request.headers.cookie)).toEqual([undefined, undefined]);
  });

  it.each(['/gzip', '/br', '/deflate', '/deflate-raw'])('decompresses %s', async (path) => {
    const answer = await safeFetch(`${site.origin}${path}`, { signal: seconds(5) });
    expect(answer.body.toString()).toBe(page.repeat(50));
    expect(answer.transferredBytes).toBeLessThan(answer.body.length);
    expect(answer.truncated).toBe(false);
  });

  it('sends HEAD as HEAD, with no body', async () => {
    const answer = await safeFetch(`${site.origin}/chain?n=1`, { signal: seconds(5), method: 'HEAD' });
    expect(answer).toMatchObject({ status: 200, transferredBytes: 0, truncated: false });
    expect(answer.body.length).toBe(0);
    expect(seen.map((request) => request.method)).toEqual(['HEAD', 'HEAD']);
  });
});

describe('bounds', () => {
  it('reads at most maxBytes of a long answer', async () => {
    const answer = await safeFetch(`${site.origin}/big?bytes=${3 * 1024 * 1024}`, { signal: seconds(5) });
    expect(answer.truncated).toBe(true);
    expect(answer.body.length).toBe(2 * 1024 * 1024);
  });

  it('reads an answer of exactly maxBytes whole', async () => {
    const answer = await safeFetch(`${site.origin}/big?bytes=1000`, { signal: seconds(5), maxBytes: 1000 });
    expect(answer).toMatchObject({ truncated: false, transferredBytes: 1000 });
  });

  it('stops a never-ending gzip bomb at maxBytes after decompression', async () => {
    const answer = await safeFetch(`${site.origin}/bomb`, { signal: seconds(5) });
    expect(answer.truncated).toBe(true);
    expect(answer.body.length).toBe(2 * 1024 * 1024);
    // A few kilobytes on the wire made the 2 MB: the limit counts what it inflates to.
    expect(answer.transferredBytes).toBeLessThan(100 * 1024);
  });

  it('stops a compressed answer whose wire bytes alone pass maxBytes', async () => {
    const answer = await safeFetch(`${site.origin}/noise`, { signal: seconds(5), maxBytes: 10_000 });
    expect(answer.truncated).toBe(true);
    expect(answer.body.length).toBeLessThanOrEqual(10_000);
  });

  it('gives up on a server that never answers when the deadline passes, and closes the connection', async () => {
    const started = Date.now();
    const { problem, message } = await refusal(safeFetch(`${site.origin}/hang`, { signal: seconds(0.3) }));
    expect(problem).toBe('timeout');
    expect(message).toBe('The site did not answer within 10 seconds.');
    expect(Date.now() - started).toBeLessThan(2000);
    await Promise.all(hanging);
  });

  it('gives up on a body that drips past the deadline, and closes the connection', async () => {
    const { problem } = await refusal(safeFetch(`${site.origin}/drip`, { signal: seconds(0.3) }));
    expect(problem).toBe('timeout');
    await Promise.all(hanging);
  });

  it('does not start when the deadline has already passed', async () => {
    const { problem } = await refusal(safeFetch(`${site.origin}/`, { signal: AbortSignal.abort() }));
    expect(problem).toBe('timeout');
    expect(seen).toEqual([]);
  });

  it('says so when nothing listens', async () => {
    const closed = await listen(() => {});
    await close(closed.server);
    vi.stubEnv('ASSESSMENT_FIXTURE_ORIGINS', closed.origin);
    const { problem, message } = await refusal(safeFetch(`${closed.origin}/`, { signal: seconds(5) }));
    expect(problem).toBe('network');
    expect(message).toBe('The site refused the connection.');
  });
});

describe('redirects', () => {
  it('follows up to five, each listed in order, and keeps the method', async () => {
    const answer = await safeFetch(`${site.origin}/chain?n=5`, { signal: seconds(5) });
    expect(answer.status).toBe(200);
    expect(answer.url).toBe(`${site.origin}/chain?n=0`);
    expect(answer.redirects).toEqual([4, 3, 2, 1, 0].map((n) => `${site.origin}/chain?n=${n}`));
    expect(seen.every((request) => request.method === 'GET')).toBe(true);
  });

  it('refuses a sixth', async () => {
    const { problem, message } = await refusal(safeFetch(`${site.origin}/chain?n=6`, { signal: seconds(5) }));
    expect(problem).toBe('redirects');
    expect(message).toBe('The site redirected more than 5 times.');
    expect(seen).toHaveLength(6);
  });

  it.each([
    (port: number) => `http://127.0.0.1:${port}/`,
    (port: number) => `http://localhost:${port}/`,
    (port: number) => `http://[::ffff:127.0.0.1]:${port}/`,
    () => 'http://10.0.0.1/',
    () => 'http://169.254.169.254/latest/meta-data/',
  ])('checks each address it is sent to: refuses %s', async (locationFor) => {
    const location = encodeURIComponent(locationFor(canary.port));
    const { problem } = await refusal(safeFetch(`${site.origin}/to?location=${location}`, { signal: seconds(5) }));
    expect(problem).toBe('address');
  });

  it('says whether the site had answered: not for a private first address, yes for a redirect into one', async () => {
    const direct = await safeFetch(`http://127.0.0.1:${canary.port}/`, { signal: seconds(5) }).catch((e) => e);
    expect(direct).toMatchObject({ problem: 'address', siteAnswered: false });
    const location = encodeURIComponent(`http://127.0.0.1:${canary.port}/`);
    const redirected = await safeFetch(`${site.origin}/to?location=${location}`, { signal: seconds(5) }).catch(
      (e) => e,
    );
    expect(redirected).toMatchObject({ problem: 'address', siteAnswered: true });
    const scheme = await safeFetch(`${site.origin}/to?location=${encodeURIComponent('file:///etc/passwd')}`, {
      signal: seconds(5),
    }).catch((e) => e);
    expect(scheme).toMatchObject({ problem: 'scheme', siteAnswered: true });
  });

  it('refuses a redirect to another scheme', async () => {
    const location = encodeURIComponent('file:///etc/passwd');
    const { problem, message } = await refusal(
      safeFetch(`${site.origin}/to?location=${location}`, { signal: seconds(5) }),
    );
    expect(problem).toBe('scheme');
    expect(message).toBe('The site redirected to an address that is not http or https, which we do not follow.');
  });
});
