import { contactSchema, HONEYPOT_FIELD, type ValidContact } from '@agency/common';

import { HttpError } from '../lib/http-error';
import { checkInput, invalidInput } from '../lib/input';

const LABELS = { name: 'Name', email: 'Email', industry: 'Industry', message: 'Message' };

export type ParsedContact = { kind: 'lead'; lead: ValidContact } | { kind: 'honeypot' };

/**
 * Turns a POST /api/contacts request body into a lead, or throws an HttpError saying what is wrong with it
 * (every bad field, by name). Only the four known fields are read; anything else is ignored. The body's size
 * was checked before any route ran (api/app.ts).
 */
export async function parseContact(body: unknown): Promise<ParsedContact> {
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
  const honeypot = input && Object.hasOwn(input, HONEYPOT_FIELD) ? input[HONEYPOT_FIELD] : undefined;
  if (honeypot !== undefined && honeypot !== '') return { kind: 'honeypot' };

  const checked = await checkInput(contactSchema, body, {
    notAnObject: 'Send the contact details as a JSON object.',
    labels: LABELS,
  });
  if (!checked.ok)
    throw new HttpError(400, checked.message, Object.keys(checked.fields).length ? checked.fields : undefined);
  const { industry } = checked.value;
  if (industry === '') {
    const { fields, message } = invalidInput(contactSchema, { industry: 'Please select an industry' });
    throw new HttpError(400, message, fields);
  }
  return { kind: 'lead', lead: { ...checked.value, industry } };
}
