import { type AnyObjectSchema, ArraySchema, type InferType, ObjectSchema, Schema, ValidationError } from 'yup';

import { fieldErrors } from '@agency/common';

/** What is wrong with some input: one message per bad field, by path ('data' for the input as a whole). */
export interface InvalidInput {
  fields: Record<string, string>;
  message: string;
}

export type CheckedInput<T> = { ok: true; value: T } | ({ ok: false } & InvalidInput);

interface CheckOptions {
  /** What to say when the input is not an object at all. */
  notAnObject: string;
  /** How fields are named in "… must be text"; a field without one is named by its key. */
  labels?: Record<string, string>;
}

/**
 * What a caller's null means. The Firebase SDK sends a callable's unset (undefined) field as null, at any depth, so
 * null is how a browser says "not given": where the schema takes no null it reads as absent (the field's default,
 * or its "required" message), never as a value of the wrong type; a field that takes null (a `projectId` that may
 * be none) keeps it. Only the schema's own fields are kept, as the check below reads no others.
 */
function nullsAsAbsent(schema: unknown, value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (schema instanceof ArraySchema && Array.isArray(value)) {
    const item: unknown = schema.innerType;
    return item ? value.map((entry) => nullsAsAbsent(item, entry)) : value;
  }
  if (!(schema instanceof ObjectSchema) || Array.isArray(value)) return value;
  const fields = schema.fields as Record<string, unknown>;
  // An object of any shape (no fields named) is the schema's to judge whole.
  if (!Object.keys(fields).length) return value;
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(fields)) {
    if (!Object.hasOwn(value, key)) continue;
    const entry = (value as Record<string, unknown>)[key];
    const field = fields[key];
    if (entry === null && field instanceof Schema && !field.spec.nullable) continue;
    kept[key] = nullsAsAbsent(field, entry);
  }
  return kept;
}

/**
 * Input from a caller (an HTTP body, a callable's `data`), checked and cleaned by the shared schema the web form
 * uses (STYLE.md principle 4), the one way both the API and the callables read input. Only the schema's fields
 * are read, so nothing it does not name (a `role`, say) ever reaches a write. Yup would quietly turn a number or a
 * boolean into text; a wrong type is the sender's mistake, so it says so. Every bad field is named, in the
 * schema's order, the first message of each.
 */
export async function checkInput<S extends AnyObjectSchema>(
  schema: S,
  data: unknown,
  { notAnObject, labels = {} }: CheckOptions,
): Promise<CheckedInput<InferType<S>>> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, fields: {}, message: notAnObject };
  }
  const given = nullsAsAbsent(schema, data) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  // Only the schema's own fields are read (never `__proto__` or `constructor` keys a JSON body can carry), and a
  // wrongly typed value is named, then left out, so no transform of the schema ever runs on it.
  const candidate: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.fields)) {
    const value = given[key];
    const type = (field as { type?: string }).type;
    // A null left here is one the field takes (nullsAsAbsent).
    if (type === 'string' && value !== undefined && value !== null && typeof value !== 'string') {
      fields[key] = `${labels[key] ?? key} must be text`;
    } else if (value !== undefined) {
      candidate[key] = value;
    }
  }
  try {
    const value = await schema.validate(candidate, { abortEarly: false, stripUnknown: true });
    if (!Object.keys(fields).length) return { ok: true, value };
  } catch (error) {
    // A value of the wrong type deeper in (a list where a nested field wants text) fails in the schema's own
    // transforms (`trim` on a list) before Yup can name it: still the sender's mistake, never a server error.
    if (error instanceof TypeError) {
      fields.data ??= 'Some of the details are not of the right type.';
    } else if (!(error instanceof ValidationError)) {
      throw error;
    } else {
      for (const [path, message] of Object.entries(fieldErrors(error))) fields[path || 'data'] ??= message;
    }
  }
  return { ok: false, ...invalidInput(schema, fields) };
}

/** The fields, in the schema's order (then any others), and the sentence that lists them. */
export function invalidInput(schema: AnyObjectSchema, fields: Record<string, string>): InvalidInput {
  const order = Object.keys(schema.fields);
  const paths = Object.keys(fields).sort((a, b) => rank(order, a) - rank(order, b));
  const list = paths.map((path) => `${path}: ${fields[path]}`);
  // A message may end a sentence itself: not a second full stop after it.
  return { fields, message: `Please check these fields. ${list.join('; ').replace(/\.$/, '')}.` };
}

const rank = (order: string[], path: string) => {
  const index = order.indexOf(path);
  return index === -1 ? order.length : index;
};
