import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';

import { contactSchema } from './contact';
import { fieldErrors } from './field-errors';

const valid = { name: 'Ada', email: 'ada@example.com', industry: 'nutrition', message: 'We need a new website.' };

/** The first message for each field, which is what Formik shows under it and what the API reports. */
async function errorsFor(input: object): Promise<string[]> {
  try {
    await contactSchema.validate(input, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.values(fieldErrors(error));
  }
}

describe('contactSchema (spec §5)', () => {
  it('accepts a complete message', async () => {
    expect(await errorsFor(valid)).toEqual([]);
  });

  it('gives every field its own message when the form is empty', async () => {
    expect(await errorsFor({ name: '', email: '', industry: '', message: '' })).toEqual([
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please select an industry',
      'Message must be at least 10 characters',
    ]);
  });

  it.each([
    ['name', { name: 'A' }, 'Name must be at least 2 characters'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['email without a dotted domain', { email: 'ada@example' }, 'Please enter a valid email address'],
    ['industry', { industry: 'astrology' }, 'Please select an industry'],
    ['message', { message: 'Too short' }, 'Message must be at least 10 characters'],
  ])('rejects a bad %s with the spec message', async (_field, change, message) => {
    expect(await errorsFor({ ...valid, ...change })).toEqual([message]);
  });

  it('rejects missing fields as well as empty ones', async () => {
    expect(await errorsFor({})).toHaveLength(4);
  });

  it('does not count surrounding spaces towards the minimum lengths', async () => {
    expect(await errorsFor({ ...valid, name: '  A  ', message: '   short    ' })).toEqual([
      'Name must be at least 2 characters',
      'Message must be at least 10 characters',
    ]);
  });
});
