import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';

import {
  type AcceptQuoteResult,
  calendarDayOf,
  documentNumber,
  paymentReferenceFor,
  QUOTE_LIMITS,
  startOfCalendarDay,
} from '@agency/common';

import { db } from '../../support/firestore-admin';
import { useCast } from '../support/cast';

import {
  activityOfId,
  AGENCY_EMAIL,
  call,
  contentHashOf,
  disabledClient,
  invoiceOf,
  mailOf,
  quoteOf,
  quoteRef,
  removeTestQuotes,
  sentQuoteFor,
} from './support';

const DAY_MS = 24 * 60 * 60 * 1000;

const { admin, alice, bob } = useCast({ alice: { notificationPreference: 'daily' }, bob: { businessName: '' } });
afterAll(removeTestQuotes);

/** What Alice's browser sends to accept the quote she is reading. */
const acceptance = async (quoteId: string) => ({
  quoteId,
  name: '  Alice Green ',
  termsAccepted: true,
  contentHash: await contentHashOf(quoteId),
});
const accept = (data: unknown, token: string | null = alice.token) =>
  call<AcceptQuoteResult>('acceptQuote', data, token);
const decline = (data: unknown, token: string | null = alice.token) => call<{ ok: true }>('declineQuote', data, token);

describe('acceptQuote', () => {
  it('accepts the quote Alice read, stamps it, and issues the invoice with every field a tax invoice needs', async () => {
    const { quoteId, number } = await sentQuoteFor(admin.token, alice.uid);
    const data = await acceptance(quoteId);
    const before = new Date();

    const answer = await accept(data);

    expect(answer.status).toBe(200);
    const { invoiceId, invoiceNumber } = answer.result!;
    const quote = (await quoteOf(quoteId))!;
    expect(quote).toMatchObject({
      status: 'accepted',
      invoiceId,
      acceptance: { name: 'Alice Green', uid: alice.uid, contentHash: data.contentHash },
    });
    expect(quote.acceptance!.at.toMillis()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(quote.closedAt!.toMillis()).toBe(quote.acceptance!.at.toMillis());

    const year = Number(calendarDayOf(before).slice(0, 4));
    expect(invoiceNumber).toMatch(new RegExp(`^INV-${year}-\\d{4,}$`));
    const invoice = (await invoiceOf(invoiceId))!;
    expect(invoice).toMatchObject({
      number: invoiceNumber,
      quoteId,
      clientId: alice.uid,
      projectId: null,
      title: 'Website rebuild',
      lineItems: quote.lineItems,
      subtotalCents: 417_035,
      gstCents: 41_704,
      totalCents: 458_739,
      gstRegistered: true,
      amountPaidCents: 0,
      status: 'issued',
      paymentReference: paymentReferenceFor(invoiceNumber),
      payments: [],
      // functions/.env.demo-agency
      seller: {
        legalName: 'Conscious Web Studio Pty Ltd',
        tradingName: 'Conscious Web Studio',
        abn: '91 100 000 290',
        address: '1 Example Street, Brisbane City QLD 4000',
        email: 'accounts@consciouswebstudio.com.au',
        bankAccountName: 'Conscious Web Studio Pty Ltd',
        bsb: '064-000',
        accountNumber: '12345678',
        payId: 'accounts@consciouswebstudio.com.au',
      },
      buyer: { name: 'Alice Green', businessName: 'Green Roots Naturopathy', email: alice.email },
      voidReason: null,
      voidedAt: null,
      replacesInvoiceId: null,
      replacedByInvoiceId: null,
    });
    expect(invoice.issuedAt.toMillis()).toBe(quote.acceptance!.at.toMillis());
    // Due by the end of the Queensland day 14 days after the day of issue.
    const issued = invoice.issuedAt.toDate();
    const dueDayStart = startOfCalendarDay(calendarDayOf(new Date(issued.getTime() + 14 * DAY_MS)));
    expect(invoice.dueAt.toDate().toISOString()).toBe(new Date(dueDayStart.getTime() + DAY_MS - 1).toISOString());

    expect(await activityOfId(`quote-accepted-${quoteId}`)).toMatchObject({
      type: 'quote_accepted',
      actor: alice.uid,
      actorName: 'Alice Green',
      actorRole: 'client',
      clientId: alice.uid,
      clientName: 'Green Roots Naturopathy',
      clientVisible: true,
      summary: `Alice Green (Green Roots Naturopathy) accepted quote ${number}, “Website rebuild” ($4,587.39).`,
      details: { quoteId, number, invoiceId, signedName: 'Alice Green', totalCents: 458_739 },
    });
    expect(await activityOfId(`invoice-issued-${invoiceId}`)).toMatchObject({
      type: 'invoice_issued',
      actor: 'system',
      clientId: alice.uid,
      clientName: 'Green Roots Naturopathy',
      clientVisible: true,
      summary: `Invoice ${invoiceNumber} for “Website rebuild” ($4,587.39) was issued to Green Roots Naturopathy.`,
      details: { invoiceId, quoteId, number: invoiceNumber, replacesInvoiceId: null },
    });
    const toClient = (await mailOf(`quote-accepted-${quoteId}`))!;
    expect(toClient.to).toEqual([alice.email]);
    expect(toClient.message.text).toContain(`Invoice ${invoiceNumber} for $4,587.39 is ready`);
    expect(toClient.message.text).toContain(`http://127.0.0.1:5000/client/payment/${quoteId}`);
    const toAgency = (await mailOf(`quote-accepted-agency-${quoteId}`))!;
    expect(toAgency).toMatchObject({ to: [AGENCY_EMAIL], replyTo: alice.email });
    expect(toAgency.message.subject).toBe(`Alice Green (Green Roots Naturopathy) accepted ${number}: Website rebuild`);
  });

  it('numbers invoices in sequence and names a buyer without a business as just themselves', async () => {
    const first = await sentQuoteFor(admin.token, bob.uid);
    const second = await sentQuoteFor(admin.token, bob.uid);

    const a = await accept({ ...(await acceptance(first.quoteId)), name: 'Bob Brown' }, bob.token);
    const b = await accept({ ...(await acceptance(second.quoteId)), name: 'Bob Brown' }, bob.token);

    const [, year, sequence] = a.result!.invoiceNumber.split('-');
    expect(b.result!.invoiceNumber).toBe(documentNumber('INV', Number(year), Number(sequence) + 1));
    expect((await invoiceOf(a.result!.invoiceId))!.buyer).toEqual({
      name: 'Bob Brown',
      businessName: null,
      email: bob.email,
    });
  });

  it('accepts once: a second accept, even at the same time, is refused and issues no second invoice', async () => {
    const { quoteId } = await sentQuoteFor(admin.token, alice.uid);
    const data = await acceptance(quoteId);

    const answers = await Promise.all([accept(data), accept(data)]);

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.find((answer) => answer.error)!.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'This quote has already been accepted.',
    });
    const invoices = await db.collection('invoices').where('quoteId', '==', quoteId).get();
    expect(invoices.size).toBe(1);
    expect((await accept(data)).error).toMatchObject({ message: 'This quote has already been accepted.' });
  });

  it('refuses a quote whose last valid day has passed, even before the nightly job marks it expired', async () => {
    const { quoteId } = await sentQuoteFor(admin.token, alice.uid);
    const data = await acceptance(quoteId);
    const lastDay = startOfCalendarDay('2026-01-05');
    await quoteRef(quoteId).update({ validUntil: Timestamp.fromMillis(lastDay.getTime() + DAY_MS - 1) });

    const answer = await accept(data);

    expect(answer.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'This quote expired on 5 Jan 2026; ask us for a new one.',
    });
    expect(await quoteOf(quoteId)).toMatchObject({ status: 'sent', acceptance: null, invoiceId: null });
  });

  it('refuses a hash of anything but the stored quote: Alice must read it again', async () => {
    const { quoteId } = await sentQuoteFor(admin.token, alice.uid);
    const data = await acceptance(quoteId);
    // The agency's figures changed after Alice opened the page (as if sent again).
    await quoteRef(quoteId).update({ title: 'Website rebuild, bigger' });

    const changed = await accept(data);
    const made = await accept({ ...data, contentHash: 'a'.repeat(64) });

    for (const answer of [changed, made]) {
      expect(answer.error).toMatchObject({
        status: 'FAILED_PRECONDITION',
        message: 'This quote changed since you opened it; please read it again.',
      });
    }
    expect(await quoteOf(quoteId)).toMatchObject({ status: 'sent', acceptance: null });
    expect((await accept(await acceptance(quoteId))).status).toBe(200);
  });

  it('refuses Bob Alice’s quote, and Alice a draft, a withdrawn quote and one that does not exist', async () => {
    const { quoteId } = await sentQuoteFor(admin.token, alice.uid);
    const withdrawn = await sentQuoteFor(admin.token, alice.uid);
    await call('withdrawQuote', { quoteId: withdrawn.quoteId }, admin.token);
    const draft = (await call<{ quoteId: string }>(
      'saveQuote',
      {
        quoteId: null,
        clientId: alice.uid,
        title: 'Draft',
        lineItems: [{ description: 'A', quantity: 1, unitPriceCents: 100, catalogueId: null }],
      },
      admin.token,
    ))!.result!.quoteId;
    const data = await acceptance(quoteId);

    expect((await accept({ ...data, name: 'Bob Brown' }, bob.token)).error).toMatchObject({
      status: 'PERMISSION_DENIED',
    });
    expect((await accept({ ...data, quoteId: draft })).error).toMatchObject({ status: 'NOT_FOUND' });
    expect((await accept({ ...data, quoteId: 'no-such-quote' })).error).toMatchObject({ status: 'NOT_FOUND' });
    expect((await accept({ ...(await acceptance(withdrawn.quoteId)) })).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'This quote was withdrawn; ask us for a new one.',
    });
    expect((await quoteOf(quoteId))!.status).toBe('sent');
  });

  it('refuses a caller who is signed out, an administrator, or disabled, and an acceptance without name or terms', async () => {
    const { quoteId } = await sentQuoteFor(admin.token, alice.uid);
    const data = await acceptance(quoteId);
    const disabled = await disabledClient();

    expect((await accept(data, null)).error).toMatchObject({ status: 'UNAUTHENTICATED' });
    expect((await accept(data, admin.token)).error).toMatchObject({ status: 'PERMISSION_DENIED' });
    expect((await accept(data, disabled.token)).error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: 'This account is disabled.',
    });
    for (const [bad, field] of [
      [{ ...data, name: ' ' }, 'name'],
      [{ ...data, termsAccepted: false }, 'termsAccepted'],
      [{ ...data, contentHash: 'not-a-hash' }, 'contentHash'],
      [{ ...data, name: 'x'.repeat(QUOTE_LIMITS.acceptNameMax + 1) }, 'name'],
    ] as const) {
      const answer = await accept(bad);
      expect(answer.error, field).toMatchObject({ status: 'INVALID_ARGUMENT' });
      expect(answer.error!.details!.fields, field).toHaveProperty(field);
    }
    expect((await quoteOf(quoteId))!.status).toBe('sent');
  });
});

describe('declineQuote', () => {
  it('declines with Alice’s reason: the quote closes, her timeline says so and the agency reads why', async () => {
    const { quoteId, number } = await sentQuoteFor(admin.token, alice.uid);

    const answer = await decline({ quoteId, reason: '  Over our budget this year.  ' });

    expect(answer.result).toEqual({ ok: true });
    const quote = (await quoteOf(quoteId))!;
    expect(quote).toMatchObject({ status: 'declined', declineReason: 'Over our budget this year.', invoiceId: null });
    expect(quote.closedAt).not.toBeNull();
    expect(await activityOfId(`quote-declined-${quoteId}`)).toMatchObject({
      type: 'quote_declined',
      actorName: 'Alice Green',
      clientId: alice.uid,
      clientVisible: true,
      summary: `Alice Green (Green Roots Naturopathy) declined quote ${number}, “Website rebuild”.`,
      details: { reason: 'Over our budget this year.' },
    });
    const mail = (await mailOf(`quote-declined-${quoteId}`))!;
    expect(mail).toMatchObject({ to: [AGENCY_EMAIL], replyTo: alice.email });
    expect(mail.message.text).toContain('“Over our budget this year.”');
    expect((await accept(await acceptance(quoteId))).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'This quote has already been declined; ask us for a new one.',
    });
  });

  it('declines without a reason, and refuses a second decline and an expired quote', async () => {
    const { quoteId } = await sentQuoteFor(admin.token, alice.uid);
    const expired = await sentQuoteFor(admin.token, alice.uid);
    await quoteRef(expired.quoteId).update({ validUntil: Timestamp.fromMillis(Date.now() - 1000) });

    expect((await decline({ quoteId })).status).toBe(200);
    expect((await quoteOf(quoteId))!.declineReason).toBeNull();
    expect((await decline({ quoteId })).error).toMatchObject({ status: 'FAILED_PRECONDITION' });
    expect((await decline({ quoteId: expired.quoteId })).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: expect.stringMatching(/^This quote expired on \d{1,2} [A-Z][a-z]{2} \d{4}; ask us for a new one\.$/),
    });
  });

  it('refuses Bob, an administrator, a disabled client, a signed-out caller and a reason too long', async () => {
    const { quoteId } = await sentQuoteFor(admin.token, alice.uid);
    const disabled = await disabledClient();

    expect((await decline({ quoteId }, bob.token)).error).toMatchObject({ status: 'PERMISSION_DENIED' });
    expect((await decline({ quoteId }, admin.token)).error).toMatchObject({ status: 'PERMISSION_DENIED' });
    expect((await decline({ quoteId }, disabled.token)).error).toMatchObject({ status: 'PERMISSION_DENIED' });
    expect((await decline({ quoteId }, null)).error).toMatchObject({ status: 'UNAUTHENTICATED' });
    const long = await decline({ quoteId, reason: 'x'.repeat(QUOTE_LIMITS.declineReasonMax + 1) });
    expect(long.error!.details!.fields).toHaveProperty('reason');
    expect((await quoteOf(quoteId))!.status).toBe('sent');
  });
});
