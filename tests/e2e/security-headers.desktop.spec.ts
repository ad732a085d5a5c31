import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { CSP_HEADER, emulatorPolicy, type FirebaseConfig } from '../../scripts/lib/csp';

import { expect, expectNoCspViolations, test } from './support/test';

const firebaseJson = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'firebase.json'), 'utf8'),
) as FirebaseConfig;

test.describe('the Content-Security-Policy', () => {
  // The emulators serve firebase.json's policy with their own loopback origins added (scripts/lib/csp.ts).
  for (const path of ['/', '/faq', '/client/login', '/webmin1010/login', '/api/health']) {
    test(`is served on ${path}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.ok()).toBe(true);
      expect(response.headers()[CSP_HEADER.toLowerCase()]).toBe(emulatorPolicy(firebaseJson));
    });
  }

  test('blocks a script injected into the page, and the suite records the violation', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/client/login');
    await expect(page.getByRole('heading', { name: 'Client Login' })).toBeVisible();

    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = "ran"';
      document.head.append(script);
      return document.body.dataset.injected === 'ran';
    });

    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.length).toBe(1);
    expect(cspViolations[0]).toMatch(/inline script.*script-src/);
    // Recorded as it should be; forget it so this test's own teardown check passes.
    cspViolations.length = 0;
  });

  test('is checked after every test, failing any whose page recorded a violation', () => {
    expect(() =>
      expectNoCspViolations(["Refused to execute inline script because it violates … 'script-src'"]),
    ).toThrow(/Content-Security-Policy/);
    expect(() => expectNoCspViolations([])).not.toThrow();
  });
});
