import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

/**
 * Unit tests, beside the code they test, in every workspace. Tests that need the emulators live under `tests/`
 * with configs of their own; `npm test` runs them all. The web app's tests run in jsdom, a browser-like document,
 * with one setup file that puts back what a test rendered, faked or stubbed; the rest run in Node, as their code does.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./web/src', import.meta.url)),
      // The document factories every tier shares (web/tsconfig.json names the same path).
      '@tests': fileURLToPath(new URL('./tests/support', import.meta.url)),
    },
  },
  test: {
    exclude: ['**/node_modules/**', 'web/dist/**', 'functions/lib/**'],
    // Every core: Vitest leaves one free by default, which on a two-core machine ran the tier on one (85 s, not
    // 147 s, for the web's tests here). Nothing else runs beside the unit tier in `npm test`.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // The web build's own config code (it reads .env files, as Vite does in Node) is tested in Node too.
          include: ['{common,functions,scripts}/**/*.test.{ts,tsx}', 'web/src/config/firebase-env.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'unit (web)',
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'web/dist/**', 'web/src/config/firebase-env.test.ts'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
    ],
  },
});
