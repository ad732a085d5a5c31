import Stripe from 'stripe';

import { CURRENCY, type InvoiceDocument, outstandingCents } from '@agency/common';

import { stripeSecretKey } from '../config';

/** A Stripe secret key (`sk_live_…`, `sk_test_…`) or restricted key (`rk_…`); `none` and the like are not. */
export const isStripeSecretKey = (key: string) => /^(sk|rk)_\S+$/.test(key.trim());

/**
 * Whether card payment by Stripe Checkout is set up: the STRIPE_SECRET_KEY secret holds a Stripe key. Anything
 * else (`none` in the emulator) means bank transfer only (functions/src/config.ts). Only functions that bind
 * `stripeSecretKey` in their `secrets` can read it.
 */
export const cardPaymentsSetUp = () => isStripeSecretKey(stripeSecretKey.value());

/**
 * A Stripe client on the secret key. Checking a webhook's signature needs only the webhook secret, so a key that
 * is not a Stripe key (`none`) still serves for that; calls to Stripe's API need the real one.
 */
export const stripeClient = () => new Stripe(stripeSecretKey.value().trim() || 'none');

/**
 * How long a Checkout page stays open: an hour (Stripe allows 30 minutes to 24 hours), so a tab left open cannot
 * pay an amount long after it was the one outstanding.
 */
const CHECKOUT_OPEN_SECONDS = 60 * 60;

/**
 * The Checkout session for what is outstanding on an invoice: one line named by the invoice number, in AUD, the
 * invoice and client in its metadata (the webhook reads `invoiceId` back), and the payment page to return to.
 */
export function checkoutSessionFor(
  invoiceId: string,
  invoice: Pick<InvoiceDocument<unknown>, 'number' | 'clientId' | 'totalCents' | 'amountPaidCents' | 'buyer'>,
  paymentPage: string,
  now: Date,
): Stripe.Checkout.SessionCreateParams {
  const metadata = { invoiceId, clientId: invoice.clientId };
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: CURRENCY.toLowerCase(),
          unit_amount: outstandingCents(invoice),
          product_data: { name: `Invoice ${invoice.number}` },
        },
      },
    ],
    ...(invoice.buyer.email ? { customer_email: invoice.buyer.email } : {}),
    client_reference_id: invoiceId,
    metadata,
    payment_intent_data: { metadata },
    expires_at: Math.floor(now.getTime() / 1000) + CHECKOUT_OPEN_SECONDS,
    success_url: `${paymentPage}?paid=1`,
    cancel_url: `${paymentPage}?cancelled=1`,
  };
}
