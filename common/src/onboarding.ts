/**
 * What onboarding asks a new client (spec §1): the services, budgets and timelines offered, and the answers as the
 * profile keeps them. The schemas that check them are in `accounts.ts`.
 */

/** The eight services a client can say they are interested in, value then label (spec §1). */
export const SERVICE_INTERESTS = [
  { value: 'web-design', label: 'Web Design' },
  { value: 'hosting', label: 'Web Hosting' },
  { value: 'search-optimisation', label: 'Search Optimisation' },
  { value: 'digital-marketing', label: 'Digital Marketing' },
  { value: 'ai-consultancy', label: 'AI Consultancy' },
  { value: 'content-creation', label: 'Content Creation' },
  { value: 'ai-video-studio', label: 'AI Video Studio' },
  { value: 'ai-insight-lab', label: 'AI Insight Lab' },
] as const;
export type ServiceInterest = (typeof SERVICE_INTERESTS)[number]['value'];
export const SERVICE_INTEREST_VALUES = SERVICE_INTERESTS.map((service) => service.value) as ServiceInterest[];

export const BUDGET_RANGES = [
  { value: 'under-2k', label: 'Under $2,000' },
  { value: '2k-5k', label: '$2,000 – $5,000' },
  { value: '5k-10k', label: '$5,000 – $10,000' },
  { value: 'over-10k', label: 'Over $10,000' },
  { value: 'unsure', label: 'Not sure yet' },
] as const;
export type BudgetRange = (typeof BUDGET_RANGES)[number]['value'];

export const TIMELINES = [
  { value: 'asap', label: 'As soon as possible' },
  { value: '1-3-months', label: 'In the next 1–3 months' },
  { value: '3-6-months', label: 'In 3–6 months' },
  { value: 'exploring', label: 'Just exploring' },
] as const;
export type Timeline = (typeof TIMELINES)[number]['value'];

export interface OnboardingAnswers {
  services: ServiceInterest[];
  budget: BudgetRange;
  timeline: Timeline;
  goals: string;
}

/** The label of a value in one of the option lists above. */
export function optionLabel(list: readonly { value: string; label: string }[], value: string): string {
  return list.find((option) => option.value === value)?.label ?? value;
}
