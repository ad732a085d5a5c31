import type { Timestamp } from 'firebase-admin/firestore';

import { type AssessmentDocument, COLLECTIONS } from '@agency/common';

import { db } from '../admin';

import { typed } from './typed';

export type StoredAssessment = AssessmentDocument<Timestamp>;

/** Where `onAssessmentCreated` listens: every new assessment. */
export const ASSESSMENT_DOCUMENT_PATH = `${COLLECTIONS.assessments}/{assessmentId}` as const;

const assessments = () => db.collection(COLLECTIONS.assessments).withConverter(typed<StoredAssessment>());

/** `assessments/{id}`, or a new assessment's ref when no id is given. */
export const assessmentRef = (id?: string) => (id ? assessments().doc(id) : assessments().doc());

/** Whose site an assessment is of: a client's or a lead's. */
export type AssessmentSubject = { clientId: string } | { leadId: string };

/**
 * The subject's runs still queued or running (the callable lets one run at a time). Two equality filters, which
 * Firestore answers by merging its single-field indexes: no composite index needed.
 */
export const unfinishedAssessmentsOf = (subject: AssessmentSubject) => {
  const [field, id] = 'clientId' in subject ? ['clientId', subject.clientId] : ['leadId', subject.leadId];
  return assessments().where(field, '==', id).where('status', 'in', ['queued', 'running']);
};

/** Every run still queued or running that was created before `before`, oldest first (the sweep of lost runs). */
export const unfinishedAssessmentsBefore = (before: Date, limit: number) =>
  assessments()
    .where('status', 'in', ['queued', 'running'])
    .where('createdAt', '<', before)
    .orderBy('createdAt')
    .limit(limit);
