import { describe, expect, it } from 'vitest';

import { nextRunText } from './daily-limit';

describe('nextRunText', () => {
  it('says when the next run is allowed in Brisbane time, whatever the server’s zone', () => {
    // 09:17 UTC on Tuesday 24 November 2026 is 7:17 pm that Tuesday in Brisbane (UTC+10, no daylight saving).
    expect(nextRunText(new Date('2026-11-24T09:17:00Z'))).toBe('after Tuesday 7:17 pm (Brisbane time)');
    expect(nextRunText(new Date('2026-11-24T23:05:00Z'))).toBe('after Wednesday 9:05 am (Brisbane time)');
  });
});
