import { afterAll, describe, expect, it } from 'vitest';

import { CALLABLES, type CheckoutSessionResult, type PaymentOptionsResult } from '@agency/common';

import { newAccount, removeTestAccounts } from '../support/accounts';
import { callCallable } from '../support/callables';
import { useCast } from '../support/cast';
import { idTokenFor } from '../support/sign-in';
import { clientWithProfile } from '../support/threads';

import { disabledToken, invoiceOf, removeTestInvoices, TOTAL_CENTS, writeInvoice } from './invoice-fixtures';

/**
 * Card payment in the emulator, where STRIPE_SECRET_KEY is `none` (functions/.secret.local): the payment page is
 * told bank transfer only, and a Checkout page is refused after every check of who asks for which invoice.
 */

const { admin, alice, bob } = useCast();
afterAll(async () => {
  await removeTestInvoices();
  await removeTestAccounts();
});

const NOT_SET_UP = 'Card payment is not set up; please pay by bank transfer.';

const options = (idToken: string | null) =>
  callCallable<PaymentOptionsResult>(CALLABLES.paymentOptions, {}, idToken ?? undefined);
const checkout = (data: unknown, idToken: string | null = alice.token) =>
  callCallable<CheckoutSessionResult>(CALLABLES.createCheckoutSession, data, idToken ?? undefined);

describe('paymentOptions', () => {
  it('tells a client and an administrator that card payment is not set up in the emulator', async () => {
    expect(await options(alice.token)).toEqual({ status: 200, result: { card: false } });
    expect(await options(admin.token)).toEqual({ status: 200, result: { card: false } });
  });

  it('is refused to a caller who is signed out, has no role, or is disabled', async () => {
    const roleless = await newAccount();
    const disabledClient = await clientWithProfile('Dana Disabled');

    expect((await options(null)).error).toMatchObject({ status: 'UNAUTHENTICATED' });
    expect((await options(await idTokenFor(roleless))).error).toMatchObject({ status: 'PERMISSION_DENIED' });
    expect((await options(await disabledToken(disabledClient))).error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: 'This account is disabled.',
    });
  });
});

describe('createCheckoutSession', () => {
  it('refuses Alice a Checkout page for her own invoice: card payment is not set up', async () => {
    const invoiceId = await writeInvoice(alice);

    const answer = await checkout({ invoiceId });

    expect(answer).toMatchObject({ status: 400, error: { status: 'FAILED_PRECONDITION', message: NOT_SET_UP } });
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'issued', amountPaidCents: 0, payments: [] });
  });

  it('refuses a paid invoice, a void one and a part-paid one only for want of card payment', async () => {
    const paid = await writeInvoice(alice, { status: 'paid', amountPaidCents: TOTAL_CENTS });
    const voided = await writeInvoice(alice, { status: 'void', voidReason: 'Wrong client', voidedAt: new Date() });
    const partPaid = await writeInvoice(alice, { amountPaidCents: 1_000 });

    expect((await checkout({ invoiceId: paid })).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'This invoice is already paid.',
    });
    expect((await checkout({ invoiceId: voided })).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'This invoice is void.',
    });
    expect((await checkout({ invoiceId: partPaid })).error).toMatchObject({ message: NOT_SET_UP });
  });

  it('refuses Bob Alice’s invoice, an administrator, a signed-out or disabled caller, and no invoice', async () => {
    const invoiceId = await writeInvoice(alice);
    const disabledClient = await clientWithProfile('Dana Disabled');
    const ownOfDisabled = await writeInvoice(disabledClient);

    expect((await checkout({ invoiceId }, bob.token)).error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: 'You can only pay your own invoices.',
    });
    expect((await checkout({ invoiceId }, admin.token)).error).toMatchObject({
      status: 'PERMISSION_DENIED',
    });
    expect((await checkout({ invoiceId }, null)).error).toMatchObject({ status: 'UNAUTHENTICATED' });
    expect((await checkout({ invoiceId: ownOfDisabled }, await disabledToken(disabledClient))).error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: 'This account is disabled.',
    });
    expect((await checkout({})).error).toMatchObject({ status: 'INVALID_ARGUMENT' });
    expect((await checkout({ invoiceId: 'no-such-invoice' })).error).toMatchObject({ status: 'NOT_FOUND' });
  });
});
