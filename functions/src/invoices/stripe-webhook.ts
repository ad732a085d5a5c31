import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import type Stripe from 'stripe';

import { CURRENCY } from '@agency/common';

import { stripeSecretKey, stripeWebhookSecret } from '../config';

import { applyPayment, PaymentRefused } from './apply-payment';
import { stripeClient } from './card-payments';

/** The events that can mean a Checkout session's money has arrived (a card is paid at completion). */
const PAYMENT_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * Stripe's webhook (point an endpoint for `checkout.session.completed` and
 * `checkout.session.async_payment_succeeded` at this function's URL; its signing secret is STRIPE_WEBHOOK_SECRET).
 * Only a request Stripe signed is read: anything else is 400 and changes nothing. A paid Checkout session becomes
 * a card payment on its invoice under the session's id, so Stripe delivering the event again records nothing
 * twice. Every other event is acknowledged and ignored.
 */
export const stripeWebhook = onRequest(
  { invoker: 'public', secrets: [stripeSecretKey, stripeWebhookSecret], maxInstances: 10, timeoutSeconds: 30 },
  async (req, res) => {
    if (req.method !== 'POST') {
      res.status(405).set('Allow', 'POST').json({ error: 'Send Stripe events with POST.' });
      return;
    }
    let event: Stripe.Event;
    try {
      event = stripeClient().webhooks.constructEvent(
        req.rawBody,
        req.get('stripe-signature') ?? '',
        stripeWebhookSecret.value(),
      );
    } catch (error) {
      logger.warn('A webhook request without a valid Stripe signature was refused', { error: String(error) });
      res.status(400).json({ error: 'The Stripe signature does not match.' });
      return;
    }

    if (PAYMENT_EVENTS.has(event.type)) {
      await recordCardPayment(event.data.object as Stripe.Checkout.Session, event.created);
    }
    res.json({ received: true });
  },
);

/**
 * Records a paid session's amount on the invoice it names. A session that is not paid yet, names no invoice, is
 * in another currency, or is for an invoice voided meanwhile records nothing: the agency sees the warning and
 * refunds through Stripe. A Firestore failure throws, so Stripe is answered 500 and delivers the event again.
 */
async function recordCardPayment(session: Stripe.Checkout.Session, createdSeconds: number): Promise<void> {
  const invoiceId = session.metadata?.invoiceId ?? session.client_reference_id;
  const about = { sessionId: session.id, invoiceId, amountTotal: session.amount_total };
  if (session.payment_status !== 'paid') {
    logger.info('A Checkout session completed without being paid yet; waiting for its payment', about);
    return;
  }
  if (!invoiceId || session.amount_total === null || session.currency !== CURRENCY.toLowerCase()) {
    logger.warn('A paid Checkout session names no invoice or is not in AUD; nothing recorded', about);
    return;
  }
  const paymentIntent =
    typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  try {
    const result = await applyPayment(
      invoiceId,
      {
        id: session.id,
        amountCents: session.amount_total,
        method: 'card',
        at: new Date(createdSeconds * 1000),
        recordedBy: 'stripe',
        reference: paymentIntent ?? session.id,
      },
      { takenAlready: true },
    );
    if (!result.recorded) {
      logger.info('A card payment already recorded was reported again; nothing changed', about);
    } else if (result.overpaidCents > 0) {
      // Paid by bank transfer too while the Checkout page was open: the money is real, so it is on the record.
      logger.warn('A card payment took the invoice past its total; refund the difference in Stripe', {
        ...about,
        overpaidCents: result.overpaidCents,
      });
    }
  } catch (error) {
    if (!(error instanceof PaymentRefused)) throw error;
    logger.warn(`A paid Checkout session was not recorded (${error.message}); refund it in Stripe`, about);
  }
}
