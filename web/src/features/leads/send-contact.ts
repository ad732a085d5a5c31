import { type ContactInput, IDEMPOTENCY_HEADER } from '@agency/common';

import { apiRequest } from '@/lib/api-client';
import { queryCache } from '@/lib/query-cache';

export const CONTACTS_URL = '/api/contacts';

/**
 * POST /api/contacts (spec §7) through the request helper, with an idempotency key so a retry of the
 * same submission never stores the lead twice. On success the cached contacts list is marked out of date.
 */
export async function sendContact(contact: ContactInput, idempotencyKey: string): Promise<{ id: string }> {
  const response = await apiRequest('POST', CONTACTS_URL, contact, { [IDEMPOTENCY_HEADER]: idempotencyKey });
  const created = (await response.json()) as { id: string };
  queryCache.invalidate(CONTACTS_URL);
  return created;
}

/**
 * The sentence of the API's refusal to take more messages for now (429), or null for any other failure. It names
 * the agency's email (docs/decisions/009-contact-abuse-limits.md), so the form shows it where it stays and the
 * address can be followed. apiRequest's errors read "<status>: <sentence>" (spec §8).
 */
export function tooManyMessages(error: unknown): string | null {
  return error instanceof Error && error.message.startsWith('429: ') ? error.message : null;
}
