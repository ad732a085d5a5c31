import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

/**
 * Unit tests, beside the code they test, in every workspace. Tests that need the emulators live under `tests/`
 * with configs of their own; `npm test` runs them all. The web app's tests run in jsdom, a browser-like document,
 * with one setup file that puts back what a test rendered, faked or stubbed; the rest run in Node, as their code does.
 */
const ROOT = fileURLToPath(new URL('.', import.meta.url));

/**
 * The web's test files that replace a module with `vi.mock`. The rest share one jsdom document and module cache
 * per worker (`isolate: false`), which took the web's tests from 195 s to about 120 s here: most of a file's time
 * was making a fresh document and importing React, MUI and Firebase again. A mocked module would leak from a file
 * that mocks it into the next file the worker runs, so those files keep a world of their own each.
 */
function webFilesThatMock(): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.test\.tsx?$/.test(entry.name) && readFileSync(path, 'utf8').includes('vi.mock(')) {
        found.push(relative(ROOT, path).split('\\').join('/'));
      }
    }
  };
  visit(join(ROOT, 'web', 'src'));
  return found;
}
const MOCKING = webFilesThatMock();
const WEB_EXCLUDE = ['**/node_modules/**', 'web/dist/**', 'web/src/config/firebase-env.test.ts'];

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
    // 147 s, for the web's tests here). In `npm test` only the integration tier, which mostly waits, runs beside it.
    maxWorkers: availableParallelism(),
    // An upper bound, not a wait: `npm test` runs this tier beside the functions integration tier, whose emulator
    // takes a core now and then, and a component test that renders a screen took over Vitest's 5 s under load.
    testTimeout: 15_000,
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
          exclude: [...WEB_EXCLUDE, ...MOCKING],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit (web, mocks)',
          include: MOCKING,
          exclude: WEB_EXCLUDE,
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
    ],
  },
});
