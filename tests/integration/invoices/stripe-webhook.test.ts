import { randomUUID } from 'node:crypto';

import { afterAll, describe, expect, it } from 'vitest';

import { calendarDayOf, CALLABLES } from '@agency/common';

import { removeTestAccounts } from '../support/accounts';
import { callCallable } from '../support/callables';
import { useCast } from '../support/cast';

import {
  activityOfId,
  invoiceOf,
  postEvent,
  receiptOf,
  receiptsOf,
  removeTestInvoices,
  sessionCompleted,
  TOTAL_CENTS,
  WEBHOOK_URL,
  writeInvoice,
} from './invoice-fixtures';

const { admin, alice } = useCast();
afterAll(async () => {
  await removeTestInvoices();
  await removeTestAccounts();
});

describe('stripeWebhook', () => {
  it('records a paid Checkout session as a card payment: the invoice is paid and Alice gets a receipt', async () => {
    const invoiceId = await writeInvoice(alice);
    const event = sessionCompleted(invoiceId, alice.uid, TOTAL_CENTS, { sessionId: `cs_test_full_${invoiceId}` });

    const answer = await postEvent(event);

    expect(answer.status).toBe(200);
    const invoice = (await invoiceOf(invoiceId))!;
    expect(invoice).toMatchObject({ status: 'paid', amountPaidCents: TOTAL_CENTS });
    expect(invoice.payments).toEqual([
      expect.objectContaining({
        id: `cs_test_full_${invoiceId}`,
        amountCents: TOTAL_CENTS,
        method: 'card',
        recordedBy: 'stripe',
        reference: `pi_full_${invoiceId}`,
      }),
    ]);
    expect(invoice.payments[0]!.at.toMillis()).toBe(event.created * 1000);
    expect(await activityOfId(`payment-${invoiceId}-cs_test_full_${invoiceId}`)).toMatchObject({
      type: 'payment_recorded',
      actor: 'system',
      actorRole: 'system',
      clientVisible: true,
      summary: `A payment of $2,035.00 by card from Green Roots Naturopathy was received for invoice ${invoice.number}.`,
    });
    expect(await activityOfId(`invoice-paid-${invoiceId}`)).toMatchObject({ type: 'invoice_paid' });
    const receipt = await receiptOf(invoiceId, `cs_test_full_${invoiceId}`);
    expect(receipt).toMatchObject({ to: [alice.email] });
    expect(receipt!.message.text).toContain(`we received $2,035.00 by card`);
  });

  it('records the same event delivered again, or two at once, only once', async () => {
    const invoiceId = await writeInvoice(alice);
    const event = sessionCompleted(invoiceId, alice.uid, 50_000);

    const answers = await Promise.all([postEvent(event), postEvent(event)]);
    const replay = await postEvent(event);

    expect([...answers, replay].map((answer) => answer.status)).toEqual([200, 200, 200]);
    const invoice = (await invoiceOf(invoiceId))!;
    expect(invoice).toMatchObject({ status: 'issued', amountPaidCents: 50_000 });
    expect(invoice.payments).toHaveLength(1);
    expect(await receiptsOf(invoiceId)).toHaveLength(1);
  });

  it('adds a card payment to a bank part payment until the invoice is paid', async () => {
    const invoiceId = await writeInvoice(alice);
    await callCallable(
      CALLABLES.recordPayment,
      {
        invoiceId,
        paymentKey: randomUUID(),
        amountCents: 100_000,
        paidOn: calendarDayOf(new Date()),
        reference: 'deposit',
      },
      admin.token,
    );

    await postEvent(sessionCompleted(invoiceId, alice.uid, TOTAL_CENTS - 100_000));

    const invoice = (await invoiceOf(invoiceId))!;
    expect(invoice).toMatchObject({ status: 'paid', amountPaidCents: TOTAL_CENTS });
    expect(invoice.payments.map((paid) => paid.method)).toEqual(['bank', 'card']);
  });

  it('keeps on record a card payment that arrives after a bank transfer paid the invoice, for a refund', async () => {
    const invoiceId = await writeInvoice(alice);
    await callCallable(
      CALLABLES.recordPayment,
      {
        invoiceId,
        paymentKey: randomUUID(),
        amountCents: TOTAL_CENTS,
        paidOn: calendarDayOf(new Date()),
        reference: 'paid by bank',
      },
      admin.token,
    );

    const answer = await postEvent(sessionCompleted(invoiceId, alice.uid, TOTAL_CENTS));

    expect(answer.status).toBe(200);
    const invoice = (await invoiceOf(invoiceId))!;
    expect(invoice).toMatchObject({ status: 'paid', amountPaidCents: 2 * TOTAL_CENTS });
    expect(invoice.payments.map((paid) => paid.method)).toEqual(['bank', 'card']);
  });

  it('refuses a request with a bad signature, or none, with 400, and records nothing', async () => {
    const invoiceId = await writeInvoice(alice);
    const event = sessionCompleted(invoiceId, alice.uid, TOTAL_CENTS);

    const forged = await postEvent(event, 'whsec_someone_else');
    const unsigned = await fetch(WEBHOOK_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(event),
    });

    expect(forged.status).toBe(400);
    expect(unsigned.status).toBe(400);
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'issued', amountPaidCents: 0, payments: [] });
    expect(await receiptsOf(invoiceId)).toEqual([]);
  });

  it('records nothing on a void invoice, and answers 200 so Stripe does not retry', async () => {
    const invoiceId = await writeInvoice(alice);
    await callCallable(CALLABLES.voidInvoice, { invoiceId, reason: 'Sent twice' }, admin.token);

    const answer = await postEvent(sessionCompleted(invoiceId, alice.uid, TOTAL_CENTS));

    expect(answer.status).toBe(200);
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'void', amountPaidCents: 0, payments: [] });
    expect(await receiptsOf(invoiceId)).toEqual([]);
  });

  it('ignores a session not paid yet and any other event, answering 200', async () => {
    const invoiceId = await writeInvoice(alice);
    const other = { ...sessionCompleted(invoiceId, alice.uid, TOTAL_CENTS), type: 'checkout.session.expired' };

    const unpaid = await postEvent(sessionCompleted(invoiceId, alice.uid, TOTAL_CENTS, { paymentStatus: 'unpaid' }));
    const ignored = await postEvent(other);

    expect(unpaid.status).toBe(200);
    expect(ignored.status).toBe(200);
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'issued', amountPaidCents: 0, payments: [] });
  });
  it('records nothing for a session that is not one this site made: another client, no metadata, a bad amount', async () => {
    const invoiceId = await writeInvoice(alice);
    const base = sessionCompleted(invoiceId, alice.uid, TOTAL_CENTS);
    const withSession = (session: Record<string, unknown>) => ({
      ...base,
      data: { object: { ...base.data.object, ...session } },
    });

    const answers = await Promise.all([
      postEvent(withSession({ id: 'cs_test_other_client', metadata: { invoiceId, clientId: 'someone-else' } })),
      // A Payment Link's payer can set client_reference_id; only the metadata this site wrote counts.
      postEvent(withSession({ id: 'cs_test_reference_only', metadata: {}, client_reference_id: invoiceId })),
      postEvent(withSession({ id: 'cs_test_negative', amount_total: -50_000 })),
      postEvent(withSession({ id: 'cs_test_fraction', amount_total: 0.5 })),
      postEvent(withSession({ id: 'cs_test_text', amount_total: '5' })),
      postEvent(withSession({ id: 'cs_test_bad_id', metadata: { invoiceId: '../quotes/x', clientId: alice.uid } })),
      postEvent(withSession({ id: { nested: true } })),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'issued', amountPaidCents: 0, payments: [] });
    expect(await receiptsOf(invoiceId)).toEqual([]);
  });
});
