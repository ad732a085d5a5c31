import { describe, expect, it } from 'vitest';
import { number, object, string, ValidationError } from 'yup';

import { fieldErrors } from './field-errors';

const schema = object({
  name: string()
    .min(2, 'Name is too short')
    .matches(/^[A-Z]/, 'Name must start with a capital'),
  age: number().typeError('Age must be a number').min(18, 'Too young'),
  address: object({ city: string().required('Which city?') }),
});

async function errorOf(input: unknown): Promise<ValidationError> {
  const error: unknown = await schema.validate(input, { abortEarly: false }).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ValidationError)) throw new Error('expected a ValidationError');
  return error;
}

describe('fieldErrors', () => {
  it('gives every bad field its first message, by path (nested paths included)', async () => {
    expect(fieldErrors(await errorOf({ name: 'a', age: 3, address: {} }))).toEqual({
      name: 'Name is too short',
      age: 'Too young',
      'address.city': 'Which city?',
    });
  });

  it('names only the fields that are wrong', async () => {
    expect(fieldErrors(await errorOf({ name: 'Ada', age: 'old', address: { city: 'Cairns' } }))).toEqual({
      age: 'Age must be a number',
    });
  });

  it('keys an error with no inner errors and no path under ""', () => {
    expect(fieldErrors(new ValidationError('Send an object'))).toEqual({ '': 'Send an object' });
  });

  it('keys an error with no inner errors under its own path', () => {
    expect(fieldErrors(new ValidationError('Too long', 'x', 'name'))).toEqual({ name: 'Too long' });
  });
});
