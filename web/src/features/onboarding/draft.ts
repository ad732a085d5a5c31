import type { BudgetRange, Industry, ServiceInterest, Timeline } from '@agency/common';

/** Everything the three steps ask. The password is never kept in the draft. */
export interface OnboardingValues {
  name: string;
  email: string;
  method: 'password' | 'emailLink';
  password: string;
  businessName: string;
  industry: Industry | '';
  website: string;
  location: string;
  services: ServiceInterest[];
  budget: BudgetRange | '';
  timeline: Timeline | '';
  goals: string;
}

export const emptyOnboarding: OnboardingValues = {
  name: '',
  email: '',
  method: 'password',
  password: '',
  businessName: '',
  industry: '',
  website: '',
  location: '',
  services: [],
  budget: '',
  timeline: '',
  goals: '',
};

export interface Draft {
  values: OnboardingValues;
  step: number;
}

/**
 * Progress is kept on this device, so a visitor who leaves half way (or goes to their inbox for the sign-in
 * link) carries on where they stopped. Nothing is stored until they type something, and never the password.
 */
const DRAFT_KEY = 'agency.onboardingDraft';

export function loadDraft(): Draft | null {
  try {
    const saved = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as Draft | null;
    if (!saved || typeof saved.step !== 'number') return null;
    return { step: saved.step, values: { ...emptyOnboarding, ...saved.values, password: '' } };
  } catch {
    return null;
  }
}

export function saveDraft(draft: Draft): void {
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...draft, values: { ...draft.values, password: '' } }));
}

export function clearDraft(): void {
  localStorage.removeItem(DRAFT_KEY);
}
