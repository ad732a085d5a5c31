// It reads web/.env.* from disk, as web/vite.config.ts does at build time in Node.
import { loadEnv } from 'vite';
import { describe, expect, it } from 'vitest';

import { EMULATORS_MODE, FIREBASE_ENV_KEYS, firebaseOptionsFrom, firebaseSettingsProblem } from './firebase-env';

const realSettings = {
  VITE_FIREBASE_API_KEY: 'AIzaSyExample',
  VITE_FIREBASE_AUTH_DOMAIN: 'studio-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'studio-prod',
  VITE_FIREBASE_STORAGE_BUCKET: 'studio-prod.firebasestorage.app',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

describe('firebaseSettingsProblem for a production build', () => {
  it('should let a build with every setting go ahead', () => {
    expect(firebaseSettingsProblem('production', realSettings)).toBeUndefined();
  });

  it('should stop a build with no settings at all, naming each one and where to put them', () => {
    const problem = firebaseSettingsProblem('production', {});
    for (const key of Object.values(FIREBASE_ENV_KEYS)) expect(problem).toContain(key);
    expect(problem).toMatch(/web\/\.env\.production\.local/);
    expect(problem).toMatch(/--mode emulators/);
  });

  it.each(Object.values(FIREBASE_ENV_KEYS))('should stop a build without %s, or with it blank', (key) => {
    for (const value of [undefined, '', '   ']) {
      const problem = firebaseSettingsProblem('production', { ...realSettings, [key]: value });
      expect(problem).toMatch(new RegExp(`missing: ${key}\\.`));
    }
  });

  it('should stop a build that names a demo project, which would only ever talk to emulators', () => {
    const demo = { ...realSettings, VITE_FIREBASE_PROJECT_ID: 'demo-agency' };
    expect(firebaseSettingsProblem('production', demo)).toMatch(/demo project "demo-agency"/);
  });

  it('should hold any other mode to the same rule', () => {
    expect(firebaseSettingsProblem('staging', {})).toMatch(/^The staging build needs/);
  });
});

describe('firebaseSettingsProblem for the emulators build', () => {
  it('should accept the committed web/.env.emulators, a demo project the launcher serves', () => {
    const env = loadEnv(EMULATORS_MODE, new URL('../..', import.meta.url).pathname, 'VITE_');
    expect(firebaseSettingsProblem(EMULATORS_MODE, env)).toBeUndefined();
    // The same project id as the emulators (scripts/lib/emulators.ts) and their seeded data.
    expect(firebaseOptionsFrom(env).projectId).toBe('demo-agency');
  });

  it('should refuse a real project, so an emulators build can never reach real data', () => {
    expect(firebaseSettingsProblem(EMULATORS_MODE, realSettings)).toMatch(/must use a demo- project/);
  });

  it('should refuse missing settings', () => {
    expect(firebaseSettingsProblem(EMULATORS_MODE, {})).toMatch(/missing VITE_FIREBASE_API_KEY/);
  });
});

describe('firebaseOptionsFrom', () => {
  it('should map each variable to its Firebase option, trimmed', () => {
    expect(firebaseOptionsFrom({ ...realSettings, VITE_FIREBASE_APP_ID: ' 1:123:web:abc ' })).toEqual({
      apiKey: 'AIzaSyExample',
      authDomain: 'studio-prod.firebaseapp.com',
      projectId: 'studio-prod',
      storageBucket: 'studio-prod.firebasestorage.app',
      appId: '1:123:web:abc',
    });
  });
});
