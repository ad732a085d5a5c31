import { HttpsError } from 'firebase-functions/v2/https';
import type { AnyObjectSchema, InferType } from 'yup';

import type { InvalidFieldsDetails } from '@agency/common';

import { checkInput } from './input';

/**
 * A callable's `data`, validated and cleaned by the shared schema the web form uses (lib/input.ts). Throws
 * 'invalid-argument' naming every bad field in `details.fields`.
 */
export async function parseCallableData<S extends AnyObjectSchema>(schema: S, data: unknown): Promise<InferType<S>> {
  const checked = await checkInput(schema, data, { notAnObject: 'Send the details as an object.' });
  if (checked.ok) return checked.value;
  const details: InvalidFieldsDetails = { fields: checked.fields };
  throw new HttpsError('invalid-argument', checked.message, details);
}
