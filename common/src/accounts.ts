/**
 * Accounts: the schemas of the onboarding steps, the profile form and the admin actions, and the callable
 * functions that change accounts. The web forms and the functions validate with the same schemas, so rules and messages exist once.
 */
import { array, boolean, type InferType, mixed, object, string } from 'yup';

import { NOTIFICATION_PREFERENCES } from './client-profile';
import { INDUSTRY_VALUES } from './industries';
import { BUDGET_RANGES, type BudgetRange, SERVICE_INTEREST_VALUES, type Timeline, TIMELINES } from './onboarding';
import { documentId, emailField, FIELD_LIMITS, hasVisibleText, nameField, passwordField } from './schemas/fields';

/** Sizes every writer respects; `firestore.rules` repeats the profile ones. */
export const ACCOUNT_LIMITS = {
  ...FIELD_LIMITS,
  businessName: 150,
  phone: 30,
  website: 300,
  location: 150,
  goals: 2000,
} as const;

// ---- Fields -----------------------------------------------------------------------------------------------------

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

/** A business name, or none: one of invisible characters alone would have every list show the client as nobody. */
const optionalBusinessName = optionalText(ACCOUNT_LIMITS.businessName, 'Business name').test(
  'visible',
  'Please enter a business name we can read, or leave it empty',
  (value) => !value || hasVisibleText(value),
);

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
    .test('visible', 'Please enter a business name we can read', (value) => !value || hasVisibleText(value))
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
  businessName: optionalBusinessName,
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
  businessName: optionalBusinessName,
  /** The contact-form lead the client came from: `inviteClient` marks it won and links the two. */
  leadId: documentId().optional(),
});
export type InviteClientInput = InferType<typeof inviteClientSchema>;

const uidField = string().trim().min(1).max(128).required('Which account?');

export const setAccountDisabledSchema = object({ uid: uidField, disabled: boolean().strict().required() });
export type SetAccountDisabledInput = InferType<typeof setAccountDisabledSchema>;

export const setAdminRoleSchema = object({ uid: uidField, admin: boolean().strict().required() });
export type SetAdminRoleInput = InferType<typeof setAdminRoleSchema>;

// ---- Calls ------------------------------------------------------------------------------------------------

/**
 * What a callable's refusal carries in `details`: `fields` names each bad field with its message
 * ('invalid-argument'), `reason` says why in a word code can test (EMAIL_UNVERIFIED).
 */
export interface CallableErrorDetails {
  fields?: Record<string, string>;
  reason?: string;
}

/** The details of an 'invalid-argument' refusal. */
export type InvalidFieldsDetails = Required<Pick<CallableErrorDetails, 'fields'>>;

/**
 * What `completeOnboarding` answers in `details.reason` when edited answers rename the client too soon after their
 * last rename (CLIENT_LIMITS.nameChangeIntervalMs).
 */
export const NAMES_CHANGED_RECENTLY = 'names-changed-recently';
/** What `completeOnboarding` answers in `details.reason` when a new account has not confirmed its email yet. */
export const EMAIL_UNVERIFIED = 'email-unverified';
/** `completeOnboarding` removed a role-less account whose password someone set before a link proved the inbox. */
export const ACCOUNT_REPLACED = 'account-replaced';

/** The callable functions' names (deployed in REGION) and what they take and return. */
export const CALLABLES = {
  completeOnboarding: 'completeOnboarding',
  saveProject: 'saveProject',
  archiveProject: 'archiveProject',
  saveProjectTemplate: 'saveProjectTemplate',
  createProjectFromQuote: 'createProjectFromQuote',
  openThread: 'openThread',
  decideDeliverable: 'decideDeliverable',
  revokeFileLinks: 'revokeFileLinks',
  confirmLinkSignIn: 'confirmLinkSignIn',
  inviteClient: 'inviteClient',
  setAccountDisabled: 'setAccountDisabled',
  setAdminRole: 'setAdminRole',
  saveQuote: 'saveQuote',
  sendQuote: 'sendQuote',
  withdrawQuote: 'withdrawQuote',
  duplicateQuote: 'duplicateQuote',
  acceptQuote: 'acceptQuote',
  declineQuote: 'declineQuote',
  requestQuote: 'requestQuote',
  recordPayment: 'recordPayment',
  voidInvoice: 'voidInvoice',
  issueNewInvoice: 'issueNewInvoice',
  paymentOptions: 'paymentOptions',
  createCheckoutSession: 'createCheckoutSession',
  runAssessment: 'runAssessment',
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
