import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { ASSESSMENT_LIMITS } from '@agency/common';

import { newAccount, removeTestAccounts } from '../support/accounts';
import {
  POOR_SITE,
  removeTestAssessments,
  runAssessment,
  runAssessmentAndWait,
  seedLead,
} from '../support/assessments';
import { type Canary, startCanary } from '../support/canary';
import { idTokenFor } from '../support/sign-in';

/**
 * The assessment must never be a way into a private network (issue 16, docs/decisions/020-website-assessment.md).
 * Each case asks the real `runAssessment` (an administrator, for a lead of its own, so no daily limit or
 * one-at-a-time rule gets in the way) and follows the run to its end: refused with a clear message, or bounded.
 * A canary on a loopback port stands for what lies behind the address; it must see no request at all. The only
 * loopback origins the function may reach are the project's fixture sites (emulator only, exact origins).
 */

const PRIVATE_NETWORK = 'That address points into a private network, which we do not assess.';

let adminToken: string;
let canary: Canary;

beforeAll(async () => {
  adminToken = await idTokenFor(await newAccount({ role: 'admin' }));
});
afterAll(async () => {
  await removeTestAssessments();
  await removeTestAccounts();
});

beforeEach(async () => {
  canary = await startCanary();
});
afterEach(async () => {
  await canary.close();
  expect(canary.hits, 'no request may reach the private address').toEqual([]);
});

/** Runs an assessment of `url` for a fresh lead and waits for it to end. */
async function assess(url: string, timeoutMs?: number) {
  const leadId = await seedLead('SSRF Lead');
  const started = Date.now();
  const { answer, assessment } = await runAssessmentAndWait({ url, leadId }, adminToken, { timeoutMs });
  expect(answer.error).toBeUndefined();
  return { assessment: assessment!, tookMs: Date.now() - started };
}

describe('addresses that point into a private network are refused', () => {
  it.each([
    ['loopback', (port: number) => `http://127.0.0.1:${port}/`],
    ['IPv6 loopback', (port: number) => `http://[::1]:${port}/`],
    ['IPv4-mapped IPv6 loopback', (port: number) => `http://[::ffff:127.0.0.1]:${port}/`],
    ['loopback spelt as a number', (port: number) => `http://2130706433:${port}/`],
    ['a host name that resolves to loopback', (port: number) => `http://localhost:${port}/`],
    ['10/8', () => 'http://10.0.0.1/'],
    ['172.16/12', () => 'http://172.16.0.1/'],
    ['192.168/16', () => 'http://192.168.1.1/'],
    ['the metadata server', () => 'http://169.254.169.254/computeMetadata/v1/'],
    ["the metadata server's name", () => 'http://metadata.google.internal/computeMetadata/v1/'],
  ])('%s', async (_name, urlFor) => {
    const { assessment } = await assess(urlFor(canary.port));
    expect(assessment).toMatchObject({ status: 'failed', error: PRIVATE_NETWORK, score: null, checks: [] });
  });

  it('a fixture port that is not one of the named fixture origins', async () => {
    // 127.0.0.1 is allowed only for the exact fixture origins; the canary's port is not one of them.
    const { assessment } = await assess(`http://127.0.0.1:${canary.port}/robots.txt`);
    expect(assessment.error).toBe(PRIVATE_NETWORK);
  });
});

describe('redirects are checked like the first address', () => {
  it('into a private address', async () => {
    const { assessment } = await assess(`${POOR_SITE}redirect-private`);
    expect(assessment).toMatchObject({ status: 'failed', error: PRIVATE_NETWORK });
  });

  it('into loopback (the canary)', async () => {
    const { assessment } = await assess(`${POOR_SITE}redirect-loopback?port=${canary.port}`);
    expect(assessment).toMatchObject({ status: 'failed', error: PRIVATE_NETWORK });
  });

  it('more than five of them', async () => {
    const { assessment } = await assess(`${POOR_SITE}redirect-loop`);
    expect(assessment).toMatchObject({
      status: 'failed',
      error: `The site redirected more than ${ASSESSMENT_LIMITS.maxRedirects} times.`,
    });
  });

  it('five are followed', async () => {
    const { assessment } = await assess(`${POOR_SITE}redirect-chain?n=5`);
    expect(assessment).toMatchObject({ status: 'done', finalUrl: POOR_SITE });
  });
});

describe("a page's own references are checked like the first address", () => {
  it('a page on an allowed site referencing loopback by every route is scored, fetching none of them', async () => {
    // scripts/lib/assessment-fixture.ts, /refs-private: <base>, stylesheet, icon, script, img (srcset too), video
    // poster and source, iframe, all at the canary's port as 127.0.0.1, [::1], localhost, ::ffff:127.0.0.1 and
    // 2130706433, and an image on the site itself that redirects to the canary.
    const { assessment } = await assess(`${POOR_SITE}refs-private?port=${canary.port}`);
    expect(assessment.status).toBe('done');
    // The page and its nine fetchable references (the iframe and srcset are not fetched), none of them sized.
    expect(assessment.checks.find((check) => check.id === 'pageWeight')).toMatchObject({
      value: expect.stringMatching(/ in 10 files \(9 not sized\)$/),
      reason: expect.stringContaining('We could not learn the size of 9'),
    });
    // afterEach: the canary saw no request.
  });
});

describe('what is not a website address is refused at the door', () => {
  it.each(['ftp://example.com/', 'file:///etc/passwd', 'javascript:alert(1)', 'gopher://127.0.0.1:70/'])(
    '%s',
    async (url) => {
      const leadId = await seedLead('SSRF Lead');
      const answer = await runAssessment({ url, leadId }, adminToken);
      expect(answer.error).toMatchObject({
        status: 'INVALID_ARGUMENT',
        details: { fields: { url: 'Enter an http or https website address, such as example.com.au' } },
      });
    },
  );
});

describe('answers are bounded', () => {
  it('a page of more than 2 MB is read to 2 MB and scored', async () => {
    const { assessment } = await assess(`${POOR_SITE}huge`);
    expect(assessment.status).toBe('done');
    expect(assessment.checks.find((check) => check.id === 'htmlWeight')).toMatchObject({
      verdict: 'fail',
      value: 'more than 2 MB',
    });
  });

  it('a gzip bomb is inflated to 2 MB only, and scored', async () => {
    const { assessment } = await assess(`${POOR_SITE}gzip-bomb`);
    expect(assessment.status).toBe('done');
    expect(assessment.checks.find((check) => check.id === 'htmlWeight')).toMatchObject({ verdict: 'fail' });
  });

  it('a server that never answers fails the run at the deadline', async () => {
    const { assessment, tookMs } = await assess(`${POOR_SITE}slow`, 20_000);
    expect(assessment).toMatchObject({
      status: 'failed',
      error: `The site did not answer within ${ASSESSMENT_LIMITS.timeoutMs / 1000} seconds.`,
    });
    // The run's one deadline, plus the emulator's start-up and the writes around it.
    expect(tookMs).toBeGreaterThanOrEqual(ASSESSMENT_LIMITS.timeoutMs);
    expect(tookMs).toBeLessThan(ASSESSMENT_LIMITS.timeoutMs + 4_000);
  });
});
