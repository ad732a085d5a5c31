import { onDocumentWritten } from 'firebase-functions/v2/firestore';

import { COLLECTIONS } from '@agency/common';

import { CLIENT_DOCUMENT_PATH } from '../lib/firestore/clients';
import { keepSearchTerms } from '../lib/search-terms';

const TERM_FIELDS = ['name', 'businessName', 'email', 'searchTerms'] as const;

/**
 * Keeps `clients/{uid}.searchTerms` (what the admin area's client pickers search) in step with the name, business
 * name and email, whoever changed them: the client on their profile, an administrator, a function or a script.
 * firestore.rules refuse the field from every browser, so this is its only writer after the profile is created.
 * Its own write changes only the terms, so the event it causes finds them in step and stops there; it never
 * touches `updatedAt`, so the profile trigger does not take it for a person's edit.
 */
export const keepClientSearchTerms = onDocumentWritten(CLIENT_DOCUMENT_PATH, async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!after) return;
  if (before && TERM_FIELDS.every((key) => JSON.stringify(before[key]) === JSON.stringify(after[key]))) return;
  await keepSearchTerms(COLLECTIONS.clients, event.data!.after.ref);
});
