import { describe, expect, it } from 'vitest';

import { RUN_BUDGET_SECONDS, summaryLine, TIER_BUDGET_SECONDS } from './tiers';

describe("npm test's summary", () => {
  it("gives a tier's seconds against its budget", () => {
    const line = summaryLine({ tier: 'unit', outcome: 'passed', seconds: 87.04 });

    expect(line).toContain(`87.0 s of ${TIER_BUDGET_SECONDS.unit} s`);
    expect(line).not.toContain('over budget');
  });

  it('names a tier that took longer than its budget, beside its own note', () => {
    const budget = TIER_BUDGET_SECONDS['end-to-end (Chromium)'];
    const line = summaryLine({
      tier: 'end-to-end (Chromium)',
      outcome: 'failed',
      seconds: budget + 1,
      note: 'see log',
    });

    expect(line).toContain('(over budget; see log)');
  });

  it('fits the tiers, as they run side by side, in the whole run with 45 s to build and start', () => {
    const b = TIER_BUDGET_SECONDS;
    const wall =
      Math.max(b.typecheck, b.lint) +
      b.unit +
      b['size budget'] +
      b['rules (Storage)'] +
      Math.max(b['rules (Firestore)'], b['integration (functions)']) +
      b['end-to-end (Chromium)'];

    expect(wall + 45).toBeLessThanOrEqual(RUN_BUDGET_SECONDS);
  });

  it('leaves a tier without a budget (a failed build) without figures to compare', () => {
    expect(summaryLine({ tier: 'build', outcome: 'failed', seconds: 0 })).not.toContain(' of ');
  });
});
