import { collection, doc, type Firestore, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';

import { ASSESSMENT_LIMITS, type AssessmentDocument, COLLECTIONS } from '@agency/common';

import { type FailurePolicy, useLiveDocument, useLiveRows } from './live';
import { count, list, maybeText, readConverter, type Shape, text, time } from './read';

/** A website assessment as the web reads it. Only functions write them (docs/decisions/020-website-assessment.md). */
export interface Assessment extends Omit<AssessmentDocument<Date | null>, 'createdAt'> {
  id: string;
  /** The server's time, estimated while it is still pending. */
  createdAt: Date;
}

/** How many past runs a list shows; a client may run three a day, so this covers weeks of them. */
export const ASSESSMENT_LIST_SIZE = 20;

/** How a stored run reads: its times (`createdAt` always a time), and what an older run lacks. */
export const ASSESSMENT_SHAPE: Shape<Assessment> = {
  id: 'id',
  estimate: true,
  fields: {
    clientId: maybeText,
    leadId: maybeText,
    finalUrl: maybeText,
    progress: text(),
    score: count(null),
    checks: list(),
    createdAt: time(new Date(0)),
    startedAt: time(),
    finishedAt: time(),
    error: maybeText,
  },
};

const assessmentConverter = readConverter(
  ASSESSMENT_SHAPE,
  'Assessments are written only by functions: call runAssessment.',
);

export const assessmentsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.assessments).withConverter(assessmentConverter);
export const assessmentRef = (db: Firestore, id: string) => doc(assessmentsCollection(db), id);

/**
 * A client's runs, newest first: the client's own list (the rules require the filter on their uid) and the
 * agency's in the client's details. Index: clientId, createdAt desc.
 */
export const clientAssessmentsQuery = (db: Firestore, clientId: string, max = ASSESSMENT_LIST_SIZE) =>
  query(assessmentsCollection(db), where('clientId', '==', clientId), orderBy('createdAt', 'desc'), limit(max));

/** A lead's runs, newest first, for the agency (administrators only). Index: leadId, createdAt desc. */
export const leadAssessmentsQuery = (db: Firestore, leadId: string, max = ASSESSMENT_LIST_SIZE) =>
  query(assessmentsCollection(db), where('leadId', '==', leadId), orderBy('createdAt', 'desc'), limit(max));

/**
 * Whether a run is still under way, so another can't start (runAssessment refuses it): queued or running, and
 * younger than ASSESSMENT_LIMITS.staleAfterMs, past which the function takes it as lost and lets another start.
 */
export const isUnderWay = (assessment: Pick<Assessment, 'status' | 'createdAt'>, now = Date.now()) =>
  (assessment.status === 'queued' || assessment.status === 'running') &&
  now - assessment.createdAt.getTime() < ASSESSMENT_LIMITS.staleAfterMs;

/** A client's newest `max` runs, live (none to read while `clientId` is null). */
export function useClientAssessments<P extends FailurePolicy>(
  clientId: string | null,
  policy: P,
  max = ASSESSMENT_LIST_SIZE,
) {
  const db = useFirestore();
  return useLiveRows(clientId ? clientAssessmentsQuery(db, clientId, max) : null, policy);
}

/** One run, live (none to read while `id` is null). */
export function useAssessment<P extends FailurePolicy>(id: string | null | undefined, policy: P) {
  const db = useFirestore();
  return useLiveDocument(id ? assessmentRef(db, id) : null, policy);
}

/** The newest `max` runs of a client or of a lead, live (the agency's view of either). */
export function useAssessmentsOf<P extends FailurePolicy>(
  subject: { clientId: string } | { leadId: string },
  max: number,
  policy: P,
) {
  const db = useFirestore();
  return useLiveRows(
    'clientId' in subject
      ? clientAssessmentsQuery(db, subject.clientId, max)
      : leadAssessmentsQuery(db, subject.leadId, max),
    policy,
  );
}
