import { onDocumentWritten } from 'firebase-functions/v2/firestore';

import { COLLECTIONS } from '@agency/common';

import { CLIENT_DOCUMENT_PATH } from '../lib/firestore/clients';
import { keepSearchTerms, searchTermsInStep } from '../lib/search-terms';

/**
 * Keeps `clients/{uid}.searchTerms` (what the admin area's client pickers search) in step with the name, business
 * name and email, whoever changed them: the client on their profile, an administrator, a function or a script.
 * firestore.rules refuse the field from every browser, so this is its only writer after the profile is created.
 * Its own write changes only the terms, so the event it causes finds them in step and stops there; it never
 * touches `updatedAt`, so the profile trigger does not take it for a person's edit.
 */
export const keepClientSearchTerms = onDocumentWritten(CLIENT_DOCUMENT_PATH, async (event) => {
  // Most writes (a phone number, a status, the terms' own write) leave the terms in step: nothing to read or write.
  const after = event.data?.after.data();
  if (!after || searchTermsInStep(COLLECTIONS.clients, after)) return;
  await keepSearchTerms(COLLECTIONS.clients, event.data!.after.ref);
});
