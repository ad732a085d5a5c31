import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  emulatorFirebaseConfig,
  emulatorPolicy,
  type FirebaseConfig,
  parsePolicy,
  sitePolicy,
  withConnectSources,
} from './csp';
import { ROOT } from './paths';

const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as FirebaseConfig;

/** What the portal calls in production: Auth, token refresh, Firestore, the callables' region, Storage. */
const FIREBASE_ENDPOINTS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
  'https://*.cloudfunctions.net',
  'https://firebasestorage.googleapis.com',
];

describe('the production Content-Security-Policy in firebase.json', () => {
  const policy = parsePolicy(sitePolicy(firebaseJson));

  it('should have every directive the site relies on, with exactly the sources it needs', () => {
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      // The Firestore SDK's connection check, when a connection drops (docs/decisions/010).
      // Previews of shared files, read through storage.rules into this page's own blob: URLs (docs/decisions/010).
      'img-src': ["'self'", 'blob:', 'https://www.google.com/images/cleardot.gif'],
      'frame-src': ['blob:'],
      'font-src': ["'self'"],
      'media-src': ["'self'"],
      'connect-src': ["'self'", ...FIREBASE_ENDPOINTS],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    });
  });

  it('should allow no loopback address, plain http, bare wildcard or eval anywhere', () => {
    const sources = [...policy.values()].flat();
    const unsafe = sources.filter((source) =>
      /localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0|^http:|^\*$|^https?:$|unsafe-eval|unsafe-hashes/i.test(source),
    );
    expect(unsafe).toEqual([]);
  });
});

describe('the emulators’ copy of firebase.json', () => {
  const copy = emulatorFirebaseConfig(firebaseJson);

  it('should add the browser-facing emulators’ loopback origins to connect-src, and nothing else', () => {
    const production = parsePolicy(sitePolicy(firebaseJson));
    const emulators = parsePolicy(sitePolicy(copy));
    const added = emulators.get('connect-src')!.filter((source) => !production.get('connect-src')!.includes(source));

    expect([...added].sort()).toEqual(
      [9099, 8080, 5001, 9199].flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]).sort(),
    );
    expect(Object.fromEntries(emulators)).toEqual({
      ...Object.fromEntries(production),
      'connect-src': [...production.get('connect-src')!, ...added],
    });
  });

  it('should leave the rest of firebase.json exactly as it is, and the original untouched', () => {
    const withoutPolicy = (config: FirebaseConfig) =>
      JSON.parse(JSON.stringify(config).replaceAll(JSON.stringify(sitePolicy(config)), '"<policy>"')) as unknown;
    expect(withoutPolicy(copy)).toEqual(withoutPolicy(firebaseJson));
    expect(sitePolicy(firebaseJson)).not.toBe(sitePolicy(copy));
    expect(sitePolicy(copy)).toBe(emulatorPolicy(firebaseJson));
  });
});

describe('withConnectSources', () => {
  it('should append new origins once, keeping the order of every directive', () => {
    expect(
      withConnectSources("default-src 'self'; connect-src 'self' https://a.example", [
        'https://a.example',
        'http://b:1',
      ]),
    ).toBe("default-src 'self'; connect-src 'self' https://a.example http://b:1");
  });

  it('should refuse a policy without connect-src rather than widen default-src by accident', () => {
    expect(() => withConnectSources("default-src 'self'", ['http://127.0.0.1:1'])).toThrow(/no connect-src/);
  });
});
