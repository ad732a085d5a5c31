import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { AssessmentCheckResult } from '@agency/common';

import { assessmentFinishedMail } from './assessment-mail';

const check = (id: AssessmentCheckResult['id'], verdict: AssessmentCheckResult['verdict']): AssessmentCheckResult => ({
  id,
  verdict,
  reason: `${id} reason.`,
  value: `${id} value`,
});

describe('assessmentFinishedMail', () => {
  beforeEach(() => vi.stubEnv('PORTAL_URL', 'https://portal.example.com'));
  afterEach(() => vi.unstubAllEnvs());

  it('names the client, the site, the score, the weakest checks and links to the report and their details, with everything escaped', () => {
    const mail = assessmentFinishedMail(
      'hello@agency.example',
      { uid: 'uid-1', name: 'Rita <b>Bold</b>', businessName: 'R&B\nBcc: x@evil.example', email: 'rita@example.com' },
      {
        id: 'run-1',
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
    expect(mail.message.text).toContain('The report: https://portal.example.com/webmin1010/assessments/run-1');
    expect(mail.message.text).toContain('https://portal.example.com/webmin1010/clients?client=uid-1');
    expect(mail.message.html).toContain(
      '<a href="https://portal.example.com/webmin1010/assessments/run-1">Read the report</a>',
    );
    expect(mail.message.html).not.toMatch(/<b>|<script>/);
    expect(mail.message.html).toContain('Rita &lt;b&gt;Bold&lt;/b&gt; (R&amp;B');
  });
});
