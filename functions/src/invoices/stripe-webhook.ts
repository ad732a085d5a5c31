import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import type Stripe from 'stripe';

import { CURRENCY, documentId } from '@agency/common';

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
    // A webhook secret Stripe made starts `whsec_`. Any other value (`none`, before an endpoint exists) means no
    // endpoint is set up: every request is refused, since Stripe's library would check signatures against it.
    const secret = stripeWebhookSecret.value();
    if (!/^whsec_[A-Za-z0-9_]{16,}$/.test(secret)) {
      logger.warn('A webhook request arrived but no Stripe webhook secret is set up; refused');
      res.status(404).json({ error: 'Card payments are not set up.' });
      return;
    }
    let event: Stripe.Event;
    try {
      event = stripeClient().webhooks.constructEvent(req.rawBody, req.get('stripe-signature') ?? '', secret);
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
  // Only what createCheckoutSession wrote: the metadata (never client_reference_id, which a Payment Link's payer
  // can set in its address), an invoice id of Firestore's form, and the client it was for.
  const invoiceId = session.metadata?.invoiceId;
  const clientId = session.metadata?.clientId;
  const about = { sessionId: session.id, invoiceId, clientId, amountTotal: session.amount_total };
  if (session.payment_status !== 'paid') {
    logger.info('A Checkout session completed without being paid yet; waiting for its payment', about);
    return;
  }
  const wellFormed =
    typeof session.id === 'string' &&
    session.id.startsWith('cs_') &&
    typeof invoiceId === 'string' &&
    documentId().isValidSync(invoiceId) &&
    typeof clientId === 'string' &&
    documentId().isValidSync(clientId) &&
    Number.isSafeInteger(session.amount_total) &&
    (session.amount_total ?? 0) > 0 &&
    session.currency === CURRENCY.toLowerCase();
  if (!wellFormed) {
    logger.warn(
      'A paid Checkout session is not one this site made (invoice, client, amount or AUD); nothing recorded',
      about,
    );
    return;
  }
  const paymentIntent =
    typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  try {
    const result = await applyPayment(
      invoiceId,
      {
        id: session.id,
        amountCents: session.amount_total!,
        method: 'card',
        // Never dated in the future, whatever the event says.
        at: new Date(Math.min(createdSeconds * 1000, Date.now())),
        recordedBy: 'stripe',
        reference: paymentIntent ?? session.id,
      },
      { takenAlready: true, clientId },
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
