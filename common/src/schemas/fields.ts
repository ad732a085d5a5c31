import { string } from 'yup';

import { isCalendarDay } from '../calendar-days';

/**
 * The fields every form shares (contact, sign-up, profile, invitation), defined once so a name or an address is
 * held to the same rules and messages wherever it is typed, and by the functions that check it again.
 */

/** Sizes of the shared fields: a name, an address (the longest SMTP allows) and a password. */
export const FIELD_LIMITS = {
  name: 100,
  email: 254,
  passwordMin: 10,
  passwordMax: 128,
} as const;

/**
 * Whether text holds something a reader sees: besides whitespace, the Unicode spaces and separators and the invisible
 * format characters (zero-width spaces and joiners, direction marks, the byte-order mark), which `trim` keeps. As
 * firestore.rules count a profile's names and a message's body.
 */
export const hasVisibleText = (text: string) => /[^\s\p{Z}\p{Cf}]/u.test(text);

/**
 * A person's name: documents copy it and every list shows it (docs/decisions/032), so one of invisible characters
 * alone would show the person as nobody.
 */
export const nameField = string()
  .trim()
  .min(2, 'Name must be at least 2 characters')
  .max(FIELD_LIMITS.name, `Name must be at most ${FIELD_LIMITS.name} characters`)
  .test('visible', 'Please enter a name we can read', (value) => !value || hasVisibleText(value))
  .required('Name must be at least 2 characters');

export const emailField = string()
  .trim()
  .lowercase()
  .email('Please enter a valid email address')
  .matches(/@[^@\s]+\.[^@\s.]{2,}$/, 'Please enter a valid email address')
  .max(FIELD_LIMITS.email, `Email must be at most ${FIELD_LIMITS.email} characters`)
  .required('Please enter a valid email address');

/**
 * Password strength: at least 10 characters with a letter and a number, and not the email itself. Length matters
 * more than symbols (NIST SP 800-63B), so no symbol is demanded.
 */
export const passwordField = string()
  .min(FIELD_LIMITS.passwordMin, `Password must be at least ${FIELD_LIMITS.passwordMin} characters`)
  .max(FIELD_LIMITS.passwordMax, `Password must be at most ${FIELD_LIMITS.passwordMax} characters`)
  .matches(/[A-Za-z]/, 'Password must contain a letter')
  .matches(/[0-9]/, 'Password must contain a number')
  .required('Please choose a password');

/** A document id as Firestore and Auth make them: never a path, nor one of Firestore's reserved `__…__` names. */
export const documentId = () =>
  string()
    .matches(/^[A-Za-z0-9_-]+$/, 'Not a valid id')
    .test('not-reserved', 'Not a valid id', (id) => id === undefined || id === null || !/^__.*__$/.test(id))
    .max(128, 'Not a valid id');

/** A Queensland day (`YYYY-MM-DD`), or null when not set: a date input's empty '' means not set. */
export const dayField = (label: string) =>
  string()
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value))
    .test('day', `${label} must be a date`, (value) => value == null || isCalendarDay(value));
