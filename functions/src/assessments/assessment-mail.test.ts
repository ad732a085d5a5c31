import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { AssessmentCheckResult } from '@agency/common';

import { assessmentFinishedMail, weakestChecks } from './assessment-mail';

const check = (id: AssessmentCheckResult['id'], verdict: AssessmentCheckResult['verdict']): AssessmentCheckResult => ({
  id,
  verdict,
  reason: `${id} reason.`,
  value: `${id} value`,
});

describe('weakestChecks', () => {
  it('puts the most points lost first: fails before improves, heavier checks first, then the table’s order', () => {
    const checks = [
      check('title', 'pass'),
      check('lang', 'fail'), // 4 lost
      check('responseTime', 'improve'), // 5 lost
      check('https', 'fail'), // 10 lost
      check('h1', 'fail'), // 4 lost, after lang
      check('viewport', 'improve'), // 3 lost
    ];
    expect(weakestChecks(checks).map(({ id }) => id)).toEqual(['https', 'responseTime', 'lang']);
    expect(weakestChecks([check('title', 'pass')])).toEqual([]);
  });
});

describe('assessmentFinishedMail', () => {
  beforeEach(() => vi.stubEnv('PORTAL_URL', 'https://portal.example.com'));
  afterEach(() => vi.unstubAllEnvs());

  it('names the client, the site, the score, the weakest checks and links to their details, with everything escaped', () => {
    const mail = assessmentFinishedMail(
      'hello@agency.example',
      { uid: 'uid-1', name: 'Rita <b>Bold</b>', businessName: 'R&B\nBcc: x@evil.example', email: 'rita@example.com' },
      {
        url: 'https://example.com/?q=<script>',
        score: 42,
        checks: [check('https', 'fail'), check('title', 'improve'), check('lang', 'pass')],
      },
    );
    expect(mail.to).toEqual(['hello@agency.example']);
    expect(mail.replyTo).toBe('rita@example.com');
    expect(mail.message.subject).not.toMatch(/[\r\n]/);
    expect(mail.message.subject).toContain('42 out of 100');
    expect(mail.message.text).toContain('Score: 42 out of 100.');
    expect(mail.message.text).toContain('- HTTPS, with plain http sent there: https reason. (https value)');
    expect(mail.message.text).toContain('- Page title: title reason. (title value)');
    expect(mail.message.text).not.toContain('Page language');
    expect(mail.message.text).toContain('https://portal.example.com/webmin1010/clients?client=uid-1');
    expect(mail.message.html).not.toMatch(/<b>|<script>/);
    expect(mail.message.html).toContain('Rita &lt;b&gt;Bold&lt;/b&gt; (R&amp;B');
  });
});
