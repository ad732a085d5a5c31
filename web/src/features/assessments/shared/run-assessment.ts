import { FirebaseError } from 'firebase/app';
import { httpsCallable } from 'firebase/functions';

import { CALLABLES, type RunAssessmentResult } from '@agency/common';

import { functions } from '@/lib/firebase-functions';

/** Whose site it is: nothing for a client's own; a client or a lead for the agency. */
export type AssessmentSubject = { clientId?: string; leadId?: string };

export interface RunAssessmentInput extends AssessmentSubject {
  url: string;
}

/**
 * Starts a website assessment (functions/src/assessments/run-assessment.ts): answers its id at once, and the run
 * follows in `assessments/{id}`. Refusals come as HttpsErrors written for people: a second run while one is under
 * way, a client's daily limit, an address that is no website (with `details.fields.url`).
 */
export const runAssessment = async (input: RunAssessmentInput): Promise<RunAssessmentResult> =>
  (await httpsCallable<RunAssessmentInput, RunAssessmentResult>(functions, CALLABLES.runAssessment)(input)).data;

/** The function's message about the address itself, when it refused the address (details.fields.url). */
export function refusedUrl(error: unknown): string | null {
  if (!(error instanceof FirebaseError)) return null;
  const details = (error as FirebaseError & { details?: { fields?: Record<string, string> } }).details;
  return details?.fields?.url ?? null;
}
