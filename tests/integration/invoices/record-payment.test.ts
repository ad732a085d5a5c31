import { randomUUID } from 'node:crypto';

import { afterAll, describe, expect, it } from 'vitest';

import { calendarDayOf, CALLABLES, COLLECTIONS, type RecordPaymentResult, startOfCalendarDay } from '@agency/common';

import { db } from '../../support/firestore-admin';
import { newAccount, removeTestAccounts } from '../support/accounts';
import { callCallable } from '../support/callables';
import { useCast } from '../support/cast';

import {
  activityOfId,
  disabledToken,
  invoiceOf,
  receiptOf,
  receiptsOf,
  removeTestInvoices,
  TOTAL_CENTS,
  writeInvoice,
  writeQuote,
} from './invoice-fixtures';

const { admin, alice, bob } = useCast({ alice: { name: 'Alice <Green>' }, bob: { notificationPreference: 'daily' } });
afterAll(async () => {
  await removeTestInvoices();
  await removeTestAccounts();
});

const record = (data: unknown, idToken: string | null = admin.token) =>
  callCallable<RecordPaymentResult>(CALLABLES.recordPayment, data, idToken ?? undefined);

const today = () => calendarDayOf(new Date());
/** A payment as the form sends it: a new key each time, so each is a payment of its own. */
const payment = (invoiceId: string, amountCents: number, reference = 'Westpac 7781') => ({
  invoiceId,
  paymentKey: randomUUID(),
  amountCents,
  paidOn: calendarDayOf(new Date()),
  reference,
});

describe('recordPayment', () => {
  it('records a bank payment in full: the invoice is paid, on Alice’s timeline, and she gets a receipt', async () => {
    const invoiceId = await writeInvoice(alice, { issuedAt: new Date('2026-11-10T09:00:00+10:00') });

    const answer = await record({
      ...payment(invoiceId, TOTAL_CENTS),
      paidOn: '2026-11-20',
      reference: '  Westpac 7781  ',
    });

    expect(answer).toEqual({ status: 200, result: { status: 'paid', amountPaidCents: TOTAL_CENTS } });
    const invoice = (await invoiceOf(invoiceId))!;
    expect(invoice).toMatchObject({ status: 'paid', amountPaidCents: TOTAL_CENTS });
    expect(invoice.payments).toHaveLength(1);
    const [paid] = invoice.payments;
    expect(paid).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      amountCents: TOTAL_CENTS,
      method: 'bank',
      recordedBy: admin.uid,
      reference: 'Westpac 7781',
    });
    // The start of 20 November in Queensland: 14:00 UTC the day before.
    expect(paid!.at.toDate()).toEqual(startOfCalendarDay('2026-11-20'));
    expect(paid!.at.toDate().toISOString()).toBe('2026-11-19T14:00:00.000Z');

    expect(await activityOfId(`payment-${invoiceId}-${paid!.id}`)).toMatchObject({
      type: 'payment_recorded',
      // Who recorded it: the administrator, by name.
      actor: admin.uid,
      actorName: admin.email,
      actorRole: 'admin',
      clientId: alice.uid,
      clientName: 'Green Roots Naturopathy',
      clientVisible: true,
      summary: `${admin.email} recorded a payment of $2,035.00 by bank transfer from Green Roots Naturopathy for invoice ${invoice.number}.`,
      details: {
        invoiceId,
        amountCents: TOTAL_CENTS,
        method: 'bank',
        amountPaidCents: TOTAL_CENTS,
        outstandingCents: 0,
      },
    });
    expect(await activityOfId(`invoice-paid-${invoiceId}`)).toMatchObject({
      type: 'invoice_paid',
      actor: admin.uid,
      actorName: admin.email,
      clientId: alice.uid,
      clientVisible: true,
      summary: `Green Roots Naturopathy’s invoice ${invoice.number} is paid in full.`,
    });
    const receipt = await receiptOf(invoiceId, paid!.id);
    expect(receipt).toMatchObject({ to: [alice.email], replyTo: 'hello@consciouswebstudio.com.au' });
    expect(receipt!.message.subject).toBe(`Payment received for ${invoice.number}: $2,035.00`);
    expect(receipt!.message.text).toContain(
      `we received $2,035.00 by bank transfer on 20 Nov 2026 for invoice ${invoice.number}.`,
    );
    expect(receipt!.message.text).toContain('Paid so far: $2,035.00 of $2,035.00.');
    expect(receipt!.message.text).toContain('Outstanding: nothing. The invoice is paid in full.');
    expect(receipt!.message.text).toContain(`/client/payment/${invoice.quoteId}`);
    // The client's name is escaped in the HTML part.
    expect(receipt!.message.html).toContain('Hello Alice &lt;Green&gt;');
    expect(receipt!.message.html).not.toContain('<Green>');
  });

  it('adds part payments up: issued until they reach the total, one receipt per payment', async () => {
    const invoiceId = await writeInvoice(alice);

    const first = await record(payment(invoiceId, 100_000, 'first'));
    const second = await record(payment(invoiceId, 3_500, 'second'));

    expect(first.result).toEqual({ status: 'issued', amountPaidCents: 100_000 });
    expect(second.result).toEqual({ status: 'issued', amountPaidCents: 103_500 });
    const afterTwo = (await invoiceOf(invoiceId))!;
    expect(afterTwo.status).toBe('issued');
    expect(afterTwo.payments.map((paid) => paid.reference)).toEqual(['first', 'second']);
    expect(await activityOfId(`invoice-paid-${invoiceId}`)).toBeUndefined();
    const secondReceipt = await receiptOf(invoiceId, afterTwo.payments[1]!.id);
    expect(secondReceipt!.message.text).toContain('Paid so far: $1,035.00 of $2,035.00.');
    expect(secondReceipt!.message.text).toContain('Outstanding: $1,000.00.');

    const last = await record(payment(invoiceId, 100_000, 'last'));

    expect(last.result).toEqual({ status: 'paid', amountPaidCents: TOTAL_CENTS });
    expect((await invoiceOf(invoiceId))!.status).toBe('paid');
    expect(await receiptsOf(invoiceId)).toHaveLength(3);
  });

  it('puts the payment on the project its quote was made into after the invoice was issued', async () => {
    const project = db.collection(COLLECTIONS.projects).doc();
    await project.set({ clientId: alice.uid, name: 'Clinic site' });
    const quoteId = await writeQuote(alice, { projectId: project.id });
    // Issued on acceptance, before the project: the invoice keeps no project (it is never edited).
    const invoiceId = await writeInvoice(alice, { quoteId, projectId: null });
    try {
      await record(payment(invoiceId, TOTAL_CENTS));
      const [paid] = (await invoiceOf(invoiceId))!.payments;
      const about = { projectId: project.id, projectName: 'Clinic site' };
      expect(await activityOfId(`payment-${invoiceId}-${paid!.id}`)).toMatchObject(about);
      expect(await activityOfId(`invoice-paid-${invoiceId}`)).toMatchObject(about);
    } finally {
      await project.delete();
    }
  });

  it('refuses more than is outstanding, saying how much that is, and records nothing', async () => {
    const invoiceId = await writeInvoice(alice);
    await record(payment(invoiceId, 35_000));

    const answer = await record(payment(invoiceId, 168_501));

    expect(answer.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'The amount is more than the $1,685.00 outstanding on this invoice.',
      details: { fields: { amountCents: 'The amount is more than the $1,685.00 outstanding on this invoice.' } },
    });
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'issued', amountPaidCents: 35_000 });
    expect((await invoiceOf(invoiceId))!.payments).toHaveLength(1);
  });

  it('refuses a payment on a paid invoice and on a void one', async () => {
    const paid = await writeInvoice(alice);
    await record(payment(paid, TOTAL_CENTS));
    const voided = await writeInvoice(alice, { status: 'void', voidReason: 'Wrong client', voidedAt: new Date() });

    const onPaid = await record(payment(paid, 100));
    const onVoid = await record(payment(voided, 100));

    expect(onPaid.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: 'This invoice is already paid.' });
    expect(onVoid.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: 'This invoice is void.' });
    expect((await invoiceOf(paid))!.payments).toHaveLength(1);
    expect(await invoiceOf(voided)).toMatchObject({ status: 'void', amountPaidCents: 0, payments: [] });
  });

  it('refuses a date in the future, a bad date, no amount, no reference and an unknown invoice', async () => {
    const invoiceId = await writeInvoice(alice);
    const tomorrow = calendarDayOf(new Date(startOfCalendarDay(today()).getTime() + 36 * 3_600_000));

    const beforeIssue = await record({ ...payment(invoiceId, 100), paidOn: '2020-01-01' });
    expect(beforeIssue.error?.details?.fields).toEqual({
      paidOn: 'A payment cannot be dated before the invoice was issued.',
    });
    const future = await record({ ...payment(invoiceId, 100), paidOn: tomorrow });
    const bad = await record({ ...payment(invoiceId, 100), paidOn: '2026-02-30' });
    const zero = await record(payment(invoiceId, 0));
    const fraction = await record(payment(invoiceId, 10.5));
    const noReference = await record(payment(invoiceId, 100, '   '));
    const unknown = await record(payment('no-such-invoice', 100));

    expect(future.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      details: { fields: { paidOn: 'The date it was paid cannot be in the future.' } },
    });
    expect(bad.error!.details!.fields).toHaveProperty('paidOn');
    expect(zero.error!.details!.fields).toHaveProperty('amountCents');
    expect(fraction.error!.details!.fields).toHaveProperty('amountCents');
    expect(noReference.error!.details!.fields).toHaveProperty('reference');
    expect(unknown.error).toMatchObject({ status: 'NOT_FOUND' });
    expect(await invoiceOf(invoiceId)).toMatchObject({ amountPaidCents: 0, payments: [] });
  });

  it('accepts today as the date it was paid', async () => {
    const invoiceId = await writeInvoice(alice);

    const answer = await record({ ...payment(invoiceId, 100), paidOn: today() });

    expect(answer.result).toEqual({ status: 'issued', amountPaidCents: 100 });
  });

  it('mails a receipt to a client who chose the daily digest too, and puts the payment on their timeline', async () => {
    const invoiceId = await writeInvoice(bob);

    await record(payment(invoiceId, 500));

    const [paid] = (await invoiceOf(invoiceId))!.payments;
    expect(await activityOfId(`payment-${invoiceId}-${paid!.id}`)).toMatchObject({
      clientId: bob.uid,
      clientVisible: true,
    });
    expect(await receiptsOf(invoiceId)).toHaveLength(1);
  });

  it('records two payments sent at once both, never losing one', async () => {
    const invoiceId = await writeInvoice(alice);

    const answers = await Promise.all([record(payment(invoiceId, 1_000, 'a')), record(payment(invoiceId, 2_000, 'b'))]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await invoiceOf(invoiceId)).toMatchObject({ amountPaidCents: 3_000 });
    expect((await invoiceOf(invoiceId))!.payments).toHaveLength(2);
  });

  it('records a payment sent twice with one key once, and answers the second as it answered the first', async () => {
    const invoiceId = await writeInvoice(alice);
    const deposit = payment(invoiceId, 100_000, 'deposit');

    const first = await record(deposit);
    // Another payment in between: the repeat still answers what the first call did.
    const other = await record(payment(invoiceId, 5_000, 'other'));
    const again = await record(deposit);

    expect(first).toEqual({ status: 200, result: { status: 'issued', amountPaidCents: 100_000 } });
    expect(other.result).toEqual({ status: 'issued', amountPaidCents: 105_000 });
    expect(again).toEqual(first);
    const invoice = (await invoiceOf(invoiceId))!;
    expect(invoice.payments.map((paid) => [paid.id, paid.reference])).toEqual([
      [deposit.paymentKey, 'deposit'],
      [expect.any(String), 'other'],
    ]);
    expect(invoice.amountPaidCents).toBe(105_000);
    expect(await receiptsOf(invoiceId)).toHaveLength(2);
  });

  it('records one payment for two calls at once with one key, both answered alike', async () => {
    const invoiceId = await writeInvoice(alice);
    const full = payment(invoiceId, TOTAL_CENTS);

    const answers = await Promise.all([record(full), record(full)]);

    expect(answers).toEqual([
      { status: 200, result: { status: 'paid', amountPaidCents: TOTAL_CENTS } },
      { status: 200, result: { status: 'paid', amountPaidCents: TOTAL_CENTS } },
    ]);
    const invoice = (await invoiceOf(invoiceId))!;
    expect(invoice).toMatchObject({ status: 'paid', amountPaidCents: TOTAL_CENTS });
    expect(invoice.payments.map((paid) => paid.id)).toEqual([full.paymentKey]);
    expect(await receiptsOf(invoiceId)).toHaveLength(1);
    expect(await activityOfId(`payment-${invoiceId}-${full.paymentKey}`)).toMatchObject({ type: 'payment_recorded' });
  });

  it('refuses a key already used for other details, and a payment without a key, recording nothing', async () => {
    const invoiceId = await writeInvoice(alice);
    const first = payment(invoiceId, 1_000, 'first');
    await record(first);

    const otherAmount = await record({ ...first, amountCents: 2_000 });
    const otherReference = await record({ ...first, reference: 'second' });
    const { paymentKey: _omitted, ...keyless } = payment(invoiceId, 1_000);
    const noKey = await record(keyless);
    const badKey = await record({ ...payment(invoiceId, 1_000), paymentKey: 'receipt-x/../y' });

    for (const answer of [otherAmount, otherReference]) {
      expect(answer.error).toMatchObject({
        status: 'FAILED_PRECONDITION',
        message: 'This form already recorded a different payment on this invoice. Close it and record this one anew.',
      });
    }
    expect(noKey.error!.details!.fields).toEqual({ paymentKey: 'Close the form and record the payment again' });
    expect(badKey.error!.details!.fields).toEqual({ paymentKey: 'Close the form and record the payment again' });
    expect(await invoiceOf(invoiceId)).toMatchObject({ amountPaidCents: 1_000 });
    expect((await invoiceOf(invoiceId))!.payments).toHaveLength(1);
  });

  it('is refused to anyone but an administrator, and changes nothing', async () => {
    const invoiceId = await writeInvoice(alice);
    const disabledAdmin = await newAccount({ role: 'admin' });
    const disabled = await disabledToken(disabledAdmin);

    const signedOut = await record(payment(invoiceId, 100), null);
    const byAlice = await record(payment(invoiceId, 100), alice.token);
    const byBob = await record(payment(invoiceId, 100), bob.token);
    const byDisabledAdmin = await record(payment(invoiceId, 100), disabled);

    expect(signedOut.error).toMatchObject({ status: 'UNAUTHENTICATED' });
    expect(byAlice.error).toMatchObject({ status: 'PERMISSION_DENIED' });
    expect(byBob.error).toMatchObject({ status: 'PERMISSION_DENIED' });
    expect(byDisabledAdmin.error).toMatchObject({ status: 'PERMISSION_DENIED', message: 'This account is disabled.' });
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'issued', amountPaidCents: 0, payments: [] });
  });
});
