import { type InferType, object } from 'yup';

import { dayField } from './fields';

/**
 * What the agency plans for a lead, set in the lead's details: the Queensland day to follow it up (or none). The
 * rules hold the stored shape to the same (firestore.rules, `isDayOrNull`).
 */
export const leadPlanSchema = object({
  followUpDate: dayField('The follow-up date'),
});

export type LeadPlan = InferType<typeof leadPlanSchema>;
