import type { ActivityDocument, ClientPrivate, ClientProfile, LeadDocument, SessionRevocation } from '@agency/common';

/**
 * One typed factory per stored document, for the seed and every test tier: each returns a complete, valid
 * document as functions would store it, with `Date` for time (both Firestore SDKs store a Date as a Timestamp),
 * and takes the fields a test cares about as overrides. A field added to a document type in `common` fails the
 * typecheck here once, rather than drifting in hand-written copies.
 */

/** A fixed "signed up" time: reseeding and reruns change nothing a person would notice. */
export const SIGNED_UP_AT = new Date('2026-01-15T09:00:00+10:00');

/** `clients/{uid}`: a client who has finished onboarding. */
export function clientProfile(overrides: Partial<ClientProfile<Date>> = {}): ClientProfile<Date> {
  return {
    name: 'Alice Green',
    email: 'alice@example.com',
    businessName: 'Green Roots Naturopathy',
    phone: '07 5550 2345',
    website: 'https://greenroots.example.com.au',
    location: 'Noosa, QLD',
    industry: 'natural-health',
    notificationPreference: 'instant',
    status: 'active',
    role: 'client',
    onboarding: {
      services: ['web-design', 'search-optimisation'],
      budget: '5k-10k',
      timeline: '1-3-months',
      goals: 'A calm website that books consultations online.',
    },
    createdAt: SIGNED_UP_AT,
    updatedAt: SIGNED_UP_AT,
    onboardedAt: SIGNED_UP_AT,
    ...overrides,
  };
}

/** `clients/{uid}/private/agency`. */
export function clientPrivate(overrides: Partial<ClientPrivate<Date>> = {}): ClientPrivate<Date> {
  return { adminNotes: '', ...overrides };
}

/** `revocations/{uid}`: the account's sessions ended at `validAfter`, and its access since. */
export function revocation(
  validAfter: Date,
  access: Pick<SessionRevocation<Date>, 'role' | 'disabled'>,
): SessionRevocation<Date> {
  return { validAfter, ...access };
}

/** `leads/{id}`: a new lead from the home page's contact form. */
export function lead(overrides: Partial<LeadDocument<Date>> = {}): LeadDocument<Date> {
  return {
    name: 'Rosa Fern',
    email: 'rosa@example.com',
    industry: 'nutrition',
    message: 'We would like a new website for our practice.',
    status: 'new',
    notes: '',
    createdAt: SIGNED_UP_AT,
    source: { page: '/', userAgent: 'test', ipHash: 'test-address' },
    ...overrides,
  };
}

/** `activity/{id}`: one logged event. */
export function activityEntry(overrides: Partial<ActivityDocument<Date>> = {}): ActivityDocument<Date> {
  return {
    type: 'signed_up',
    actor: 'system',
    subjectUid: 'client-alice',
    details: {},
    createdAt: SIGNED_UP_AT,
    ...overrides,
  };
}
