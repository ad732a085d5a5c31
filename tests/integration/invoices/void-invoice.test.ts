import { randomUUID } from 'node:crypto';

import { afterAll, describe, expect, it } from 'vitest';

import { calendarDayOf, CALLABLES, paymentReferenceFor, type VoidInvoiceResult } from '@agency/common';

import { newAccount, removeTestAccounts } from '../support/accounts';
import { callCallable } from '../support/callables';
import { useCast } from '../support/cast';

import {
  activityOfId,
  disabledToken,
  invoiceOf,
  quoteOf,
  removeTestInvoices,
  TOTAL_CENTS,
  writeInvoice,
  writeQuote,
} from './invoice-fixtures';

const { admin, alice, bob } = useCast();
afterAll(async () => {
  await removeTestInvoices();
  await removeTestAccounts();
});

const voidIt = (data: unknown, idToken: string | null = admin.token) =>
  callCallable<VoidInvoiceResult>(CALLABLES.voidInvoice, data, idToken ?? undefined);

describe('voidInvoice', () => {
  it('voids an issued invoice with nothing paid, saying why, on Alice’s timeline', async () => {
    const invoiceId = await writeInvoice(alice);
    const before = Date.now();

    const answer = await voidIt({ invoiceId, reason: '  Issued to the wrong business name.  ' });

    expect(answer).toEqual({ status: 200, result: { replacementInvoiceId: null } });
    const invoice = (await invoiceOf(invoiceId))!;
    expect(invoice).toMatchObject({
      status: 'void',
      voidReason: 'Issued to the wrong business name.',
      replacedByInvoiceId: null,
    });
    expect(invoice.voidedAt!.toMillis()).toBeGreaterThanOrEqual(before - 1000);
    expect(await activityOfId(`invoice-voided-${invoiceId}`)).toMatchObject({
      type: 'invoice_voided',
      actor: admin.uid,
      actorName: admin.email,
      actorRole: 'admin',
      clientId: alice.uid,
      clientName: 'Green Roots Naturopathy',
      clientVisible: true,
      summary: `${admin.email} voided Green Roots Naturopathy’s invoice ${invoice.number}.`,
      details: {
        invoiceId,
        number: invoice.number,
        reason: 'Issued to the wrong business name.',
        replacementInvoiceId: null,
        replacementNumber: null,
      },
    });
  });

  it('refuses an invoice with a payment recorded on it: refund first', async () => {
    const invoiceId = await writeInvoice(alice);
    await callCallable(
      CALLABLES.recordPayment,
      {
        invoiceId,
        paymentKey: randomUUID(),
        amountCents: 50_000,
        paidOn: calendarDayOf(new Date()),
        reference: 'part',
      },
      admin.token,
    );

    const answer = await voidIt({ invoiceId, reason: 'Changed our minds' });

    expect(answer.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: '$500.00 has been paid on this invoice, so it cannot be voided. Refund the payments first.',
    });
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'issued', voidReason: null, amountPaidCents: 50_000 });
    expect(await activityOfId(`invoice-voided-${invoiceId}`)).toBeUndefined();
  });

  it('refuses an invoice already void, one that does not exist, and no reason', async () => {
    const voided = await writeInvoice(alice, { status: 'void', voidReason: 'First reason', voidedAt: new Date() });
    const issued = await writeInvoice(alice);

    const again = await voidIt({ invoiceId: voided, reason: 'Second reason' });
    const unknown = await voidIt({ invoiceId: 'no-such-invoice', reason: 'Typo' });
    const noReason = await voidIt({ invoiceId: issued, reason: '   ' });

    expect(again.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: 'This invoice is already void.' });
    expect((await invoiceOf(voided))!.voidReason).toBe('First reason');
    expect(unknown.error).toMatchObject({ status: 'NOT_FOUND' });
    expect(noReason.error).toMatchObject({ status: 'INVALID_ARGUMENT' });
    expect(noReason.error!.details!.fields).toHaveProperty('reason');
    expect((await invoiceOf(issued))!.status).toBe('issued');
  });

  it('with reissue, replaces it by a new invoice for the same quote, each naming the other', async () => {
    const quoteId = await writeQuote(alice);
    const invoiceId = await writeInvoice(alice, { quoteId });

    const answer = await voidIt({ invoiceId, reason: 'Wrong address on the invoice', reissue: true });

    expect(answer.status).toBe(200);
    const replacementId = answer.result!.replacementInvoiceId!;
    expect(replacementId).toEqual(expect.any(String));
    const voided = (await invoiceOf(invoiceId))!;
    const replacement = (await invoiceOf(replacementId))!;
    expect(voided).toMatchObject({ status: 'void', replacedByInvoiceId: replacementId });
    expect(replacement).toMatchObject({
      status: 'issued',
      quoteId,
      clientId: alice.uid,
      totalCents: TOTAL_CENTS,
      amountPaidCents: 0,
      payments: [],
      replacesInvoiceId: invoiceId,
      replacedByInvoiceId: null,
      paymentReference: paymentReferenceFor(replacement.number),
    });
    expect(replacement.number).toMatch(/^INV-\d{4}-\d{4,}$/);
    expect(replacement.number).not.toBe(voided.number);
    expect((await quoteOf(quoteId))!.invoiceId).toBe(replacementId);
    expect(await activityOfId(`invoice-voided-${invoiceId}`)).toMatchObject({
      summary: `${admin.email} voided Green Roots Naturopathy’s invoice ${voided.number} and replaced it with ${replacement.number}.`,
      details: { replacementInvoiceId: replacementId, replacementNumber: replacement.number },
    });
    // Issued by the administrator who voided and reissued it, as the audit trail says.
    expect(await activityOfId(`invoice-issued-${replacementId}`)).toMatchObject({
      type: 'invoice_issued',
      actor: admin.uid,
      actorRole: 'admin',
      clientId: alice.uid,
      summary: `Invoice ${replacement.number} for “Growth website” ($2,035.00) was issued to Green Roots Naturopathy, replacing a voided invoice.`,
      details: { replacesInvoiceId: invoiceId },
    });
  });

  it('is refused to anyone but an administrator, and changes nothing', async () => {
    const invoiceId = await writeInvoice(alice);
    const disabledAdmin = await newAccount({ role: 'admin' });
    const disabled = await disabledToken(disabledAdmin);
    const data = { invoiceId, reason: 'Not wanted', reissue: false };

    const signedOut = await voidIt(data, null);
    const byAlice = await voidIt(data, alice.token);
    const byBob = await voidIt(data, bob.token);
    const byDisabledAdmin = await voidIt(data, disabled);

    expect(signedOut.error).toMatchObject({ status: 'UNAUTHENTICATED' });
    expect(byAlice.error).toMatchObject({ status: 'PERMISSION_DENIED' });
    expect(byBob.error).toMatchObject({ status: 'PERMISSION_DENIED' });
    expect(byDisabledAdmin.error).toMatchObject({ status: 'PERMISSION_DENIED', message: 'This account is disabled.' });
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'issued', voidReason: null });
  });
});
