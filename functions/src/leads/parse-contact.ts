import { ValidationError } from 'yup';

import { contactSchema, fieldErrors, HONEYPOT_FIELD, type ValidContact } from '@agency/common';

import { HttpError } from '../lib/http-error';

const FIELDS = ['name', 'email', 'industry', 'message'] as const;
const LABELS: Record<(typeof FIELDS)[number], string> = {
  name: 'Name',
  email: 'Email',
  industry: 'Industry',
  message: 'Message',
};

export type ParsedContact = { kind: 'lead'; lead: ValidContact } | { kind: 'honeypot' };

/**
 * Turns a POST /api/contacts request body into a lead, or throws an HttpError saying what is wrong with it
 * (every bad field, by name). Only the four known fields are read; anything else is ignored. The body's size
 * was checked before any route ran (api/app.ts).
 */
export async function parseContact(body: unknown): Promise<ParsedContact> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'Send the contact details as a JSON object.');
  }
  const input = body as Record<string, unknown>;

  const honeypot = Object.hasOwn(input, HONEYPOT_FIELD) ? input[HONEYPOT_FIELD] : undefined;
  if (honeypot !== undefined && honeypot !== '') return { kind: 'honeypot' };

  // Yup would turn a number or boolean into text; a wrong type is the sender's mistake, so say so.
  const fields: Record<string, string> = {};
  const candidate: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const value = Object.hasOwn(input, field) ? input[field] : undefined;
    if (value !== undefined && typeof value !== 'string') fields[field] = `${LABELS[field]} must be text`;
    else candidate[field] = value;
  }

  try {
    const lead = await contactSchema.validate(candidate, { abortEarly: false, stripUnknown: true });
    if (Object.keys(fields).length) throw invalid(fields);
    const { industry } = lead;
    if (industry === '') throw invalid({ industry: 'Please select an industry' });
    return { kind: 'lead', lead: { ...lead, industry } };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const [path, message] of Object.entries(fieldErrors(error))) {
      if (path && !fields[path]) fields[path] = message;
    }
    throw invalid(fields);
  }
}

function invalid(fields: Record<string, string>): HttpError {
  const list = FIELDS.filter((field) => fields[field]).map((field) => `${field}: ${fields[field]}`);
  return new HttpError(400, `Please check these fields. ${list.join('; ')}.`, fields);
}
