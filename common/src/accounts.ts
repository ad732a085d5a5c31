/**
 * Accounts: what the onboarding flow asks, what a client profile holds, and the callable functions that change
 * accounts. The web forms and the functions validate with the same schemas, so rules and messages exist once.
 */
import { array, boolean, type InferType, mixed, object, string } from 'yup';

import type { NotificationPreference } from './clients';
import { NOTIFICATION_PREFERENCES } from './clients';
import { type Industry, INDUSTRY_VALUES } from './industries';
import type { Role } from './roles';

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
const SERVICE_INTEREST_VALUES = SERVICE_INTERESTS.map((service) => service.value) as ServiceInterest[];

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

/** Sizes every writer respects; `firestore.rules` repeats the profile ones. */
export const ACCOUNT_LIMITS = {
  name: 100,
  email: 254,
  businessName: 150,
  phone: 30,
  website: 300,
  location: 150,
  goals: 2000,
  passwordMin: 10,
  passwordMax: 128,
} as const;

// ---- Fields -----------------------------------------------------------------------------------------------------

const nameField = string()
  .trim()
  .min(2, 'Name must be at least 2 characters')
  .max(ACCOUNT_LIMITS.name, `Name must be at most ${ACCOUNT_LIMITS.name} characters`)
  .required('Name must be at least 2 characters');

export const emailField = string()
  .trim()
  .lowercase()
  .email('Please enter a valid email address')
  .matches(/@[^@\s]+\.[^@\s.]{2,}$/, 'Please enter a valid email address')
  .max(ACCOUNT_LIMITS.email, `Email must be at most ${ACCOUNT_LIMITS.email} characters`)
  .required('Please enter a valid email address');

/**
 * Password strength: at least 10 characters with a letter and a number, and not the email itself. Length matters
 * more than symbols (NIST SP 800-63B), so no symbol is demanded.
 */
export const passwordField = string()
  .min(ACCOUNT_LIMITS.passwordMin, `Password must be at least ${ACCOUNT_LIMITS.passwordMin} characters`)
  .max(ACCOUNT_LIMITS.passwordMax, `Password must be at most ${ACCOUNT_LIMITS.passwordMax} characters`)
  .matches(/[A-Za-z]/, 'Password must contain a letter')
  .matches(/[0-9]/, 'Password must contain a number')
  .required('Please choose a password');

/** A new password typed twice. */
export const newPasswordSchema = object({
  password: passwordField,
  confirmPassword: string()
    .required('Please type the password again')
    .test('same', 'The passwords do not match', function (value) {
      return value === this.parent.password;
    }),
});

const optionalText = (max: number, label: string) =>
  string().trim().max(max, `${label} must be at most ${max} characters`).default('');

const websiteField = string()
  .trim()
  .max(ACCOUNT_LIMITS.website, `Website must be at most ${ACCOUNT_LIMITS.website} characters`)
  .test('url', 'Please enter a web address such as https://example.com.au', (value) => {
    if (!value) return true;
    try {
      const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
      return /^https?:$/.test(url.protocol) && url.hostname.includes('.');
    } catch {
      return false;
    }
  })
  // Stored as firestore.rules expect it: with a lower-case http(s) scheme (`HTTPS://Example.com` too).
  .transform((value: string) =>
    !value
      ? value
      : /^https?:\/\//i.test(value)
        ? value.replace(/^https?/i, (scheme) => scheme.toLowerCase())
        : `https://${value}`,
  )
  .default('');

const phoneField = optionalText(ACCOUNT_LIMITS.phone, 'Phone').matches(/^[0-9+() -]*$/, {
  message: 'Phone may contain only digits, spaces, +, ( and )',
  excludeEmptyString: true,
});

const industryField = string()
  .oneOf([...INDUSTRY_VALUES], 'Please select an industry')
  .required('Please select an industry');

// ---- Onboarding ---------------------------------------------------------------------------------------------

/** Step 1: the account. The password is left empty when the visitor chooses an emailed sign-in link instead. */
export const accountStepSchema = object({
  name: nameField,
  email: emailField,
  method: mixed<'password' | 'emailLink'>().oneOf(['password', 'emailLink']).required(),
  password: string().when('method', {
    is: 'password',
    then: () => passwordField,
    otherwise: (schema) => schema.strip(),
  }),
});

/** Step 2: the business. */
export const businessStepSchema = object({
  businessName: string()
    .trim()
    .min(2, 'Business name must be at least 2 characters')
    .max(ACCOUNT_LIMITS.businessName, `Business name must be at most ${ACCOUNT_LIMITS.businessName} characters`)
    .required('Business name must be at least 2 characters'),
  industry: industryField,
  website: websiteField,
  location: string()
    .trim()
    .min(2, 'Please tell us where you are based')
    .max(ACCOUNT_LIMITS.location, `Location must be at most ${ACCOUNT_LIMITS.location} characters`)
    .required('Please tell us where you are based'),
});

/** Step 3: goals. */
export const goalsStepSchema = object({
  // At most the eight services, each once: a payload of 70,000 repeats must be refused, not stored.
  services: array(string().oneOf(SERVICE_INTEREST_VALUES, 'Please choose from the services listed').required())
    .min(1, 'Please choose at least one service')
    .max(SERVICE_INTEREST_VALUES.length, `Please choose at most ${SERVICE_INTEREST_VALUES.length} services`)
    .test('unique', 'Please choose each service once', (values) => !values || new Set(values).size === values.length)
    .required('Please choose at least one service'),
  budget: string()
    .oneOf(BUDGET_RANGES.map((range) => range.value) as BudgetRange[], 'Please choose a budget range')
    .required('Please choose a budget range'),
  timeline: string()
    .oneOf(TIMELINES.map((timeline) => timeline.value) as Timeline[], 'Please choose a timeline')
    .required('Please choose a timeline'),
  goals: string()
    .trim()
    .min(10, 'Please tell us a little more (at least 10 characters)')
    .max(ACCOUNT_LIMITS.goals, `Goals must be at most ${ACCOUNT_LIMITS.goals} characters`)
    .required('Please tell us a little more (at least 10 characters)'),
});

/** What `completeOnboarding` accepts: the name plus steps 2 and 3 (the account itself already exists). */
export const onboardingSchema = object({ name: nameField }).concat(businessStepSchema).concat(goalsStepSchema);
export type OnboardingInput = InferType<typeof onboardingSchema>;

// ---- Profile ------------------------------------------------------------------------------------------------

/** The profile form: the client's editable fields (CLIENT_EDITABLE_FIELDS, enforced again by firestore.rules). */
export const profileSchema = object({
  name: nameField,
  businessName: optionalText(ACCOUNT_LIMITS.businessName, 'Business name'),
  phone: phoneField,
  website: websiteField,
  location: optionalText(ACCOUNT_LIMITS.location, 'Location'),
  industry: industryField,
  notificationPreference: string()
    .oneOf([...NOTIFICATION_PREFERENCES], 'Please choose how we notify you')
    .required('Please choose how we notify you'),
});
export type ProfileInput = InferType<typeof profileSchema>;

// ---- Admin actions ------------------------------------------------------------------------------------------

export const inviteClientSchema = object({
  name: nameField,
  email: emailField,
  businessName: optionalText(ACCOUNT_LIMITS.businessName, 'Business name'),
});
export type InviteClientInput = InferType<typeof inviteClientSchema>;

const uidField = string().trim().min(1).max(128).required('Which account?');

export const setAccountDisabledSchema = object({ uid: uidField, disabled: boolean().strict().required() });
export type SetAccountDisabledInput = InferType<typeof setAccountDisabledSchema>;

export const setAdminRoleSchema = object({ uid: uidField, admin: boolean().strict().required() });
export type SetAdminRoleInput = InferType<typeof setAdminRoleSchema>;

// ---- Documents and calls ------------------------------------------------------------------------------------

export const CLIENT_STATUSES = ['invited', 'active', 'disabled'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export interface OnboardingAnswers {
  services: ServiceInterest[];
  budget: BudgetRange;
  timeline: Timeline;
  goals: string;
}

/**
 * `clients/{uid}`. `role` and `status` mirror Auth (the claim and the disabled flag) for the admin list; Auth
 * stays the source of truth and only functions write these two fields.
 */
export interface ClientProfile {
  name: string;
  email: string;
  businessName: string;
  phone: string;
  website: string;
  location: string;
  industry: Industry | '';
  notificationPreference: NotificationPreference;
  status: ClientStatus;
  role: Role;
  onboarding: OnboardingAnswers | null;
  /** Timestamps (Firestore Timestamp on reads). */
  createdAt: unknown;
  /**
   * When a person last edited the profile through the SDK (the client, or an administrator). firestore.rules
   * require every such edit to set it to the request's time, and functions never change it on an update, which is
   * how the profile trigger tells a person's edit from a function's.
   */
  updatedAt: unknown;
  onboardedAt: unknown;
}

/** `clients/{uid}/private/agency` (CLIENT_PRIVATE): only administrators read it (firestore.rules). */
export interface ClientPrivate {
  /** The agency's own notes about the client: administrators write them. */
  adminNotes: string;
  /** The administrator who invited the client, for invited clients (written by `inviteClient`). */
  invitedBy?: string;
  /** The newest `profile_changed` entry, so edits moments apart merge into it (written by the profile trigger). */
  lastProfileActivity?: { id: string; at: unknown };
  /** When `completeOnboarding` last logged an edit of the answers, so edits moments apart log once. */
  lastOnboardingEdit?: unknown;
}

/**
 * `revocations/{uid}`, written whenever an account's sessions are ended: tokens signed in before `validAfter`
 * (Auth's `tokensValidAfterTime`, whole seconds) count for nothing, and neither does one that no longer matches the
 * account's access as it is now (`role`, `disabled`), which also covers a token signed in within that same second.
 */
export interface SessionRevocation {
  validAfter: unknown;
  role: Role | null;
  disabled: boolean;
}

/** What `completeOnboarding` answers in `details.reason` when a new account has not confirmed its email yet. */
export const EMAIL_UNVERIFIED = 'email-unverified';

/** The callable functions' names (deployed in REGION) and what they take and return. */
export const CALLABLES = {
  completeOnboarding: 'completeOnboarding',
  confirmLinkSignIn: 'confirmLinkSignIn',
  inviteClient: 'inviteClient',
  setAccountDisabled: 'setAccountDisabled',
  setAdminRole: 'setAdminRole',
} as const;

export interface CompleteOnboardingResult {
  /** True the first time: the account has just become a client. */
  firstTime: boolean;
}
/**
 * `confirmLinkSignIn`: `replaced` when the emailed link signed in to an account someone had given a password before
 * the address was confirmed; that account is gone, and a new link (which makes a fresh account) must be asked for.
 */
export interface ConfirmLinkSignInResult {
  replaced: boolean;
}
export interface InviteClientResult {
  uid: string;
}
export interface AccountChangeResult {
  uid: string;
}

/** The label of a value in one of the option lists above. */
export function optionLabel(list: readonly { value: string; label: string }[], value: string): string {
  return list.find((option) => option.value === value)?.label ?? value;
}
