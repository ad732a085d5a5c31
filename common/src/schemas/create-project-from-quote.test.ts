import { describe, expect, it } from 'vitest';

import { createProjectFromQuoteSchema } from './project-template';

describe('createProjectFromQuoteSchema', () => {
  const valid = (startDate: string) => createProjectFromQuoteSchema.isValidSync({ quoteId: 'q1', startDate });

  it('takes a real day within the years a project can start in', () => {
    expect(valid('2026-11-28')).toBe(true);
    expect(valid('2000-01-01')).toBe(true);
    expect(valid('2100-12-31')).toBe(true);
  });

  it('refuses a day that is none, or one so far off its milestones would pass the calendar', () => {
    expect(valid('2026-02-30')).toBe(false);
    expect(valid('9999-12-31')).toBe(false);
    expect(valid('1999-12-31')).toBe(false);
  });
});
