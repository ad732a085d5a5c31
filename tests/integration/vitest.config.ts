import { defineConfig } from 'vitest/config';

/** Functions and data integration tests, against the running emulators and through the Hosting rewrite. */
export default defineConfig({
  test: {
    name: 'integration',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
