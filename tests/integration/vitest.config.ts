import { defineConfig } from 'vitest/config';

/** Functions and data integration tests, against the running emulators and through the Hosting rewrite. */
export default defineConfig({
  test: {
    name: 'integration',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    // An upper bound, not a wait: long enough for a function's cold start and a queued trigger on a busy machine
    // (Firestore's rules tests run beside this tier).
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
