import { createServer, type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { type AssessmentFixture, startAssessmentFixture } from './assessment-fixture';

/** The fixture sites on free ports (the real ones may be taken by a running `npm start`). */
let fixture: AssessmentFixture;
let good: string;
let poor: string;

beforeAll(async () => {
  fixture = await startAssessmentFixture({ good: 0, poor: 0 });
  good = fixture.origins.good!;
  poor = fixture.origins.poor!;
});

afterAll(() => fixture.close());

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One raw request (no decompression, no redirects, the path sent as written, not normalised as a URL), reading at
 * most `limit` bytes of the body.
 */
function get(url: string, init: { headers?: Record<string, string>; method?: string; limit?: number } = {}) {
  const { origin } = new URL(url);
  const target = new URL(origin);
  return new Promise<Answer>((resolve, reject) => {
    const options = {
      host: target.hostname,
      port: target.port,
      path: url.slice(origin.length),
      method: init.method ?? 'GET',
      headers: init.headers,
    };
    const outgoing = request(options, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (init.limit && size >= init.limit) {
          outgoing.destroy();
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) });
        }
      });
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', () => {});
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('the good site', () => {
  it('serves its page compressed, with the security headers and a Content-Length', async () => {
    const answer = await get(`${good}/`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(gunzipSync(answer.body).toString()).toContain('<html');
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(answer.headers['content-security-policy']).toBe("default-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves plain bytes to a client that accepts no compression, and robots.txt and sitemap.xml', async () => {
    const page = await get(`${good}/index.html`);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body.toString()).toContain('<html');
    const robots = await get(`${good}/robots.txt`);
    expect(robots).toMatchObject({ status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    const sitemap = await get(`${good}/sitemap.xml`);
    expect(sitemap).toMatchObject({ status: 200, headers: { 'content-type': 'application/xml; charset=utf-8' } });
  });

  it('answers HEAD with the size and no body', async () => {
    const answer = await get(`${good}/styles.css`, { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
    expect(answer.body.length).toBe(0);
  });

  it.each([
    '/../poor/index.html',
    '/%2e%2e/poor/index.html',
    '/..%2fpoor%2findex.html',
    '/..%2f..%2f..%2f..%2fpackage.json',
    '/images/../../../../../package.json',
    '/%00',
    '/%',
  ])('stays inside its folder: %s is not found', async (path) => {
    const answer = await get(`${good}${path}`);
    expect(answer.status).toBe(404);
  });
});

describe('the poor site', () => {
  it('serves its page uncompressed, without security headers, and has no robots.txt or sitemap.xml', async () => {
    const answer = await get(`${poor}/`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(answer.headers['x-content-type-options']).toBeUndefined();
    expect((await get(`${poor}/robots.txt`)).status).toBe(404);
    expect((await get(`${poor}/sitemap.xml`)).status).toBe(404);
  });

  it('streams more than 2 MB at /huge', async () => {
    const answer = await get(`${poor}/huge`, { limit: 2 * 1024 * 1024 + 1 });
    expect(answer.body.length).toBeGreaterThan(2 * 1024 * 1024);
  });

  it('sends a small gzip that inflates far past 2 MB at /gzip-bomb', async () => {
    const answer = await get(`${poor}/gzip-bomb`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body.length).toBeLessThan(100 * 1024);
    expect(gunzipSync(answer.body).length).toBeGreaterThan(8 * 1024 * 1024);
  });

  it.each([
    ['/redirect-private', 'http://10.0.0.1/'],
    ['/redirect-loopback?port=4599', 'http://127.0.0.1:4599/'],
    ['/redirect-loop', '/redirect-loop'],
    ['/redirect-chain?n=3', '/redirect-chain?n=2'],
    ['/redirect-chain?n=1', '/'],
  ])('redirects %s to %s', async (path, location) => {
    const answer = await get(`${poor}${path}`);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(location);
  });

  it('serves /refs-private?port=N: a page whose references all point at loopback port N, one through this site', async () => {
    const answer = await get(`${poor}/refs-private?port=4599`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = answer.body.toString();
    for (const reference of [
      '<base href="http://127.0.0.1:4599/">',
      'href="http://[::1]:4599/style.css"',
      'href="http://localhost:4599/favicon.ico"',
      'src="http://127.0.0.1:4599/app.js"',
      'src="relative-to-base.png"',
      'srcset="http://127.0.0.1:4599/srcset.png 2x"',
      'poster="http://localhost:4599/poster.jpg"',
      `src="${poor}/redirect-loopback?port=4599"`,
    ]) {
      expect(html).toContain(reference);
    }
    expect((await get(`${poor}/refs-private?port=0`)).status).toBe(400);
    expect((await get(`${poor}/refs-private`)).status).toBe(400);
  });

  it('holds /slow without answering, and lets go when the client does', async () => {
    const closed = new Promise<void>((resolve) => {
      const outgoing = request(`${poor}/slow`, () => {
        throw new Error('/slow answered');
      });
      outgoing.on('error', () => resolve());
      outgoing.end();
      setTimeout(() => outgoing.destroy(), 200);
    });
    await closed;
  });
});

it('says in one line that a port is taken, and starts the other site', async () => {
  const squatter = createServer();
  await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
  const taken = (squatter.address() as AddressInfo).port;
  const warn = vi.spyOn(console, 'log').mockImplementation(() => {});
  const second = await startAssessmentFixture({ good: taken, poor: 0 });
  expect(second.origins.good).toBeNull();
  expect(second.origins.poor).not.toBeNull();
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]![0])).toContain(`port ${taken} (good assessment site) is already in use`);
  await second.close();
  warn.mockRestore();
  await new Promise((resolve) => squatter.close(resolve));
});

it('closes at once even while /slow holds a request', async () => {
  const third = await startAssessmentFixture({ good: 0, poor: 0 });
  const outgoing = request(`${third.origins.poor}/slow`);
  outgoing.on('error', () => {});
  outgoing.end();
  await new Promise<void>((resolve) => outgoing.once('socket', (socket) => socket.once('connect', resolve)));
  await third.close();
});
