import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { InferType } from 'yup';

import { type CheckoutSessionResult, invoiceIdSchema, outstandingCents, roleOf } from '@agency/common';

import { stripeSecretKey } from '../config';
import { signedInCaller } from '../lib/callable-auth';
import { parseCallableData } from '../lib/callable-input';
import { invoiceRef } from '../lib/firestore/invoices';
import { portalOrigin } from '../lib/portal-url';

import { cardPaymentsSetUp, checkoutSessionFor, stripeClient } from './card-payments';

/**
 * A client pays what is outstanding on their own issued invoice by card: a Stripe Checkout page for exactly that
 * amount, named by the invoice number. The payment is recorded when Stripe reports it (stripe-webhook.ts), never
 * on the client's return to the portal, which anyone could fake.
 */
export const createCheckoutSession = onCall(
  { cors: true, secrets: [stripeSecretKey] },
  async (request): Promise<CheckoutSessionResult> => {
    const caller = await signedInCaller(request);
    // Both the token and the Auth record as it is now must say client: a role changed since sign-in counts for nothing.
    if (roleOf(request.auth?.token) !== 'client' || roleOf(caller.user.customClaims) !== 'client') {
      throw new HttpsError('permission-denied', 'Only the client an invoice is for can pay it by card.');
    }
    const { invoiceId }: InferType<typeof invoiceIdSchema> = await parseCallableData(invoiceIdSchema, request.data);
    const invoice = (await invoiceRef(invoiceId).get()).data();
    if (!invoice) throw new HttpsError('not-found', 'No invoice has that id.');
    if (invoice.clientId !== caller.uid) {
      throw new HttpsError('permission-denied', 'You can only pay your own invoices.');
    }
    if (invoice.status === 'void') throw new HttpsError('failed-precondition', 'This invoice is void.');
    if (invoice.status === 'paid' || outstandingCents(invoice) === 0) {
      throw new HttpsError('failed-precondition', 'This invoice is already paid.');
    }
    if (!cardPaymentsSetUp()) {
      throw new HttpsError('failed-precondition', 'Card payment is not set up; please pay by bank transfer.');
    }

    const paymentPage = `${portalOrigin()}/client/payment/${encodeURIComponent(invoice.quoteId)}`;
    const session = await stripeClient()
      .checkout.sessions.create(checkoutSessionFor(invoiceId, invoice, paymentPage, new Date()))
      .catch((error: unknown) => {
        logger.error('Stripe refused to create a Checkout session', { invoiceId, error: String(error) });
        return null;
      });
    if (!session?.url) {
      throw new HttpsError(
        'unavailable',
        'Card payment is not available right now; please try again later or pay by bank transfer.',
      );
    }
    return { url: session.url };
  },
);
