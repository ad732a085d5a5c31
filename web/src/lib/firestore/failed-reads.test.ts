import { preloadObservable } from 'reactfire';
import { of, throwError } from 'rxjs';
import { describe, expect, it } from 'vitest';

import { forgetFailedReads } from './failed-reads';

describe('forgetFailedReads', () => {
  it('drops reads that failed from reactfire’s memory and keeps those that succeeded', async () => {
    const failed = preloadObservable(
      throwError(() => new Error('permission-denied')),
      'test:failed',
    );
    const succeeded = preloadObservable(of('profile'), 'test:succeeded');
    await Promise.all([failed.firstEmission, succeeded.firstEmission]);
    expect(failed.ourError).toBeInstanceOf(Error);

    forgetFailedReads();

    // A read asked for again under the same id starts afresh; the good one is the same read as before.
    expect(preloadObservable(of('again'), 'test:failed')).not.toBe(failed);
    expect(preloadObservable(of('other'), 'test:succeeded')).toBe(succeeded);
  });
});
