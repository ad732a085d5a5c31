import Stripe from 'stripe';

import { stripeSecretKey } from '../config';

/**
 * Whether card payment by Stripe Checkout is set up: the STRIPE_SECRET_KEY secret holds a Stripe secret or
 * restricted key. Anything else (`none` in the emulator) means bank transfer only (functions/src/config.ts).
 * Only functions that bind `stripeSecretKey` in their `secrets` can read it.
 */
export const cardPaymentsSetUp = () => /^(sk|rk)_/.test(stripeSecretKey.value().trim());

/**
 * A Stripe client on the secret key. Checking a webhook's signature needs only the webhook secret, so a key that
 * is not a Stripe key (`none`) still serves for that; calls to Stripe's API need the real one.
 */
export const stripeClient = () => new Stripe(stripeSecretKey.value().trim() || 'none');
