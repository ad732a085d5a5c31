import {
  collection,
  doc,
  type Firestore,
  type FirestoreDataConverter,
  limit,
  orderBy,
  query,
  where,
} from 'firebase/firestore';

import { ASSESSMENT_LIMITS, type AssessmentDocument, COLLECTIONS } from '@agency/common';

import { toDate } from './timestamps';

/** A website assessment as the web reads it. Only functions write them (docs/decisions/020-website-assessment.md). */
export interface Assessment extends Omit<AssessmentDocument<Date | null>, 'createdAt'> {
  id: string;
  /** The server's time, estimated while it is still pending. */
  createdAt: Date;
}

/** How many past runs a list shows; a client may run three a day, so this covers weeks of them. */
export const ASSESSMENT_LIST_SIZE = 20;

const assessmentConverter: FirestoreDataConverter<Assessment> = {
  toFirestore: () => {
    throw new Error('Assessments are written only by functions: call runAssessment.');
  },
  fromFirestore: (snapshot) => {
    const data = snapshot.data({ serverTimestamps: 'estimate' }) as AssessmentDocument<unknown>;
    return {
      ...data,
      id: snapshot.id,
      checks: data.checks ?? [],
      createdAt: toDate(data.createdAt) ?? new Date(0),
      startedAt: toDate(data.startedAt),
      finishedAt: toDate(data.finishedAt),
    };
  },
};

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
