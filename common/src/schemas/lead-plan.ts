import { type InferType, object, string } from 'yup';

import { LEAD_VALUE_MAX_DOLLARS } from '../leads';

import { dayField } from './fields';

/**
 * Whole dollars as typed ("12500", "$12,500"): the number of dollars, null when nothing is typed, or undefined when
 * it is not a whole number of dollars.
 */
export function parseWholeDollars(typed: string): number | null | undefined {
  const digits = typed.replace(/[\s$,]/g, '');
  if (digits === '') return null;
  return /^\d{1,12}$/.test(digits) ? Number(digits) : undefined;
}

/**
 * What the agency plans for a lead, set in the lead's details: the Queensland day to follow it up, and what the lead
 * is estimated to be worth in whole dollars (stored as cents: `leadPlanCents`); either may be left empty. The rules
 * hold the stored shape to the same (firestore.rules, `isDayOrNull` and `isLeadValueOrNull`).
 */
export const leadPlanSchema = object({
  followUpDate: dayField('The follow-up date'),
  estimatedValue: string()
    .default('')
    .test(
      'dollars',
      'Enter the value in whole dollars, like 12500',
      (typed) => parseWholeDollars(typed ?? '') !== undefined,
    )
    .test(
      'at-most',
      `The value can be at most $${LEAD_VALUE_MAX_DOLLARS.toLocaleString('en-AU')}`,
      (typed) => (parseWholeDollars(typed ?? '') ?? 0) <= LEAD_VALUE_MAX_DOLLARS,
    ),
});

export type LeadPlan = InferType<typeof leadPlanSchema>;

/** A valid plan's estimated value as stored: cents, or null when none was typed. */
export function leadPlanCents(plan: Pick<LeadPlan, 'estimatedValue'>): number | null {
  const dollars = parseWholeDollars(plan.estimatedValue);
  return dollars == null ? null : dollars * 100;
}
