import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

/** Firestore rules tests: one module per collection, against the emulator, one file at a time. */
export default defineConfig({
  resolve: {
    // The SDK, noting which writes were stored, so a test after one that changed nothing skips the reseed.
    alias: [
      {
        find: /^firebase\/firestore$/,
        replacement: fileURLToPath(new URL('./support/firestore-writes.ts', import.meta.url)),
      },
    ],
  },
  test: {
    name: 'rules',
    root: import.meta.dirname,
    include: ['firestore/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    globalSetup: ['./support/coverage-report.ts'],
  },
});
