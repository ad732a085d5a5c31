import { defineConfig } from 'vitest/config';

/** Firestore rules tests: one module per collection, against the emulator, one file at a time. */
export default defineConfig({
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
