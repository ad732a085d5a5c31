import type { BudgetRange, Industry, ServiceInterest, Timeline } from '@agency/common';

import { PERSONAL_STORAGE_PREFIX } from '@/lib/auth/session';

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
 * Whose draft it is: the account, once there is one; before that, the address typed on the first step, which is
 * what an emailed sign-in link comes back with. Nobody else is ever shown it.
 */
export type DraftOwner = { uid: string } | { email: string };

/** A draft nobody came back to within a week is dropped: it was someone's name and plans, on a shared device. */
export const DRAFT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Progress is kept on this device, so a visitor who leaves half way (or goes to their inbox for the sign-in
 * link) carries on where they stopped. Nothing is stored until they move on from a step, and never the password.
 * The keys carry the session's personal prefix, so every sign-out removes them (lib/auth/session.tsx).
 */
const DRAFT_PREFIX = `${PERSONAL_STORAGE_PREFIX}onboardingDraft.`;

const keyOf = (owner: DraftOwner) =>
  'uid' in owner ? `${DRAFT_PREFIX}uid:${owner.uid}` : `${DRAFT_PREFIX}email:${owner.email.trim().toLowerCase()}`;

interface StoredDraft extends Draft {
  /** When it was saved (milliseconds since the epoch). */
  savedAt: number;
}

function read(key: string): StoredDraft | null {
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<StoredDraft> | null;
    const fresh = typeof saved?.savedAt === 'number' && Date.now() - saved.savedAt < DRAFT_LIFETIME_MS;
    if (!fresh || typeof saved.step !== 'number' || typeof saved.values !== 'object') return null;
    return saved as StoredDraft;
  } catch {
    return null;
  }
}

/** Where the app kept its one draft, for whoever came next, before drafts had owners. */
const UNOWNED_DRAFT_KEY = 'agency.onboardingDraft';

/** Drops every draft on this device that has expired or cannot be read, whoever it belonged to. */
function dropStaleDrafts() {
  localStorage.removeItem(UNOWNED_DRAFT_KEY);
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(DRAFT_PREFIX) && !read(key)) localStorage.removeItem(key);
  }
}

/** `owner`'s draft, if they saved one on this device in the last week. */
export function loadDraft(owner: DraftOwner): Draft | null {
  dropStaleDrafts();
  const saved = read(keyOf(owner));
  if (!saved) return null;
  return { step: saved.step, values: { ...emptyOnboarding, ...saved.values, password: '' } };
}

export function saveDraft(owner: DraftOwner, draft: Draft): void {
  const stored: StoredDraft = { ...draft, values: { ...draft.values, password: '' }, savedAt: Date.now() };
  localStorage.setItem(keyOf(owner), JSON.stringify(stored));
}

export function clearDraft(owner: DraftOwner): void {
  localStorage.removeItem(keyOf(owner));
}

/**
 * The emailed sign-in link came back and made an account: the draft typed for that address becomes the account's,
 * so it is found by the account from now on and by that address no more.
 */
export function adoptDraft(from: { email: string }, to: { uid: string }): Draft | null {
  const draft = loadDraft(from);
  if (!draft) return null;
  saveDraft(to, draft);
  clearDraft(from);
  return draft;
}
