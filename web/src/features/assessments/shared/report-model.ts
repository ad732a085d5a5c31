import {
  ASSESSMENT_CHECKS,
  ASSESSMENT_THEME_LABELS,
  ASSESSMENT_THEMES,
  type AssessmentCheckResult,
  type AssessmentTheme,
} from '@agency/common';

/** What a score means, in plain words, from the strongest band down. */
const SCORE_BANDS = [
  { min: 90, label: 'Strong' },
  { min: 70, label: 'Good, with room to grow' },
  { min: 50, label: 'Needs work' },
  { min: 0, label: 'Holding you back' },
] as const;

export type ScoreBand = (typeof SCORE_BANDS)[number]['label'];

/** The plain-words band of a score out of 100: 90 and up "Strong", 70 "Good, with room to grow", 50 "Needs work". */
export function scoreBand(score: number): ScoreBand {
  return (SCORE_BANDS.find((band) => score >= band.min) ?? SCORE_BANDS[3]).label;
}

/** The order of verdicts within a theme: what needs doing first. */
const VERDICT_ORDER: readonly AssessmentCheckResult['verdict'][] = ['fail', 'improve', 'pass'];

export interface ThemeGroup {
  theme: AssessmentTheme;
  label: string;
  checks: (AssessmentCheckResult & { label: string })[];
}

/**
 * A run's checks under their themes, in ASSESSMENT_THEMES order; within a theme what failed first, then what to
 * improve, then what passed, each in the table's order (common/src/assessments.ts). A theme with no checks is left
 * out, as is a check the table no longer knows.
 */
export function groupChecksByTheme(checks: readonly AssessmentCheckResult[]): ThemeGroup[] {
  const order = Object.keys(ASSESSMENT_CHECKS);
  const known = checks
    .filter((check) => check.id in ASSESSMENT_CHECKS)
    .sort(
      (a, b) =>
        VERDICT_ORDER.indexOf(a.verdict) - VERDICT_ORDER.indexOf(b.verdict) ||
        order.indexOf(a.id) - order.indexOf(b.id),
    );
  return ASSESSMENT_THEMES.map((theme) => ({
    theme,
    label: ASSESSMENT_THEME_LABELS[theme],
    checks: known
      .filter((check) => ASSESSMENT_CHECKS[check.id].theme === theme)
      .map((check) => ({ ...check, label: ASSESSMENT_CHECKS[check.id].label })),
  })).filter((group) => group.checks.length > 0);
}

/** How many checks of a group got each verdict, e.g. "3 pass, 1 to improve, 1 fail". */
export function verdictSummary(checks: readonly Pick<AssessmentCheckResult, 'verdict'>[]): string {
  const count = (verdict: AssessmentCheckResult['verdict']) =>
    checks.filter((check) => check.verdict === verdict).length;
  const parts = [
    [count('pass'), 'pass'],
    [count('improve'), 'to improve'],
    [count('fail'), 'fail'],
  ] as const;
  return parts
    .filter(([n]) => n > 0)
    .map(([n, word]) => `${n} ${word}`)
    .join(', ');
}
