import { type ContactInput, IDEMPOTENCY_HEADER } from '@agency/common';

import { ApiError, apiRequest } from '@/lib/api-client';

export const CONTACTS_URL = '/api/contacts';

/**
 * POST /api/contacts (spec §7) through the request helper, with an idempotency key so a retry of the
 * same submission never stores the lead twice.
 */
export async function sendContact(contact: ContactInput, idempotencyKey: string): Promise<{ id: string }> {
  const response = await apiRequest('POST', CONTACTS_URL, contact, { [IDEMPOTENCY_HEADER]: idempotencyKey });
  return (await response.json()) as { id: string };
}

/**
 * The sentence of the API's refusal to take more messages for now (429), or null for any other failure. It names
 * the agency's email (docs/decisions/009-contact-abuse-limits.md), so the form shows it where it stays and the
 * address can be followed. The message reads "429: <sentence>" (spec §8).
 */
export function tooManyMessages(error: unknown): string | null {
  return error instanceof ApiError && error.status === 429 ? error.message : null;
}
