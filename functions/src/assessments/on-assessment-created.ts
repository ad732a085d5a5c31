import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';

import { ASSESSMENT_LIMITS, assessmentScore } from '@agency/common';

import { agencyNotifyEmail } from '../config';
import { activityExists, actorOf, clientActor, clientNameOf, clientPersonName, recordActivity } from '../lib/activity';
import { db } from '../lib/admin';
import { ASSESSMENT_DOCUMENT_PATH, assessmentRef, type StoredAssessment } from '../lib/firestore/assessments';
import { clientRef } from '../lib/firestore/clients';
import { mailRef } from '../lib/firestore/mail';

import { ASSESSMENT_PROGRESS, AssessmentFailure, assessSite, type SiteAssessment } from './assess-site';
import { assessmentFinishedMail } from './assessment-mail';
import { giveBackDailyRun } from './daily-limit';
import { SafeFetchError } from './safe-fetch';

/** What a failed run says when the cause is ours, not the site's (the details go to the log only). */
const UNEXPECTED_FAILURE = 'Something went wrong on our side while assessing the site; please try again later.';
const DEADLINE_FAILURE = `The site did not answer within ${ASSESSMENT_LIMITS.timeoutMs / 1000} seconds.`;

type AssessmentRef = ReturnType<typeof assessmentRef>;

/**
 * Runs an assessment `runAssessment` admitted (docs/decisions/020-website-assessment.md): queued → running (only
 * if still queued, so a second delivery of the event does nothing), then assessSite under one deadline of
 * ASSESSMENT_LIMITS.timeoutMs for the whole run, writing each step's progress line, then `done` with the checks
 * and score or `failed` with the reason in words. Whatever goes wrong, the run ends `failed`, never stays running.
 * A client's finished run goes on their timeline and mails the agency (a warm lead); an administrator's run for a
 * client goes on the timeline only; a lead's run records nothing.
 */
export const onAssessmentCreated = onDocumentCreated(
  {
    document: ASSESSMENT_DOCUMENT_PATH,
    timeoutSeconds: 60,
    // A hostile megabyte of markup (readPage parses no more) still builds a tree of about 200 MB, past what the
    // default 256 MiB leaves beside the runtime; one run per instance, so two such runs never add up.
    memory: '1GiB',
    concurrency: 1,
  },
  async (event) => {
    // Only a run created queued (by runAssessment) is ever run: one written in another state is not waiting.
    if (event.data?.data().status !== 'queued') return;
    const ref = assessmentRef(event.params.assessmentId);
    const assessment = await db.runTransaction(async (transaction) => {
      const data = (await transaction.get(ref)).data();
      if (data?.status !== 'queued') return null;
      transaction.update(ref, {
        status: 'running',
        startedAt: FieldValue.serverTimestamp(),
        progress: ASSESSMENT_PROGRESS.page,
      });
      return data;
    });
    if (!assessment) return;

    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), ASSESSMENT_LIMITS.timeoutMs);
    let shown: string = ASSESSMENT_PROGRESS.page;
    let result: SiteAssessment;
    try {
      result = await assessSite(assessment.url, {
        signal: deadline.signal,
        onProgress: async (line) => {
          if (line === shown) return;
          shown = line;
          // A lost progress line is not worth failing the run for.
          await ref.update({ progress: line }).catch((error: unknown) => {
            logger.warn('assessment progress not written', { assessmentId: ref.id, error });
          });
        },
      });
    } catch (error) {
      await fail(ref, failureMessage(error, deadline.signal.aborted));
      // Nothing of the site could be read (a private address, a name that does not exist: a typo): a client's
      // slip does not cost one of their runs for the day. A site that answered and then pointed somewhere we do not
      // go (a redirect into a private address) was read, and its run counts.
      if (assessment.requestedByRole === 'client' && assessment.clientId && isUnreadAddress(error)) {
        await giveBackDailyRun(assessment.clientId, assessment.createdAt.toDate()).catch((caught: unknown) =>
          logger.error('daily run not given back', { assessmentId: ref.id, error: caught }),
        );
      }
      return;
    } finally {
      clearTimeout(timer);
    }
    try {
      await finish(ref, assessment, result);
    } catch (error) {
      logger.error('assessment result not written', { assessmentId: ref.id, error });
      await fail(ref, UNEXPECTED_FAILURE);
    }
  },
);

const isUnreadAddress = (error: unknown) =>
  error instanceof SafeFetchError &&
  !error.siteAnswered &&
  (error.problem === 'address' || error.problem === 'dns' || error.problem === 'scheme');

/** The reason a person reads: the site's problem in words, or a plain sentence when the problem is ours. */
function failureMessage(error: unknown, pastDeadline: boolean): string {
  if (error instanceof SafeFetchError || error instanceof AssessmentFailure) return error.message;
  if (pastDeadline) return DEADLINE_FAILURE;
  logger.error('assessment failed unexpectedly', { error });
  return UNEXPECTED_FAILURE;
}

async function finish(ref: AssessmentRef, assessment: StoredAssessment, result: SiteAssessment): Promise<void> {
  const score = assessmentScore(result.checks);
  const batch = db.batch();
  batch.update(ref, {
    status: 'done',
    progress: 'Finished',
    finalUrl: result.finalUrl,
    checks: result.checks,
    score,
    finishedAt: FieldValue.serverTimestamp(),
  });
  if (assessment.clientId) {
    const clientId = assessment.clientId;
    const entryId = `assessment-finished-${ref.id}`;
    const [profile, logged] = await Promise.all([
      clientRef(clientId)
        .get()
        .then((snapshot) => snapshot.data()),
      activityExists(entryId),
    ]);
    const name = clientPersonName(profile);
    const byClient = assessment.requestedByRole === 'client';
    const actor = byClient
      ? clientActor(assessment.requestedBy, profile)
      : await actorOf(assessment.requestedBy, { fallbackName: 'The team', fallbackRole: 'admin' });
    if (!logged) {
      recordActivity(
        batch,
        {
          type: 'assessment_finished',
          ...actor,
          subjectUid: clientId,
          clientId,
          clientName: clientNameOf(profile),
          projectId: null,
          projectName: null,
          clientVisible: true,
          details: { assessmentId: ref.id, score, url: assessment.url },
        },
        entryId,
      );
    }
    if (byClient) {
      batch.set(
        mailRef(`assessment-${ref.id}`),
        assessmentFinishedMail(
          agencyNotifyEmail.value(),
          { uid: clientId, name, businessName: profile?.businessName ?? '', email: profile?.email ?? '' },
          { id: ref.id, url: assessment.url, score, checks: result.checks },
        ),
      );
    }
  }
  await batch.commit();
}

async function fail(ref: AssessmentRef, message: string): Promise<void> {
  await ref
    .update({ status: 'failed', progress: 'Finished', error: message, finishedAt: FieldValue.serverTimestamp() })
    .catch((error: unknown) => logger.error('failed assessment not written', { assessmentId: ref.id, error }));
}
