import type { Timestamp } from 'firebase-admin/firestore';

import { type AssessmentDocument, COLLECTIONS, type RunAssessmentResult } from '@agency/common';

import { lead } from '../../support/factories';
import { db } from '../../support/firestore-admin';

import { callCallable } from './callables';

export type StoredAssessment = AssessmentDocument<Timestamp>;

/**
 * The project's loopback fixture sites (scripts/lib/assessment-fixture.ts, started with the emulators), the only
 * private addresses the function may fetch, and only in the emulator (ASSESSMENT_FIXTURE_ORIGINS).
 */
export const GOOD_SITE = 'http://127.0.0.1:4580/';
export const POOR_SITE = 'http://127.0.0.1:4581/';

const assessmentIds = new Set<string>();
const leadIds = new Set<string>();
const rateLimitIds = new Set<string>();

export const assessmentRef = (id: string) => db.collection(COLLECTIONS.assessments).doc(id);
export const assessmentOf = async (id: string) =>
  (await assessmentRef(id).get()).data() as StoredAssessment | undefined;

/** Calls `runAssessment` as the web app does; an admitted run is remembered for `removeTestAssessments`. */
export async function runAssessment(data: unknown, idToken?: string | null) {
  const answer = await callCallable<RunAssessmentResult>('runAssessment', data, idToken ?? undefined);
  if (answer.result?.assessmentId) assessmentIds.add(answer.result.assessmentId);
  return answer;
}

/** Remembers an assessment written some other way (seeded), and a client's daily-limit counter. */
export const trackAssessment = (id: string) => assessmentIds.add(id);
export const trackAssessmentLimit = (uid: string) => rateLimitIds.add(`assessments-${uid}`);

/**
 * Resolves with the assessment once it is `done` or `failed`, listening to its document (no fixed waits);
 * rejects after `timeoutMs`, saying where it got stuck. The bound is generous: the function runs one assessment
 * per instance, so on a busy two-core machine a run can wait for an instance to start or to finish another
 * (a run of the deadline test takes its 10 s).
 */
export function finishedAssessment(assessmentId: string, timeoutMs = 40_000): Promise<StoredAssessment> {
  return new Promise((resolve, reject) => {
    let last: StoredAssessment | undefined;
    const timer = setTimeout(() => {
      unsubscribe();
      reject(
        new Error(
          `assessment ${assessmentId} was still ${last?.status ?? 'missing'} (${last?.progress ?? ''}) after ${timeoutMs} ms`,
        ),
      );
    }, timeoutMs);
    const unsubscribe = assessmentRef(assessmentId).onSnapshot(
      (snapshot) => {
        last = snapshot.data() as StoredAssessment | undefined;
        if (last?.status === 'done' || last?.status === 'failed') {
          clearTimeout(timer);
          unsubscribe();
          resolve(last);
        }
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Calls `runAssessment` and, when it admits the run, waits for the run to finish. `answer` is the callable's
 * answer (its `error` when refused, with nothing to wait for); `assessment` the finished document.
 */
export async function runAssessmentAndWait(
  data: unknown,
  idToken?: string | null,
  { timeoutMs = 40_000 }: { timeoutMs?: number } = {},
): Promise<{
  answer: Awaited<ReturnType<typeof runAssessment>>;
  assessmentId?: string;
  assessment?: StoredAssessment;
}> {
  const answer = await runAssessment(data, idToken);
  const assessmentId = answer.result?.assessmentId;
  if (!assessmentId) return { answer };
  return { answer, assessmentId, assessment: await finishedAssessment(assessmentId, timeoutMs) };
}

/** A contact-form lead, written straight in as the `api` function stores one. */
export async function seedLead(name = 'Lena Lead'): Promise<string> {
  const ref = db.collection(COLLECTIONS.leads).doc();
  await ref.set(
    lead({
      name,
      email: `${ref.id.toLowerCase()}@example.com`,
      industry: 'natural-health',
      message: 'Could you look at our website?',
      createdAt: new Date(),
      searchTerms: [],
    }),
  );
  leadIds.add(ref.id);
  return ref.id;
}

/** The assessments of one client or lead, newest first. */
export async function assessmentsOf(subject: { clientId: string } | { leadId: string }) {
  const [field, id] = 'clientId' in subject ? ['clientId', subject.clientId] : ['leadId', subject.leadId];
  const snapshot = await db.collection(COLLECTIONS.assessments).where(field, '==', id).get();
  for (const doc of snapshot.docs) assessmentIds.add(doc.id);
  return snapshot.docs.map((doc) => ({ id: doc.id, ...(doc.data() as StoredAssessment) }));
}

/** Deletes the assessments (with their mails and activity entries), leads and daily counters the tests made. */
export async function removeTestAssessments(): Promise<void> {
  const batch = db.batch();
  const runs = assessmentIds.size ? await db.getAll(...[...assessmentIds].map((id) => assessmentRef(id))) : [];
  for (const run of runs) {
    // The document runAssessment keeps per client or lead while admitting a run (run-assessment.ts).
    const { clientId, leadId } = (run.data() ?? {}) as Partial<StoredAssessment>;
    if (clientId) rateLimitIds.add(`assessment-admission-client-${clientId}`);
    if (leadId) rateLimitIds.add(`assessment-admission-lead-${leadId}`);
  }
  for (const id of assessmentIds) {
    batch.delete(assessmentRef(id));
    batch.delete(db.collection(COLLECTIONS.mail).doc(`assessment-${id}`));
    batch.delete(db.collection(COLLECTIONS.activity).doc(`assessment-finished-${id}`));
  }
  for (const id of leadIds) batch.delete(db.collection(COLLECTIONS.leads).doc(id));
  for (const id of rateLimitIds) batch.delete(db.collection(COLLECTIONS.rateLimits).doc(id));
  await batch.commit();
  assessmentIds.clear();
  leadIds.clear();
  rateLimitIds.clear();
}
