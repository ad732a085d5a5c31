import { FieldValue, Timestamp, type WithFieldValue } from 'firebase-admin/firestore';
import { type CallableRequest, HttpsError, onCall } from 'firebase-functions/v2/https';

import {
  ASSESSMENT_LIMITS,
  normaliseWebsiteUrl,
  roleOf,
  type RunAssessmentResult,
  runAssessmentSchema,
} from '@agency/common';

import { db } from '../lib/admin';
import { adminCaller, type Caller, signedInCaller } from '../lib/callable-auth';
import { parseCallableData } from '../lib/callable-input';
import {
  assessmentRef,
  type AssessmentSubject,
  type StoredAssessment,
  unfinishedAssessmentsOf,
} from '../lib/firestore/assessments';
import { clientRef } from '../lib/firestore/clients';
import { leadRef } from '../lib/firestore/leads';
import { rateLimitRef } from '../lib/firestore/rate-limits';

import { takeDailyRun } from './daily-limit';
import { markLost } from './fail-lost-runs';

/**
 * Admits one website assessment and answers with its id at once; `onAssessmentCreated` runs it and the browser
 * follows `assessments/{id}` (docs/decisions/020-website-assessment.md).
 * - A client assesses for themselves only, at most ASSESSMENT_LIMITS.perDay runs in 24 hours (daily-limit.ts: a
 *   window opened by the first run; a refused call counts nothing, a run refused for its address is given back).
 * - An administrator assesses for exactly one existing client or lead, without a limit.
 * - One run at a time per client or lead: a run queued or running, younger than ASSESSMENT_LIMITS.staleAfterMs,
 *   refuses another; an older one is taken as lost and marked failed. The check, the count and the create are one
 *   transaction, so two calls at once can't both start.
 */
export const runAssessment = onCall({ cors: true }, async (request): Promise<RunAssessmentResult> => {
  const { caller, role } = await callerOf(request);
  const input = await parseCallableData(runAssessmentSchema, request.data);
  // The schema has checked that it normalises.
  const url = normaliseWebsiteUrl(input.url)!;
  const subject = role === 'client' ? clientSubject(caller, input) : await adminSubject(input);

  const ref = assessmentRef();
  await admit(async (transaction) => {
    const admission = admissionRef(subject);
    const [unfinished] = await Promise.all([
      transaction.get(unfinishedAssessmentsOf(subject)),
      transaction.get(admission),
    ]);
    const now = Date.now();
    // A run's trigger may have been lost (a crash, a deploy); past staleAfterMs another may start.
    const isLive = (createdAt: StoredAssessment['createdAt'] | null) =>
      now - (createdAt?.toMillis() ?? now) < ASSESSMENT_LIMITS.staleAfterMs;
    if (unfinished.docs.some((doc) => isLive(doc.data().createdAt))) {
      throw new HttpsError(
        'failed-precondition',
        'An assessment is already running; its report will show here when it finishes.',
      );
    }
    // After the transaction's other reads (Firestore reads everything before it writes).
    if (role === 'client') await takeDailyRun(transaction, caller.uid, now);
    const assessment: WithFieldValue<StoredAssessment> = {
      clientId: 'clientId' in subject ? subject.clientId : null,
      leadId: 'leadId' in subject ? subject.leadId : null,
      url,
      finalUrl: null,
      status: 'queued',
      progress: 'Waiting to start',
      score: null,
      checks: [],
      requestedBy: caller.uid,
      requestedByRole: role,
      createdAt: FieldValue.serverTimestamp(),
      startedAt: null,
      finishedAt: null,
      error: null,
    };
    transaction.create(ref, assessment);
    // A lost run says so, rather than showing its progress line for ever.
    for (const lost of unfinished.docs) markLost(transaction, lost.ref);
    transaction.set(admission, {
      windowStart: Timestamp.fromMillis(now),
      count: 1,
      expiresAt: Timestamp.fromMillis(now + ASSESSMENT_LIMITS.staleAfterMs),
    });
  });
  return { assessmentId: ref.id };
});

/** What a caller reads when another admission for the same client or lead held the transaction up past its retries. */
const CONTENDED = 'Another assessment is just starting; its report will show here when it finishes.';

/** gRPC's ABORTED: the transaction lost to another on the same documents, every one of the SDK's attempts. */
const ABORTED = 10;

/**
 * Runs the admission transaction. The SDK retries one that contends with another (they share the admission
 * document, by design); when the retries run out the error is ABORTED (production's contention, and the emulator's
 * "Transaction lock timeout"), which means another run for the same client or lead is being admitted, so the caller
 * is told that rather than "internal". Every other error passes through as it is.
 */
async function admit(work: Parameters<typeof db.runTransaction>[0]): Promise<void> {
  try {
    await db.runTransaction(work);
  } catch (error) {
    if (!(error instanceof HttpsError) && (error as { code?: unknown } | null)?.code === ABORTED) {
      throw new HttpsError('failed-precondition', CONTENDED);
    }
    throw error;
  }
}

/**
 * One document per client or lead that every admission reads and writes, so two admissions at once contend on
 * it and Firestore runs them one after the other: the second's query then sees the first's run, whether or not a
 * query's read locks out a document another transaction adds. It lives among the rate-limit windows, in their
 * shape, and expires with them (`expiresAt`).
 */
function admissionRef(subject: AssessmentSubject) {
  return rateLimitRef(
    'clientId' in subject
      ? `assessment-admission-client-${subject.clientId}`
      : `assessment-admission-lead-${subject.leadId}`,
  );
}

/** A client (the token and the Auth record as it is now both say so) or an administrator; nobody else. */
async function callerOf(request: CallableRequest): Promise<{ caller: Caller; role: 'client' | 'admin' }> {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Please sign in first.');
  if (roleOf(request.auth.token) === 'admin') return { caller: await adminCaller(request), role: 'admin' };
  const caller = await signedInCaller(request);
  // A role changed since sign-in counts for nothing.
  if (roleOf(request.auth.token) !== 'client' || roleOf(caller.user.customClaims) !== 'client') {
    throw new HttpsError('permission-denied', 'Only clients and the agency can run an assessment.');
  }
  return { caller, role: 'client' };
}

/** A client's run is always of their own site: naming anyone else is refused, not quietly ignored. */
function clientSubject(caller: Caller, input: { clientId?: string; leadId?: string }): AssessmentSubject {
  if (input.leadId || (input.clientId && input.clientId !== caller.uid)) {
    throw new HttpsError('permission-denied', 'You can run an assessment for your own website only.');
  }
  return { clientId: caller.uid };
}

/** An administrator's run is of exactly one client or lead, which must exist. */
async function adminSubject(input: { clientId?: string; leadId?: string }): Promise<AssessmentSubject> {
  if (input.clientId) {
    if (!(await clientRef(input.clientId).get()).exists) {
      throw new HttpsError('not-found', 'No client has that id.');
    }
    return { clientId: input.clientId };
  }
  if (input.leadId) {
    if (!(await leadRef(input.leadId).get()).exists) throw new HttpsError('not-found', 'No lead has that id.');
    return { leadId: input.leadId };
  }
  const message = 'Choose the client or lead whose website this is.';
  throw new HttpsError('invalid-argument', message, { fields: { clientId: message } });
}
