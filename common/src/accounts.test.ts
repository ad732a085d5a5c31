import { describe, expect, it } from 'vitest';
import { type AnySchema, ValidationError } from 'yup';

import {
  inviteClientSchema,
  newPasswordSchema,
  onboardingSchema,
  profileSchema,
  setAccountDisabledSchema,
  setAdminRoleSchema,
} from './accounts';
import { fieldErrors } from './schemas/field-errors';
import { passwordField } from './schemas/fields';

const validOnboarding = {
  name: 'Alice Green',
  businessName: 'Green Roots Naturopathy',
  industry: 'natural-health',
  website: 'greenroots.example.com.au',
  location: 'Noosa, QLD',
  services: ['web-design', 'hosting'],
  budget: '5k-10k',
  timeline: '1-3-months',
  goals: 'A website that books consultations.',
};

/** The first message for each field, as the form shows them and the functions report them. */
async function errorsFor(schema: AnySchema, input: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(input, { abortEarly: false, stripUnknown: true });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return fieldErrors(error);
  }
}

describe('passwordField', () => {
  it.each([
    ['a long password with a letter and a number', 'green roots 2026'],
    ['exactly 10 characters', 'abcdefghi1'],
  ])('accepts %s', async (_case, password) => {
    await expect(passwordField.validate(password)).resolves.toBe(password);
  });

  it.each([
    ['shorter than 10 characters', 'short1', 'Password must be at least 10 characters'],
    ['without a number', 'no numbers here', 'Password must contain a number'],
    ['without a letter', '1234567890', 'Password must contain a letter'],
    ['longer than 128 characters', `a1${'x'.repeat(127)}`, 'Password must be at most 128 characters'],
    ['missing', undefined, 'Please choose a password'],
  ])('rejects a password %s', async (_case, password, message) => {
    await expect(passwordField.validate(password)).rejects.toThrow(message);
  });
});

describe('newPasswordSchema', () => {
  it('accepts the same strong password typed twice', async () => {
    expect(
      await errorsFor(newPasswordSchema, { password: 'green roots 2026', confirmPassword: 'green roots 2026' }),
    ).toEqual({});
  });

  it('says when the second password does not match', async () => {
    expect(
      await errorsFor(newPasswordSchema, { password: 'green roots 2026', confirmPassword: 'green roots 2027' }),
    ).toEqual({ confirmPassword: 'The passwords do not match' });
  });
});

describe('onboardingSchema', () => {
  it('accepts complete answers, adding https:// to a bare web address', async () => {
    const answers = await onboardingSchema.validate(validOnboarding);

    expect(answers.website).toBe('https://greenroots.example.com.au');
    expect(answers.services).toEqual(['web-design', 'hosting']);
  });

  it('keeps a web address that already names its scheme, and allows none at all', async () => {
    expect((await onboardingSchema.validate({ ...validOnboarding, website: 'http://example.org' })).website).toBe(
      'http://example.org',
    );
    expect((await onboardingSchema.validate({ ...validOnboarding, website: '' })).website).toBe('');
  });

  it('stores the scheme in lower case, as firestore.rules require of a website', async () => {
    expect((await onboardingSchema.validate({ ...validOnboarding, website: 'HTTPS://Example.org' })).website).toBe(
      'https://Example.org',
    );
  });

  it('rejects something that is not a web address', async () => {
    expect(await errorsFor(onboardingSchema, { ...validOnboarding, website: 'not a url' })).toEqual({
      website: 'Please enter a web address such as https://example.com.au',
    });
  });

  it('requires at least one service', async () => {
    expect(await errorsFor(onboardingSchema, { ...validOnboarding, services: [] })).toEqual({
      services: 'Please choose at least one service',
    });
  });

  it('allows each of the eight services once, and no more', async () => {
    expect(await errorsFor(onboardingSchema, { ...validOnboarding, services: ['hosting', 'hosting'] })).toEqual({
      services: 'Please choose each service once',
    });
    expect(
      await errorsFor(onboardingSchema, { ...validOnboarding, services: Array(9).fill('web-design') }),
    ).toMatchObject({ services: 'Please choose at most 8 services' });
  });

  it('rejects a service that is not on the list', async () => {
    expect(Object.keys(await errorsFor(onboardingSchema, { ...validOnboarding, services: ['astrology'] }))).toEqual([
      'services[0]',
    ]);
  });

  it('names every missing answer', async () => {
    expect(Object.keys(await errorsFor(onboardingSchema, {})).sort()).toEqual([
      'budget',
      'businessName',
      'goals',
      'industry',
      'location',
      'name',
      'services',
      'timeline',
    ]);
  });

  it('drops fields it does not know, so a payload cannot smuggle in a role or status', async () => {
    const answers = await onboardingSchema.validate(
      { ...validOnboarding, role: 'admin', status: 'active', email: 'someone@else.example' },
      { stripUnknown: true },
    );

    expect(answers).not.toHaveProperty('role');
    expect(answers).not.toHaveProperty('status');
    expect(answers).not.toHaveProperty('email');
  });
});

describe('inviteClientSchema', () => {
  it('lower-cases and trims the email, and defaults the business name to empty', async () => {
    expect(await inviteClientSchema.validate({ name: ' Bob Blue ', email: ' Bob.Blue@Example.COM ' })).toEqual({
      name: 'Bob Blue',
      email: 'bob.blue@example.com',
      businessName: '',
    });
  });

  it('rejects a bad email and a one-letter name', async () => {
    expect(await errorsFor(inviteClientSchema, { name: 'B', email: 'bob@example' })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
    });
  });
});

describe.each([
  ['onboardingSchema', onboardingSchema, validOnboarding],
  ['profileSchema', profileSchema, { ...validOnboarding, notificationPreference: 'instant' }],
  ['inviteClientSchema', inviteClientSchema, { name: 'Bob Blue', email: 'bob@example.com', businessName: 'Blue Co' }],
] as const)('%s, given names of invisible characters alone', (_name, schema, valid) => {
  it('refuses them, as firestore.rules do: every list would show the client as nobody', async () => {
    // Zero-width spaces, direction marks, a word joiner and a byte-order mark: none is trimmed away.
    expect(
      await errorsFor(schema, { ...valid, name: '\u200b\u200e\u2060\ufeff', businessName: '\u200b\u200b' }),
    ).toEqual({
      name: 'Please enter a name we can read',
      businessName: expect.stringMatching(/^Please enter a business name we can read/),
    });
  });

  it('accepts names with such characters among letters', async () => {
    expect(await errorsFor(schema, { ...valid, name: 'Zoë\u200dAnn', businessName: '\u200fGreen Roots' })).toEqual({});
  });
});

describe.each([
  ['setAccountDisabledSchema', setAccountDisabledSchema, 'disabled'],
  ['setAdminRoleSchema', setAdminRoleSchema, 'admin'],
] as const)('%s', (_name, schema, flag) => {
  it('accepts a uid and a real boolean', async () => {
    expect(await schema.validate({ uid: ' abc123 ', [flag]: false })).toEqual({ uid: 'abc123', [flag]: false });
  });

  it.each([['true'], [1], [null], [undefined]])('refuses %j instead of a boolean', async (value) => {
    expect(Object.keys(await errorsFor(schema, { uid: 'abc123', [flag]: value }))).toEqual([flag]);
  });

  it('requires the uid', async () => {
    expect(await errorsFor(schema, { uid: '  ', [flag]: true })).toEqual({ uid: expect.any(String) });
  });
});
