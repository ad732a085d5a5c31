import { afterAll, describe, expect, it } from 'vitest';

import { CALLABLES, type IssueNewInvoiceResult, paymentReferenceFor, type VoidInvoiceResult } from '@agency/common';

import { newAccount, removeTestAccounts } from '../support/accounts';
import { callCallable } from '../support/callables';
import { useCast } from '../support/cast';

import {
  acceptedQuoteWithInvoice,
  activityOfId,
  disabledToken,
  invoiceOf,
  invoicesOfQuote,
  quoteOf,
  removeTestInvoices,
  TOTAL_CENTS,
  trackInvoice,
  writeQuote,
} from './invoice-fixtures';

const { admin, alice } = useCast();
afterAll(async () => {
  await removeTestInvoices();
  await removeTestAccounts();
});

const issue = async (quoteId: string, idToken: string | null = admin.token) => {
  const answer = await callCallable<IssueNewInvoiceResult>(
    CALLABLES.issueNewInvoice,
    { quoteId },
    idToken ?? undefined,
  );
  if (answer.result) trackInvoice(answer.result.invoiceId);
  return answer;
};

/** An accepted quote of Alice's whose invoice the agency voided without issuing another, as voidInvoice leaves it. */
async function quoteLeftWithoutInvoice(): Promise<{ quoteId: string; voidedId: string }> {
  const { quoteId, invoiceId: voidedId } = await acceptedQuoteWithInvoice(alice);
  const voided = await callCallable<VoidInvoiceResult>(
    CALLABLES.voidInvoice,
    { invoiceId: voidedId, reason: 'Wrong business name', reissue: false },
    admin.token,
  );
  expect(voided.result).toEqual({ replacementInvoiceId: null });
  return { quoteId, voidedId };
}

describe('issueNewInvoice', () => {
  it('issues a new invoice for an accepted quote whose invoice was voided, naming the void one, on the timeline', async () => {
    const { quoteId, voidedId } = await quoteLeftWithoutInvoice();

    const answer = await issue(quoteId);

    expect(answer.status).toBe(200);
    const { invoiceId, number, issued } = answer.result!;
    expect(issued).toBe(true);
    const invoice = (await invoiceOf(invoiceId))!;
    expect(invoice).toMatchObject({
      number,
      status: 'issued',
      quoteId,
      clientId: alice.uid,
      totalCents: TOTAL_CENTS,
      amountPaidCents: 0,
      payments: [],
      replacesInvoiceId: voidedId,
      replacedByInvoiceId: null,
      paymentReference: paymentReferenceFor(number),
    });
    expect(await invoiceOf(voidedId)).toMatchObject({ status: 'void', replacedByInvoiceId: invoiceId });
    expect((await quoteOf(quoteId))!.invoiceId).toBe(invoiceId);
    expect(await activityOfId(`invoice-issued-${invoiceId}`)).toMatchObject({
      type: 'invoice_issued',
      actor: admin.uid,
      clientId: alice.uid,
      clientVisible: true,
      details: { invoiceId, quoteId, number },
    });
  });

  it('issues nothing more while the new invoice is live: asked again, or twice at once, it names that one', async () => {
    const { quoteId } = await quoteLeftWithoutInvoice();

    const together = await Promise.all([issue(quoteId), issue(quoteId)]);
    const later = await issue(quoteId);

    const ids = new Set([...together, later].map((answer) => answer.result!.invoiceId));
    expect(ids.size).toBe(1);
    expect(together.map((answer) => answer.result!.issued).sort()).toEqual([false, true]);
    expect(later.result!.issued).toBe(false);
    const [invoiceId] = ids;
    expect((await quoteOf(quoteId))!.invoiceId).toBe(invoiceId);
    // Nothing else was issued for the quote.
    expect((await invoicesOfQuote(quoteId)).map((invoice) => invoice.status).sort()).toEqual(['issued', 'void']);
  });

  it('refuses a quote that is not accepted or does not exist, and answers with the live invoice of one that has it', async () => {
    const { quoteId: live, invoiceId: liveInvoice } = await acceptedQuoteWithInvoice(alice);
    const sent = await writeQuote(alice, { status: 'sent', acceptance: null, closedAt: null });

    const onLive = await issue(live);
    const onSent = await issue(sent);
    const unknown = await issue('no-such-quote');

    expect(onLive.result).toEqual({
      invoiceId: liveInvoice,
      number: (await invoiceOf(liveInvoice))!.number,
      issued: false,
    });
    expect(onSent.error).toMatchObject({ status: 'FAILED_PRECONDITION' });
    expect(unknown.error).toMatchObject({ status: 'NOT_FOUND' });
    expect((await quoteOf(sent))!.invoiceId).toBeNull();
  });

  it('is refused to anyone but an administrator, and issues nothing', async () => {
    const { quoteId, voidedId } = await quoteLeftWithoutInvoice();
    const disabledAdmin = await newAccount({ role: 'admin' });

    const signedOut = await issue(quoteId, null);
    const byAlice = await issue(quoteId, alice.token);
    const byDisabledAdmin = await issue(quoteId, await disabledToken(disabledAdmin));

    expect(signedOut.error).toMatchObject({ status: 'UNAUTHENTICATED' });
    expect(byAlice.error).toMatchObject({ status: 'PERMISSION_DENIED' });
    expect(byDisabledAdmin.error).toMatchObject({ status: 'PERMISSION_DENIED' });
    expect((await quoteOf(quoteId))!.invoiceId).toBe(voidedId);
    expect(await invoiceOf(voidedId)).toMatchObject({ status: 'void', replacedByInvoiceId: null });
  });
});
