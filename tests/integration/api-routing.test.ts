import { describe, expect, it } from 'vitest';

import { emulatorAddress } from '../support/emulator-hosts';

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

describe('Hosting', () => {
  it('serves the web app for any other path, so the router can show its page or the 404', async () => {
    const response = await fetch(`${site}/no-such-page`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<div id="root"></div>');
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

    for (const path of ['/', '/index.html', '/client/login']) {
      const { headers } = await fetch(`${site}${path}`);
      expect(headers.get('cache-control'), path).toBe('no-cache');
    }
  });
});
