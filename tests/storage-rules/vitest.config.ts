import { defineConfig } from 'vitest/config';

/** Storage rules tests; `npm test` runs them only when the Storage emulator could start on this machine. */
export default defineConfig({
  test: {
    name: 'storage-rules',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
