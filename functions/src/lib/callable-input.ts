import { HttpsError } from 'firebase-functions/v2/https';
import { type AnyObjectSchema, type InferType, ValidationError } from 'yup';

import { fieldErrors } from '@agency/common';

/** What an 'invalid-argument' answer carries in `details`: one message per bad field, by path. */
export interface InvalidFieldsDetails {
  fields: Record<string, string>;
}

/**
 * A callable's `data`, validated and cleaned by the shared schema the web form uses (STYLE.md principle 4):
 * unknown keys are dropped, so nothing the schema does not name (a `role`, say) ever reaches a write. Throws
 * 'invalid-argument' naming every bad field.
 */
export async function parseCallableData<S extends AnyObjectSchema>(schema: S, data: unknown): Promise<InferType<S>> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw invalidFields({}, 'Send the details as an object.');
  }
  // Yup would quietly turn a number or boolean into text; a wrong type is the sender's mistake, so say so
  // (as the contact API does, docs/decisions/006-contact-api.md).
  const wrongType: Record<string, string> = {};
  for (const [key, field] of Object.entries(schema.fields)) {
    const value = (data as Record<string, unknown>)[key];
    const type = (field as { type?: string }).type;
    if (type === 'string' && value !== undefined && typeof value !== 'string') wrongType[key] = `${key} must be text`;
  }
  try {
    const value = await schema.validate(data, { abortEarly: false, stripUnknown: true });
    if (Object.keys(wrongType).length) throw invalidFields(wrongType);
    return value;
  } catch (error) {
    if (error instanceof ValidationError) throw validationFailed(error, wrongType);
    throw error;
  }
}

/**
 * A Yup ValidationError (validated with `abortEarly: false`) as the 'invalid-argument' answer: first message per
 * field, after the ones already in `fields`; an error about the data as a whole is named 'data'.
 */
function validationFailed(error: ValidationError, fields: Record<string, string> = {}): HttpsError {
  const all = { ...fields };
  for (const [path, message] of Object.entries(fieldErrors(error))) all[path || 'data'] ??= message;
  return invalidFields(all);
}

function invalidFields(fields: Record<string, string>, message?: string): HttpsError {
  const list = Object.entries(fields).map(([path, text]) => `${path}: ${text}`);
  const details: InvalidFieldsDetails = { fields };
  return new HttpsError('invalid-argument', message ?? `Please check these fields. ${list.join('; ')}.`, details);
}
