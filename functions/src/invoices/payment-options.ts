import { HttpsError, onCall } from 'firebase-functions/v2/https';

import { type PaymentOptionsResult, roleOf } from '@agency/common';

import { stripeSecretKey } from '../config';
import { signedInCaller } from '../lib/callable-auth';

import { cardPaymentsSetUp } from './card-payments';

/**
 * How an invoice can be paid, for the payment page: bank transfer always, and card when Stripe is set up. Only
 * a client or an administrator asks; the key itself never leaves the function.
 */
export const paymentOptions = onCall(
  { cors: true, secrets: [stripeSecretKey] },
  async (request): Promise<PaymentOptionsResult> => {
    const caller = await signedInCaller(request);
    const role = roleOf(caller.user.customClaims);
    if (role !== 'client' && role !== 'admin') {
      throw new HttpsError('permission-denied', 'Only clients and the agency can see how invoices are paid.');
    }
    return { card: cardPaymentsSetUp() };
  },
);
