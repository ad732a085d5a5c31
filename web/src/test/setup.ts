import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, vi } from 'vitest';

// Every web unit test starts from an empty document, real timers and the real globals, whatever the test before
// it rendered, faked, spied on or stubbed (testing-library only cleans up by itself when Vitest's globals are on).
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// Test files share one document and module cache per worker (vitest.config.ts): what a file left in the
// browser's storage, on <html> or in the toast store goes with it.
afterAll(() => {
  toast.remove();
  localStorage.clear();
  sessionStorage.clear();
  for (const name of Object.keys(document.documentElement.dataset)) delete document.documentElement.dataset[name];
  document.title = '';
});
