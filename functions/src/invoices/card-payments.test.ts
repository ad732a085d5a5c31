import { describe, expect, it } from 'vitest';

import { checkoutSessionFor, isStripeSecretKey } from './card-payments';

describe('isStripeSecretKey', () => {
  it('takes secret and restricted keys, live or test', () => {
    for (const key of ['sk_live_51abc', 'sk_test_51abc', 'rk_live_51abc', ' sk_test_51abc\n']) {
      expect(isStripeSecretKey(key), key).toBe(true);
    }
  });

  it('takes nothing else for a key: card payment is then not set up', () => {
    for (const key of ['none', '', 'sk_', 'pk_live_51abc', 'whsec_abc', 'SK_live_51abc', 'none sk_live_1']) {
      expect(isStripeSecretKey(key), key).toBe(false);
    }
  });
});

describe('checkoutSessionFor', () => {
  const invoice = {
    number: 'INV-2026-0007',
    clientId: 'alice',
    totalCents: 203_500,
    amountPaidCents: 100_000,
    buyer: { name: 'Alice Green', businessName: null, email: 'alice@example.com' },
  };
  const now = new Date('2026-11-24T02:00:00Z');

  it('asks for what is outstanding, in AUD, named by the invoice number, returning to the payment page', () => {
    expect(checkoutSessionFor('inv1', invoice, 'https://portal.example/client/payment/q1', now)).toEqual({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'aud', unit_amount: 103_500, product_data: { name: 'Invoice INV-2026-0007' } },
        },
      ],
      customer_email: 'alice@example.com',
      client_reference_id: 'inv1',
      metadata: { invoiceId: 'inv1', clientId: 'alice' },
      payment_intent_data: { metadata: { invoiceId: 'inv1', clientId: 'alice' } },
      expires_at: now.getTime() / 1000 + 60 * 60,
      success_url: 'https://portal.example/client/payment/q1?paid=1',
      cancel_url: 'https://portal.example/client/payment/q1?cancelled=1',
    });
  });

  it('leaves the email for Stripe to ask when the invoice names none', () => {
    const session = checkoutSessionFor('inv1', { ...invoice, buyer: { ...invoice.buyer, email: '' } }, 'x', now);

    expect(session).not.toHaveProperty('customer_email');
  });
});
