import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';

import { type SaveQuoteResult, saveQuoteSchema, serviceOfLines } from '@agency/common';

import { db } from '../lib/admin';
import { adminCaller } from '../lib/callable-auth';
import { parseCallableData } from '../lib/callable-input';
import { clientNamesFor } from '../lib/client-names';
import { clientRef } from '../lib/firestore/clients';
import { projectRef } from '../lib/firestore/projects';
import { quoteRef } from '../lib/firestore/quotes';

import { newDraftFields } from './new-draft';
import { priceLines } from './price-lines';

/**
 * An administrator starts a draft quote (quoteId null) or saves the whole of a draft. Totals are always worked out
 * here from the lines (docs/decisions/017-quotes-and-invoices.md). Once sent, a quote is what the client was
 * offered: it is never edited again (withdraw it and send a copy instead).
 */
export const saveQuote = onCall({ cors: true }, async (request): Promise<SaveQuoteResult> => {
  const admin = await adminCaller(request);
  const input = await parseCallableData(saveQuoteSchema, request.data);

  const client = await clientRef(input.clientId).get();
  if (!client.exists || client.get('role') !== 'client') {
    throw new HttpsError('not-found', 'No client has that id.');
  }
  if (input.projectId) {
    const project = (await projectRef(input.projectId).get()).data();
    if (!project) throw new HttpsError('not-found', 'No project has that id.');
    if (project.clientId !== input.clientId) {
      throw new HttpsError('invalid-argument', 'That project belongs to another client.', {
        fields: { projectId: 'Choose one of this client’s projects' },
      });
    }
  }
  const editable = {
    clientId: input.clientId,
    projectId: input.projectId,
    service: input.service ?? serviceOfLines(input.lineItems),
    title: input.title,
    validDays: input.validDays,
    ...priceLines(input.lineItems),
  };

  if (!input.quoteId) {
    const ref = quoteRef();
    // The client's names as the transaction reads them, so the copy is never older than the profile.
    await db.runTransaction(async (transaction) =>
      transaction.create(ref, {
        ...editable,
        ...(await clientNamesFor(input.clientId, transaction)),
        ...newDraftFields(admin.uid),
      }),
    );
    return { quoteId: ref.id };
  }

  const ref = quoteRef(input.quoteId);
  await db.runTransaction(async (transaction) => {
    const quote = (await transaction.get(ref)).data();
    if (!quote) throw new HttpsError('not-found', 'No quote has that id.');
    if (quote.status !== 'draft') {
      throw new HttpsError('failed-precondition', 'Only a draft can be changed; this quote has been sent.');
    }
    // A draft may move to another client: it copies that client's names.
    const names = await clientNamesFor(input.clientId, transaction);
    transaction.update(ref, { ...editable, ...names, updatedAt: FieldValue.serverTimestamp() });
  });
  return { quoteId: ref.id };
});
