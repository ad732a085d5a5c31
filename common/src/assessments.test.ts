import { describe, expect, it } from 'vitest';

import {
  ASSESSMENT_CHECK_IDS,
  ASSESSMENT_CHECKS,
  ASSESSMENT_SERVICE_LABELS,
  ASSESSMENT_THEMES,
  assessmentScore,
  assessmentServices,
  normaliseWebsiteUrl,
  runAssessmentSchema,
  weakestChecks,
} from './assessments';

describe('the assessment checks table', () => {
  it('has weights that add up to 100, every check in a theme, and a service page for each', () => {
    const checks = ASSESSMENT_CHECK_IDS.map((id) => ASSESSMENT_CHECKS[id]);
    expect(checks.reduce((sum, check) => sum + check.weight, 0)).toBe(100);
    for (const check of checks) {
      expect(ASSESSMENT_THEMES).toContain(check.theme);
      expect(check.weight).toBeGreaterThan(0);
      expect(ASSESSMENT_SERVICE_LABELS[check.servicePath]).toBeTruthy();
    }
  });

  it('links only to the service pages the spec names', () => {
    const paths = [
      '/hosting',
      '/search-optimisation',
      '/digital-marketing',
      '/ai-consultancy',
      '/web-design',
      '/content-creation',
      '/ai-video-studio',
      '/ai-insight-lab',
    ];
    for (const id of ASSESSMENT_CHECK_IDS) expect(paths).toContain(ASSESSMENT_CHECKS[id].servicePath);
  });
});

describe('assessmentScore', () => {
  it('gives a pass its whole weight, improve half and fail none', () => {
    const all = (verdict: 'pass' | 'improve' | 'fail') => ASSESSMENT_CHECK_IDS.map((id) => ({ id, verdict }));
    expect(assessmentScore(all('pass'))).toBe(100);
    expect(assessmentScore(all('improve'))).toBe(50);
    expect(assessmentScore(all('fail'))).toBe(0);
    expect(
      assessmentScore([
        { id: 'https', verdict: 'pass' },
        { id: 'title', verdict: 'improve' },
        { id: 'csp', verdict: 'fail' },
      ]),
    ).toBe(13);
  });
});

describe('assessmentServices', () => {
  it('lists the services that fix what did not pass, most points at stake first', () => {
    const services = assessmentServices([
      { id: 'https', verdict: 'fail' },
      { id: 'title', verdict: 'improve' },
      { id: 'metaDescription', verdict: 'fail' },
      { id: 'lang', verdict: 'pass' },
    ]);
    expect(services).toEqual([
      { path: '/hosting', label: 'Green managed hosting', checkIds: ['https'], points: 10 },
      { path: '/search-optimisation', label: 'Search optimisation', checkIds: ['title', 'metaDescription'], points: 8 },
    ]);
  });
});

describe('weakestChecks', () => {
  it('lists what did not pass, most points lost first, table order between equals', () => {
    const results = [
      { id: 'title', verdict: 'improve' },
      { id: 'csp', verdict: 'fail' },
      { id: 'https', verdict: 'pass' },
      { id: 'hsts', verdict: 'fail' },
      { id: 'responseTime', verdict: 'fail' },
    ] as const;
    expect(weakestChecks(results).map((result) => result.id)).toEqual(['responseTime', 'csp', 'hsts']);
    expect(weakestChecks(results, 5).map((result) => result.id)).toEqual(['responseTime', 'csp', 'hsts', 'title']);
  });
});

describe('normaliseWebsiteUrl', () => {
  it.each([
    ['example.com.au', 'https://example.com.au/'],
    ['  http://Example.com/about#team ', 'http://example.com/about'],
    ['https://example.com/?q=1', 'https://example.com/?q=1'],
  ])('reads %j as %j', (input, expected) => {
    expect(normaliseWebsiteUrl(input)).toBe(expected);
  });

  it.each([
    '',
    'ftp://example.com',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'https://user:pw@example.com/',
    'http://',
  ])('refuses %j', (input) => {
    expect(normaliseWebsiteUrl(input)).toBeNull();
  });
});

describe('runAssessmentSchema', () => {
  it('takes an address alone, or with a client or a lead, but not both', async () => {
    await expect(runAssessmentSchema.validate({ url: 'example.com' })).resolves.toBeTruthy();
    await expect(runAssessmentSchema.validate({ url: 'example.com', clientId: 'abc' })).resolves.toBeTruthy();
    await expect(runAssessmentSchema.validate({ url: 'example.com', clientId: 'a', leadId: 'b' })).rejects.toThrow(
      'not both',
    );
    await expect(runAssessmentSchema.validate({ url: 'gopher://example.com' })).rejects.toThrow('http or https');
  });
});
