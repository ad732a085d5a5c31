import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';

import {
  type AcceptQuoteResult,
  acceptQuoteSchema,
  type QuoteAcceptance,
  quoteContentText,
  roleOf,
  sha256Hex,
} from '@agency/common';

import { agencyNotifyEmail } from '../config';
import { prepareInvoice } from '../invoices/issue-invoice';
import { clientActor, clientNameOf, projectNameOf, recordActivity } from '../lib/activity';
import { db } from '../lib/admin';
import { signedInCaller } from '../lib/callable-auth';
import { parseCallableData } from '../lib/callable-input';
import { clientRef } from '../lib/firestore/clients';
import { mailRef } from '../lib/firestore/mail';
import { quoteRef, type StoredQuote } from '../lib/firestore/quotes';

import { openQuoteFor } from './open-quote';
import { agencyQuoteAnsweredMail, clientNamed, clientQuoteAcceptedMail, mayMailClient } from './quote-mail';

/** The hash of what a client reads on the quote page, worked out here from the stored quote, never taken on trust. */
const contentHashOf = (quote: StoredQuote) =>
  sha256Hex(quoteContentText({ ...quote, validUntil: quote.validUntil?.toDate() ?? null }));

/**
 * The client accepts a sent quote by typing their name and ticking the terms (docs/decisions/017-quotes-and-
 * invoices.md). In one transaction: the quote is still theirs and open, what they read is what is stored (the hash
 * of its content, so an edit or a re-send in between is caught rather than accepted unseen), the acceptance is
 * stamped with who, when and that hash, the invoice is issued (invoices/issue-invoice.ts) and both sides are told.
 * Two accepts at once conflict on the quote: one issues the invoice, the other hears it was accepted.
 */
export const acceptQuote = onCall({ cors: true }, async (request): Promise<AcceptQuoteResult> => {
  const caller = await signedInCaller(request);
  // Both the token and the Auth record as it is now must say client: a role changed since sign-in counts for nothing.
  if (roleOf(request.auth?.token) !== 'client' || roleOf(caller.user.customClaims) !== 'client') {
    throw new HttpsError('permission-denied', 'Only the client a quote was sent to can accept it.');
  }
  const input = await parseCallableData(acceptQuoteSchema, request.data);
  const profile = (await clientRef(caller.uid).get()).data();
  const ref = quoteRef(input.quoteId);

  return db.runTransaction(async (transaction) => {
    const now = new Date();
    const quote = openQuoteFor((await transaction.get(ref)).data(), caller.uid, now);
    if ((await contentHashOf(quote)) !== input.contentHash) {
      throw new HttpsError('failed-precondition', 'This quote changed since you opened it; please read it again.');
    }
    const invoice = await prepareInvoice(transaction, { quoteId: input.quoteId, quote, now });
    const projectName = await projectNameOf(quote.projectId, transaction);

    const at = Timestamp.fromDate(now);
    const acceptance: QuoteAcceptance<Timestamp> = {
      name: input.name,
      at,
      uid: caller.uid,
      contentHash: input.contentHash,
    };
    transaction.update(ref, { status: 'accepted', acceptance, closedAt: at, updatedAt: FieldValue.serverTimestamp() });
    invoice.write();
    recordActivity(
      transaction,
      {
        type: 'quote_accepted',
        ...clientActor(caller.uid, profile),
        subjectUid: caller.uid,
        clientId: caller.uid,
        clientName: clientNameOf(profile),
        projectId: quote.projectId,
        projectName,
        clientVisible: true,
        details: {
          quoteId: input.quoteId,
          number: quote.number ?? '',
          title: quote.title,
          totalCents: quote.totalCents,
          invoiceId: invoice.invoiceId,
          signedName: input.name,
        },
      },
      `quote-accepted-${input.quoteId}`,
    );
    if (mayMailClient(profile)) {
      transaction.set(
        mailRef(`quote-accepted-${input.quoteId}`),
        clientQuoteAcceptedMail(
          profile.email,
          profile.name || input.name,
          agencyNotifyEmail.value(),
          quote,
          input.quoteId,
          { number: invoice.number, dueAt: invoice.invoice.dueAt.toDate() },
        ),
      );
    }
    transaction.set(
      mailRef(`quote-accepted-agency-${input.quoteId}`),
      agencyQuoteAnsweredMail(agencyNotifyEmail.value(), clientNamed(profile), quote, {
        accepted: true,
        invoiceNumber: invoice.number,
      }),
    );
    return { invoiceId: invoice.invoiceId, invoiceNumber: invoice.number };
  });
});
