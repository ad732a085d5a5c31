import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Every web unit test starts from an empty document, real timers and the real globals, whatever the test before
// it rendered, faked, spied on or stubbed (testing-library only cleans up by itself when Vitest's globals are on).
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
