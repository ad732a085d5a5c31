/** Spec §3: the contact form's and onboarding's industry options, value then label. */
export const INDUSTRIES = [
  { value: 'natural-health', label: 'Natural Health' },
  { value: 'environmental', label: 'Environmental' },
  { value: 'personal-development', label: 'Personal Development' },
  { value: 'nutrition', label: 'Nutrition' },
  { value: 'other', label: 'Other' },
] as const;

export type Industry = (typeof INDUSTRIES)[number]['value'];

export const INDUSTRY_VALUES = INDUSTRIES.map((industry) => industry.value) as Industry[];
