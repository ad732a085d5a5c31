import { type ContactInput, IDEMPOTENCY_HEADER } from '@agency/common';

import { throwIfNotOk } from '@/lib/api-client';
import { queryCache } from '@/lib/query-cache';

export const CONTACTS_URL = '/api/contacts';

/**
 * POST /api/contacts (spec §7) with the request helper's behaviour, plus an idempotency key so a retry of the
 * same submission never stores the lead twice. On success the cached contacts list is marked out of date.
 */
export async function sendContact(contact: ContactInput, idempotencyKey: string): Promise<{ id: string }> {
  const response = await fetch(CONTACTS_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey },
    body: JSON.stringify(contact),
    credentials: 'include',
  });
  await throwIfNotOk(response);
  const created = (await response.json()) as { id: string };
  queryCache.invalidate(CONTACTS_URL);
  return created;
}
