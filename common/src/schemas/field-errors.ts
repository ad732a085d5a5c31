import type { ValidationError } from 'yup';

/**
 * A Yup ValidationError (validated with `abortEarly: false`) as one message per field path: the first one Yup gave
 * for it, which is what a form shows under the field and what the functions report. An error about the value as a
 * whole has no path and is keyed ''.
 */
export function fieldErrors(error: ValidationError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const inner of error.inner.length ? error.inner : [error]) fields[inner.path ?? ''] ??= inner.message;
  return fields;
}
