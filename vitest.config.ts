import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

/**
 * Unit tests, beside the code they test, in every workspace. Tests that need the emulators live under `tests/`
 * with configs of their own; `npm test` runs them all.
 */
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) },
  },
  test: {
    name: 'unit',
    include: ['{common,functions,web,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'web/dist/**', 'functions/lib/**'],
    environment: 'node',
  },
});
