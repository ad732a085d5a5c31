import { describe, expect, it } from 'vitest';

import type { AssessmentCheckResult } from '@agency/common';

import { groupChecksByTheme, scoreBand, verdictSummary } from './report-model';

const check = (id: AssessmentCheckResult['id'], verdict: AssessmentCheckResult['verdict']): AssessmentCheckResult => ({
  id,
  verdict,
  reason: `${id} reason`,
  value: `${id} value`,
});

describe('scoreBand', () => {
  it('names each band from its lowest score', () => {
    expect(scoreBand(100)).toBe('Strong');
    expect(scoreBand(90)).toBe('Strong');
    expect(scoreBand(89)).toBe('Good, with room to grow');
    expect(scoreBand(70)).toBe('Good, with room to grow');
    expect(scoreBand(69)).toBe('Needs work');
    expect(scoreBand(50)).toBe('Needs work');
    expect(scoreBand(49)).toBe('Holding you back');
    expect(scoreBand(0)).toBe('Holding you back');
  });
});

describe('groupChecksByTheme', () => {
  it('groups checks under their themes in the themes’ order: fail, then improve, then pass, each in table order', () => {
    const groups = groupChecksByTheme([
      check('viewport', 'pass'),
      check('title', 'fail'),
      check('lang', 'improve'),
      check('https', 'pass'),
      check('hsts', 'fail'),
      check('responseTime', 'pass'),
      check('imageAlt', 'fail'),
      check('csp', 'fail'),
    ]);
    expect(groups.map((group) => group.label)).toEqual([
      'Security',
      'Speed',
      'Search and sharing',
      'Accessibility and phones',
    ]);
    expect(groups.map((group) => group.checks.map((item) => item.id))).toEqual([
      ['hsts', 'csp', 'https'],
      ['responseTime'],
      ['title'],
      ['imageAlt', 'lang', 'viewport'],
    ]);
    expect(groups[2]!.checks[0]).toMatchObject({ label: 'Page title', verdict: 'fail', value: 'title value' });
  });

  it('leaves out themes with no checks and checks the table does not know', () => {
    const groups = groupChecksByTheme([
      check('title', 'pass'),
      { ...check('title', 'pass'), id: 'retired' as AssessmentCheckResult['id'] },
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.checks).toHaveLength(1);
  });
});

describe('verdictSummary', () => {
  it('counts each verdict, leaving out those with none', () => {
    expect(verdictSummary([check('https', 'pass'), check('hsts', 'pass'), check('csp', 'fail')])).toBe(
      '2 pass, 1 fail',
    );
    expect(verdictSummary([check('https', 'improve')])).toBe('1 to improve');
  });
});
