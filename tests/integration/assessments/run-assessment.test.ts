import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  ASSESSMENT_CHECK_IDS,
  ASSESSMENT_LIMITS,
  ASSESSMENT_LOST_RUN,
  type AssessmentCheckId,
  type AssessmentVerdict,
  COLLECTIONS,
  type MailDocument,
} from '@agency/common';

import { assessment } from '../../support/factories';
import { adminAuth, db } from '../../support/firestore-admin';
import { newAccount, removeTestAccounts, type TestAccount } from '../support/accounts';
import {
  assessmentRef,
  assessmentsOf,
  GOOD_SITE,
  POOR_SITE,
  removeTestAssessments,
  runAssessment,
  runAssessmentAndWait,
  seedLead,
  type StoredAssessment,
  trackAssessment,
  trackAssessmentLimit,
} from '../support/assessments';
import { idTokenFor } from '../support/sign-in';
import { clientWithProfile } from '../support/threads';

/** The agency's address for notifications (AGENCY_NOTIFY_EMAIL's default, which the emulator uses). */
const AGENCY_EMAIL = 'hello@consciouswebstudio.com.au';

// The sweep's work is a plain function its scheduled function calls: the test calls it too.
const { failLostRuns } = await import('../../../functions/src/assessments/fail-lost-runs');

let admin: TestAccount;
let adminToken: string;
beforeAll(async () => {
  admin = await newAccount({ role: 'admin' });
  adminToken = await idTokenFor(admin);
});
afterAll(async () => {
  await removeTestAssessments();
  await removeTestAccounts();
});

/** A client with a profile, signed in, whose daily counter the clean-up removes. */
async function signedInClient(name: string): Promise<{ client: TestAccount; token: string }> {
  const client = await clientWithProfile(name);
  trackAssessmentLimit(client.uid);
  return { client, token: await idTokenFor(client) };
}

const verdicts = (assessment: StoredAssessment) =>
  Object.fromEntries(assessment.checks.map((check) => [check.id, check.verdict]));
const checkOf = (assessment: StoredAssessment, id: AssessmentCheckId) =>
  assessment.checks.find((check) => check.id === id)!;

const docOf = async (collection: string, id: string) => (await db.collection(collection).doc(id).get()).data();

/** A run written straight in as `runAssessment` leaves one, `ageMs` old, in `status`. */
async function seedRun(subject: { clientId: string }, status: 'queued' | 'running', ageMs: number) {
  const ref = db.collection(COLLECTIONS.assessments).doc();
  trackAssessment(ref.id);
  // Written 'running' first, so the trigger leaves it alone (it runs only a run created queued), then put in the
  // state the test needs.
  await ref.set(
    assessment({
      clientId: subject.clientId,
      url: POOR_SITE,
      status: 'running',
      progress: 'Fetching the page',
      createdAt: new Date(Date.now() - ageMs),
      startedAt: null,
    }),
  );
  if (status !== 'running') await ref.update({ status });
  return ref.id;
}

const GOOD_VERDICTS: Record<AssessmentCheckId, AssessmentVerdict> = {
  // The fixture is plain http on loopback: HTTPS, HSTS (ignored on http) and mixed content can't pass there.
  https: 'fail',
  responseTime: 'pass',
  htmlWeight: 'pass',
  pageWeight: 'pass',
  compression: 'pass',
  title: 'pass',
  metaDescription: 'pass',
  h1: 'pass',
  canonical: 'pass',
  openGraph: 'pass',
  structuredData: 'pass',
  robotsTxt: 'pass',
  sitemap: 'pass',
  lang: 'pass',
  viewport: 'pass',
  imageAlt: 'pass',
  hsts: 'fail',
  csp: 'pass',
  contentTypeOptions: 'pass',
  mixedContent: 'improve',
};

const POOR_VERDICTS: Record<AssessmentCheckId, AssessmentVerdict> = {
  https: 'fail',
  responseTime: 'pass',
  htmlWeight: 'pass',
  pageWeight: 'pass',
  compression: 'fail',
  title: 'fail',
  metaDescription: 'improve',
  h1: 'improve',
  canonical: 'improve',
  openGraph: 'improve',
  structuredData: 'fail',
  robotsTxt: 'fail',
  sitemap: 'fail',
  lang: 'fail',
  viewport: 'improve',
  imageAlt: 'fail',
  hsts: 'fail',
  csp: 'fail',
  contentTypeOptions: 'fail',
  mixedContent: 'improve',
};

describe('runAssessment on the fixture sites', () => {
  it('scores the good site 85 with every check’s verdict, puts it on the client’s timeline and mails the agency (a warm lead)', async () => {
    const { client, token } = await signedInClient('Gita Good');

    const { answer, assessmentId, assessment } = await runAssessmentAndWait({ url: GOOD_SITE }, token);

    expect(answer.error).toBeUndefined();
    expect(assessment).toMatchObject({
      clientId: client.uid,
      leadId: null,
      url: GOOD_SITE,
      finalUrl: GOOD_SITE,
      status: 'done',
      error: null,
      requestedBy: client.uid,
      requestedByRole: 'client',
      score: 85,
    });
    expect(assessment!.startedAt).not.toBeNull();
    expect(assessment!.finishedAt!.toMillis()).toBeGreaterThanOrEqual(assessment!.startedAt!.toMillis());
    expect(assessment!.checks.map((check) => check.id)).toEqual([...ASSESSMENT_CHECK_IDS]);
    expect(verdicts(assessment!)).toEqual(GOOD_VERDICTS);
    expect(checkOf(assessment!, 'imageAlt').value).toBe('3 of 3 (100%)');
    expect(checkOf(assessment!, 'pageWeight').value).toMatch(/^[\d.]+ (bytes|KB) in 7 files$/);
    expect(checkOf(assessment!, 'compression').value).toBe('gzip');

    expect(await docOf(COLLECTIONS.activity, `assessment-finished-${assessmentId}`)).toMatchObject({
      type: 'assessment_finished',
      actor: client.uid,
      actorName: 'Gita Good',
      actorRole: 'client',
      subjectUid: client.uid,
      clientId: client.uid,
      clientName: 'Green Roots Naturopathy',
      clientVisible: true,
      summary: 'Gita Good (Green Roots Naturopathy) ran a website assessment of 127.0.0.1: 85 out of 100.',
      details: { assessmentId, score: 85, url: GOOD_SITE },
    });
    const mail = (await docOf(COLLECTIONS.mail, `assessment-${assessmentId}`)) as MailDocument<unknown>;
    expect(mail).toMatchObject({ to: [AGENCY_EMAIL], replyTo: client.email });
    expect(mail.message.subject).toBe('Website assessment by Gita Good (Green Roots Naturopathy): 85 out of 100');
    expect(mail.message.text).toContain('Score: 85 out of 100.');
    // The three weakest: HTTPS (10 points lost), HSTS (4), mixed content (1).
    expect(mail.message.text).toMatch(
      /- HTTPS, with plain http sent there: .*\n- HTTPS enforced \(Strict-Transport-Security header\): .*\n- No mixed content: /,
    );
    expect(mail.message.text).toContain(`/webmin1010/clients?client=${client.uid}`);
  });

  it('scores the poor site 36 for an administrator assessing a lead, counting what it could not size, with no timeline entry or mail', async () => {
    const leadId = await seedLead();

    const { answer, assessmentId, assessment } = await runAssessmentAndWait({ url: POOR_SITE, leadId }, adminToken);

    expect(answer.error).toBeUndefined();
    expect(assessment).toMatchObject({ clientId: null, leadId, status: 'done', requestedByRole: 'admin', score: 36 });
    expect(verdicts(assessment!)).toEqual(POOR_VERDICTS);
    // Two of its six resources can't be sized: a missing image, and a tracker on a private address (refused).
    expect(checkOf(assessment!, 'pageWeight').value).toMatch(/ in 7 files \(2 not sized\)$/);
    expect(checkOf(assessment!, 'imageAlt').value).toBe('1 of 4 (25%)');
    expect(checkOf(assessment!, 'structuredData').value).toBe('0 of 1 valid');
    expect(checkOf(assessment!, 'robotsTxt').value).toBe('not found (404)');
    expect(await docOf(COLLECTIONS.activity, `assessment-finished-${assessmentId}`)).toBeUndefined();
    expect(await docOf(COLLECTIONS.mail, `assessment-${assessmentId}`)).toBeUndefined();
  });

  it('records an administrator’s run for a client on the client’s timeline, without mailing the agency', async () => {
    const { client } = await signedInClient('Ada Assessed');

    const { assessmentId, assessment } = await runAssessmentAndWait(
      { url: POOR_SITE, clientId: client.uid },
      adminToken,
    );

    expect(assessment).toMatchObject({ clientId: client.uid, status: 'done', requestedByRole: 'admin' });
    expect(await docOf(COLLECTIONS.activity, `assessment-finished-${assessmentId}`)).toMatchObject({
      actor: admin.uid,
      actorName: admin.email,
      actorRole: 'admin',
      clientId: client.uid,
      clientVisible: true,
      summary: `${admin.email} assessed Green Roots Naturopathy’s website 127.0.0.1: 36 out of 100.`,
    });
    expect(await docOf(COLLECTIONS.mail, `assessment-${assessmentId}`)).toBeUndefined();
  });

  it('fails a run whose page answers an error, in words', async () => {
    const { token } = await signedInClient('Nina Notfound');

    const { assessment } = await runAssessmentAndWait({ url: `${POOR_SITE}no-such-page` }, token);

    expect(assessment).toMatchObject({
      status: 'failed',
      error: 'The site answered 404 Not Found.',
      score: null,
      checks: [],
    });
    expect(assessment!.finishedAt).not.toBeNull();
  });
});

describe('runAssessment’s limits', () => {
  it(`takes ${ASSESSMENT_LIMITS.perDay} runs a day from a client, then refuses with nothing created`, async () => {
    const { client, token } = await signedInClient('Lou Limit');
    for (let run = 0; run < ASSESSMENT_LIMITS.perDay; run++) {
      expect((await runAssessmentAndWait({ url: POOR_SITE }, token)).assessment?.status).toBe('done');
    }

    const refused = await runAssessment({ url: POOR_SITE }, token);

    expect(refused.error).toMatchObject({
      status: 'RESOURCE_EXHAUSTED',
      message: expect.stringMatching(
        /^You can run 3 assessments a day; you can run the next one after \w+day \d{1,2}:\d{2} [ap]m \(Brisbane time\)\.$/,
      ),
    });
    expect(await assessmentsOf({ clientId: client.uid })).toHaveLength(ASSESSMENT_LIMITS.perDay);
  });

  it('gives back a run refused for its address (private, or a name that does not exist), so a slip costs nothing', async () => {
    const { client, token } = await signedInClient('Tia Typo');
    for (const url of ['http://10.0.0.1/', 'https://no-such-host.invalid/']) {
      const { assessment } = await runAssessmentAndWait({ url }, token);
      expect(assessment?.status).toBe('failed');
    }
    const counter = () => docOf(COLLECTIONS.rateLimits, `assessments-${client.uid}`);
    await expect.poll(async () => (await counter())?.count).toBe(0);

    for (let run = 0; run < ASSESSMENT_LIMITS.perDay; run++) {
      expect((await runAssessmentAndWait({ url: POOR_SITE }, token)).assessment?.status).toBe('done');
    }
    expect((await counter())?.count).toBe(ASSESSMENT_LIMITS.perDay);
    expect((await runAssessment({ url: POOR_SITE }, token)).error).toMatchObject({ status: 'RESOURCE_EXHAUSTED' });
  });

  it('counts a run whose site answered and then redirected into a private address: only a dead end is given back', async () => {
    const { client, token } = await signedInClient('Rex Redirect');
    const counter = () => docOf(COLLECTIONS.rateLimits, `assessments-${client.uid}`);

    const redirected = await runAssessmentAndWait({ url: `${POOR_SITE}redirect-loopback?port=4599` }, token);
    expect(redirected.assessment).toMatchObject({
      status: 'failed',
      error: 'That address points into a private network, which we do not assess.',
    });
    // A typo's run after it is given back; the redirected one stays counted.
    expect((await runAssessmentAndWait({ url: 'http://10.0.0.1/' }, token)).assessment?.status).toBe('failed');
    await expect.poll(async () => (await counter())?.count).toBe(1);

    for (let run = 1; run < ASSESSMENT_LIMITS.perDay; run++) {
      expect((await runAssessmentAndWait({ url: POOR_SITE }, token)).assessment?.status).toBe('done');
    }
    expect((await runAssessment({ url: POOR_SITE }, token)).error).toMatchObject({ status: 'RESOURCE_EXHAUSTED' });
  });

  it('refuses a second run while one is queued or running, counting nothing; a run lost for longer than the stale time is marked failed and does not block', async () => {
    const { client, token } = await signedInClient('Olga Once');
    const running = await seedRun({ clientId: client.uid }, 'running', 1000);

    const refused = await runAssessment({ url: POOR_SITE }, token);

    expect(refused.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'An assessment is already running; its report will show here when it finishes.',
    });
    expect(await assessmentsOf({ clientId: client.uid })).toHaveLength(1);
    expect(await docOf(COLLECTIONS.rateLimits, `assessments-${client.uid}`)).toBeUndefined();

    const queued = await seedRun({ clientId: client.uid }, 'queued', 5000);
    expect((await runAssessment({ url: POOR_SITE }, token)).error).toMatchObject({ status: 'FAILED_PRECONDITION' });
    await assessmentRef(queued).update({ status: 'failed' });

    await assessmentRef(running).update({
      createdAt: Timestamp.fromMillis(Date.now() - ASSESSMENT_LIMITS.staleAfterMs - 1000),
    });
    const { assessment } = await runAssessmentAndWait({ url: POOR_SITE }, token);
    expect(assessment?.status).toBe('done');
    expect((await assessmentRef(running).get()).data()).toMatchObject({
      status: 'failed',
      error: 'This assessment stopped before it finished; please run it again.',
    });
  });

  it('never has two runs of one lead unfinished at once, however many are asked for at the same moment', async () => {
    const leadId = await seedLead();

    const answers = await Promise.all(
      Array.from({ length: 6 }, () => runAssessment({ url: POOR_SITE, leadId }, adminToken)),
    );

    // Usually several are refused; how many depends on how the emulator interleaves the calls, so the test holds
    // to what must always be true: a refusal says why, and admitted runs never overlap.
    const refused = answers.filter((answer) => answer.error);
    for (const answer of refused) expect(answer.error).toMatchObject({ status: 'FAILED_PRECONDITION' });
    // Every admitted run finishes (left to, so the clean-up does not pull a document from under it)...
    await expect
      .poll(async () => (await assessmentsOf({ leadId })).every((run) => run.status === 'done'), {
        timeout: 15_000,
        interval: 250,
      })
      .toBe(true);
    // ... and each began after the one before it had finished.
    const runs = (await assessmentsOf({ leadId })).sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());
    expect(runs).toHaveLength(answers.length - refused.length);
    for (let i = 1; i < runs.length; i++) {
      expect(runs[i]!.createdAt.toMillis()).toBeGreaterThanOrEqual(runs[i - 1]!.finishedAt!.toMillis());
    }
  });
});

describe('the hourly sweep of lost runs', () => {
  it('marks failed a run still queued or running past the stale time, and leaves a live one alone', async () => {
    const { client } = await signedInClient('Lola Lost');
    const { client: other } = await signedInClient('Liv Live');
    const lost = await seedRun({ clientId: client.uid }, 'queued', ASSESSMENT_LIMITS.staleAfterMs + 60_000);
    const live = await seedRun({ clientId: other.uid }, 'running', 1000);

    expect(await failLostRuns(new Date())).toBeGreaterThanOrEqual(1);

    expect((await assessmentRef(lost).get()).data()).toMatchObject({
      status: 'failed',
      progress: 'Finished',
      error: ASSESSMENT_LOST_RUN,
    });
    expect((await assessmentRef(live).get()).data()?.status).toBe('running');
    await assessmentRef(live).update({ status: 'failed' });
  });
});

describe('runAssessment under contention', () => {
  it('says another assessment is starting, not "internal", when another admission holds the lead up past its retries', async () => {
    const leadId = await seedLead();
    // A transaction holding the lead's admission document (run-assessment.ts) as another admission would: the
    // call's own transaction waits on it until every attempt has timed out, then fails ABORTED.
    const admission = db.collection(COLLECTIONS.rateLimits).doc(`assessment-admission-lead-${leadId}`);
    let release!: () => void;
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = db.runTransaction(
      async (transaction) => {
        await transaction.get(admission);
        holding();
        await new Promise<void>((resolve) => (release = resolve));
      },
      { maxAttempts: 1 },
    );
    await held;
    try {
      const answer = await runAssessment({ url: POOR_SITE, leadId }, adminToken);
      expect(answer.error).toMatchObject({
        status: 'FAILED_PRECONDITION',
        message: 'Another assessment is just starting; its report will show here when it finishes.',
      });
      expect(await assessmentsOf({ leadId })).toEqual([]);
    } finally {
      release();
      await holder.catch(() => {});
    }
  }, 60_000);
});

describe('who may run an assessment of what', () => {
  it('refuses a client naming another client or a lead, and creates nothing', async () => {
    const { client, token } = await signedInClient('Cora Curious');
    const { client: other } = await signedInClient('Otto Other');
    const leadId = await seedLead();

    for (const data of [
      { url: GOOD_SITE, clientId: other.uid },
      { url: GOOD_SITE, leadId },
      { url: GOOD_SITE, clientId: client.uid, leadId },
    ]) {
      const answer = await runAssessment(data, token);
      expect(answer.error, JSON.stringify(data)).toMatchObject({
        status: expect.stringMatching(/PERMISSION_DENIED|INVALID_ARGUMENT/),
      });
    }
    expect((await runAssessment({ url: GOOD_SITE, clientId: other.uid }, token)).error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: 'You can run an assessment for your own website only.',
    });
    expect(await assessmentsOf({ clientId: other.uid })).toEqual([]);
    expect(await assessmentsOf({ clientId: client.uid })).toEqual([]);
    expect(await assessmentsOf({ leadId })).toEqual([]);
  });

  it('refuses an administrator an unknown client or lead, or no subject at all', async () => {
    expect((await runAssessment({ url: GOOD_SITE, clientId: 'no-such-client' }, adminToken)).error).toMatchObject({
      status: 'NOT_FOUND',
      message: 'No client has that id.',
    });
    expect((await runAssessment({ url: GOOD_SITE, leadId: 'no-such-lead' }, adminToken)).error).toMatchObject({
      status: 'NOT_FOUND',
      message: 'No lead has that id.',
    });
    expect((await runAssessment({ url: GOOD_SITE }, adminToken)).error).toMatchObject({
      status: 'INVALID_ARGUMENT',
    });
  });

  it('refuses a signed-out caller, an account with no role, a disabled client, and an address that is not a website', async () => {
    const { token } = await signedInClient('Will Weburl');
    const nobody = await idTokenFor(await newAccount());
    const disabled = await newAccount({ role: 'client' });
    const disabledToken = await idTokenFor(disabled);
    await adminAuth.updateUser(disabled.uid, { disabled: true });

    expect((await runAssessment({ url: GOOD_SITE }, null)).error).toMatchObject({ status: 'UNAUTHENTICATED' });
    expect((await runAssessment({ url: GOOD_SITE }, nobody)).error).toMatchObject({ status: 'PERMISSION_DENIED' });
    expect((await runAssessment({ url: GOOD_SITE }, disabledToken)).error).toMatchObject({
      status: 'PERMISSION_DENIED',
    });
    for (const url of ['ftp://example.com/', 'javascript:alert(1)', '', 'http://user:pass@example.com/']) {
      const answer = await runAssessment({ url }, token);
      expect(answer.error, url).toMatchObject({ status: 'INVALID_ARGUMENT' });
      expect(answer.error!.details!.fields!.url, url).toBeTruthy();
    }
  });
});
