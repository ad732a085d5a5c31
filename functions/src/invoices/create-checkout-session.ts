import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { InferType } from 'yup';

import { type CheckoutSessionResult, CURRENCY, invoiceIdSchema, outstandingCents, roleOf } from '@agency/common';

import { stripeSecretKey } from '../config';
import { signedInCaller } from '../lib/callable-auth';
import { parseCallableData } from '../lib/callable-input';
import { invoiceRef } from '../lib/firestore/invoices';
import { portalOrigin } from '../lib/portal-url';

import { cardPaymentsSetUp, stripeClient } from './card-payments';

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
    const outstanding = outstandingCents(invoice);
    if (invoice.status === 'paid' || outstanding === 0) {
      throw new HttpsError('failed-precondition', 'This invoice is already paid.');
    }
    if (!cardPaymentsSetUp()) {
      throw new HttpsError('failed-precondition', 'Card payment is not set up; please pay by bank transfer.');
    }

    const back = `${portalOrigin()}/client/payment/${encodeURIComponent(invoice.quoteId)}`;
    const session = await stripeClient().checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: CURRENCY.toLowerCase(),
            unit_amount: outstanding,
            product_data: { name: `Invoice ${invoice.number}` },
          },
        },
      ],
      customer_email: invoice.buyer.email || undefined,
      client_reference_id: invoiceId,
      metadata: { invoiceId, clientId: invoice.clientId },
      payment_intent_data: { metadata: { invoiceId, clientId: invoice.clientId } },
      success_url: `${back}?paid=1`,
      cancel_url: `${back}?cancelled=1`,
    });
    if (!session.url) throw new HttpsError('internal', 'Stripe gave no payment page; please try again.');
    return { url: session.url };
  },
);
