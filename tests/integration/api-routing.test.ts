import { describe, expect, it } from 'vitest';

import { API_BODY_LIMIT_BYTES } from '@agency/common';

import { PUBLIC_PAGES } from '../../web/src/config/public-pages';
import { emulatorAddress } from '../support/emulator-hosts';
import { countContactBuckets } from '../support/firestore-admin';

import { forwardedFor, newClientIp, newEmail, validContact } from './support/contacts-api';

const site = emulatorAddress('hosting').origin;

describe('the api function behind the Hosting rewrite', () => {
  it('answers GET /api/health with { ok: true } as JSON', async () => {
    const response = await fetch(`${site}/api/health`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers an unknown API path with a 404 JSON error, not the web app', async () => {
    const response = await fetch(`${site}/api/no-such-endpoint`);

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: 'No API route for GET /api/no-such-endpoint' });
  });
});

describe('the api function refuses an oversized body before anything else', () => {
  const MB = 1024 * 1024;
  const post = (path: string, body: BodyInit, contentType: string, init: RequestInit = {}) =>
    fetch(`${site}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': contentType, 'X-Forwarded-For': forwardedFor(newClientIp()) },
      body,
      ...init,
    });

  async function expectTooLarge(response: Response) {
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      error: `The request is too large: send at most ${API_BODY_LIMIT_BYTES / 1024} KB.`,
    });
  }

  it('answers 413 JSON for /api/contacts, before its content type or rate limit is looked at', async () => {
    const buckets = await countContactBuckets();
    const padded = JSON.stringify({ ...validContact, email: newEmail(), padding: 'x'.repeat(API_BODY_LIMIT_BYTES) });

    await expectTooLarge(await post('/api/contacts', padded, 'application/json'));
    await expectTooLarge(await post('/api/contacts', 'x'.repeat(64 * 1024), 'text/plain'));
    expect(await countContactBuckets()).toBe(buckets);
  });

  it('answers 413 JSON for any other /api route, whether the size is declared or sent in chunks', async () => {
    await expectTooLarge(await post('/api/health', 'x'.repeat(64 * 1024), 'text/plain'));

    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 8; i += 1) controller.enqueue(new TextEncoder().encode('y'.repeat(8 * 1024)));
        controller.close();
      },
    });
    const chunked = await post('/api/no-such-endpoint', chunks, 'application/octet-stream', {
      duplex: 'half',
    } as RequestInit);
    await expectTooLarge(chunked);
  });

  it(
    'answers a burst of multi-megabyte posts with 413 each and keeps answering afterwards',
    { timeout: 60_000 },
    async () => {
      const buckets = await countContactBuckets();
      const huge = (i: number) => JSON.stringify({ ...validContact, padding: String(i).repeat(4 * MB) });

      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          i % 2 ? post('/api/contacts', huge(i), 'application/json') : post('/api/health', huge(i), 'text/plain'),
        ),
      );

      for (const answer of answers) await expectTooLarge(answer);
      expect(await countContactBuckets()).toBe(buckets);
      const health = await fetch(`${site}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ ok: true });
    },
  );
});

describe('Hosting', () => {
  it('serves the prerendered page, with its content, for every public route', async () => {
    const response = await fetch(`${site}/hosting`);

    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title data-page-head="">Green Australian Web Hosting | Conscious Web Studio</title>');
    expect(html).not.toContain('<div id="root"></div>');
  });

  it('serves the app shell for the portal and admin areas, which render in the browser', async () => {
    for (const path of ['/client', '/client/login', '/client/projects/p1', '/webmin1010', '/webmin1010/leads']) {
      const response = await fetch(`${site}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root"></div>');
    }
  });

  it('answers an unknown path with a 404 status and the shell, which shows the 404 page', async () => {
    const response = await fetch(`${site}/no-such-page`);

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('serves robots.txt and sitemap.xml as files listing every public page', async () => {
    const robots = await fetch(`${site}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/Disallow: \/client\/[\s\S]*Sitemap: https?:\/\/.+\/sitemap\.xml/);

    const sitemap = await fetch(`${site}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toMatch(/xml/);
    const locations = [...(await sitemap.text()).matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locations).toEqual(PUBLIC_PAGES.map((page) => page.path));
  });

  it('sends the security headers on every answer', async () => {
    for (const path of ['/', '/api/health']) {
      const { headers } = await fetch(`${site}${path}`);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('x-frame-options'), path).toBe('DENY');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('lets browsers keep hashed assets for a year but always revalidate the HTML', async () => {
    const html = await (await fetch(`${site}/`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();

    const assetResponse = await fetch(`${site}${asset}`);
    expect(assetResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    for (const path of ['/', '/hosting', '/client/login']) {
      const { headers } = await fetch(`${site}${path}`);
      expect(headers.get('cache-control'), path).toBe('no-cache');
    }
  });
});
