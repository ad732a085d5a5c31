import { describe, expect, it } from 'vitest';

import { failureLines, RUN_BUDGET_SECONDS, summaryLine, TIER_BUDGET_SECONDS } from './tiers';

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

  it("names a failed tier's failed tests and files, once each, without colours", () => {
    const output = [
      ' \u001b[32m✓\u001b[39m integration  leads/join.test.ts (4 tests) 900ms',
      ' \u001b[31m×\u001b[39m marks the lead when its person writes again 61000ms',
      ' FAIL  integration  leads/join.test.ts > marks the lead when its person writes again',
      ' FAIL  integration  leads/join.test.ts > marks the lead when its person writes again',
      '  ✘  12 [desktop] › tests/e2e/shell.spec.ts:7:3 › the app shell (3.1s)',
    ].join('\n');

    expect(failureLines(output)).toEqual([
      '× marks the lead when its person writes again 61000ms',
      'FAIL  integration  leads/join.test.ts > marks the lead when its person writes again',
      '✘  12 [desktop] › tests/e2e/shell.spec.ts:7:3 › the app shell (3.1s)',
    ]);
  });

  it('keeps a long list of failures short', () => {
    const output = Array.from({ length: 30 }, (_, index) => `FAIL  test ${index}`).join('\n');

    expect(failureLines(output)).toHaveLength(13);
    expect(failureLines(output).at(-1)).toBe('… and 18 more');
  });
});
