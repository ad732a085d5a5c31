import { afterAll, describe, expect, it } from 'vitest';

import {
  calendarDayOf,
  COLLECTIONS,
  MONTHLY_LINE_PROBLEM,
  priceQuoteLines,
  QUOTE_LIMITS,
  type SaveQuoteResult,
  type SendQuoteResult,
  startOfCalendarDay,
} from '@agency/common';

import { adminAuth, db } from '../../support/firestore-admin';
import { newAccount } from '../support/accounts';
import { useCast } from '../support/cast';
import { idTokenFor } from '../support/sign-in';
import { clientWithProfile, projectOf } from '../support/threads';

import {
  activityOfId,
  call,
  disabledClient,
  draftFor,
  lines,
  mailOf,
  quoteOf,
  quoteRef,
  removeTestQuotes,
  sentQuoteFor,
  trackQuote,
} from './support';

const DAY_MS = 24 * 60 * 60 * 1000;

const { admin, alice, bob } = useCast({
  adminName: 'Sam Admin',
  alice: { name: 'Alice <Green>', notificationPreference: 'daily' },
});
afterAll(removeTestQuotes);

const save = (data: unknown, token: string | null = admin.token) => call<SaveQuoteResult>('saveQuote', data, token);
const send = (quoteId: string, token: string | null = admin.token) =>
  call<SendQuoteResult>('sendQuote', { quoteId }, token);

/** The sequence part of a number: `Q-2026-0042` → 42. */
const sequenceOf = (number: string) => Number(number.split('-')[2]);

describe('saveQuote', () => {
  it('creates a draft priced from its lines (GST per line), with no number, dates or answers', async () => {
    const before = Date.now();
    const quoteId = await draftFor(admin.token, alice.uid, { title: '  Website rebuild  ' });

    const quote = (await quoteOf(quoteId))!;
    expect(quote).toMatchObject({
      number: null,
      clientId: alice.uid,
      projectId: null,
      // None sent: the web design plan on its first line says what the work is.
      service: 'web-design',
      title: 'Website rebuild',
      status: 'draft',
      validDays: 30,
      validUntil: null,
      sentAt: null,
      acceptance: null,
      declineReason: null,
      closedAt: null,
      invoiceId: null,
      createdBy: admin.uid,
      gstRegistered: true,
      // 3800.00 + 3 × 123.45 = 4170.35 before GST; GST 380.00 + 37.04 (37.035 rounded half up).
      subtotalCents: 417_035,
      gstCents: 41_704,
      totalCents: 458_739,
    });
    expect(quote.lineItems[1]).toEqual({ ...lines[1], exGstCents: 37_035, gstCents: 3704, totalCents: 40_739 });
    expect(quote.createdAt.toMillis()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('replaces a draft’s lines and fields, and ignores totals the caller sends', async () => {
    const quoteId = await draftFor(admin.token, alice.uid);
    const projectId = await projectOf(alice.uid, 'Website');

    const answer = await save({
      quoteId,
      clientId: alice.uid,
      projectId,
      service: 'content-creation',
      title: 'Smaller rebuild',
      lineItems: [{ description: 'Landing page', quantity: 1, unitPriceCents: 100_000, catalogueId: null }],
      validDays: 14,
      totalCents: 1,
      status: 'accepted',
    });

    expect(answer.result).toEqual({ quoteId });
    expect(await quoteOf(quoteId)).toMatchObject({
      projectId,
      service: 'content-creation',
      title: 'Smaller rebuild',
      validDays: 14,
      subtotalCents: 100_000,
      gstCents: 10_000,
      totalCents: 110_000,
      status: 'draft',
    });
  });

  it('refuses a client that does not exist, an administrator as client, and another client’s project', async () => {
    const bobsProject = await projectOf(bob.uid, 'Bakery site');
    const base = { quoteId: null, projectId: null, title: 'Quote', lineItems: lines, validDays: 30 };

    expect((await save({ ...base, clientId: 'no-such-client' })).error).toMatchObject({ status: 'NOT_FOUND' });
    expect((await save({ ...base, clientId: admin.uid })).error).toMatchObject({ status: 'NOT_FOUND' });
    const wrongProject = await save({ ...base, clientId: alice.uid, projectId: bobsProject });
    expect(wrongProject.error).toMatchObject({ status: 'INVALID_ARGUMENT' });
    expect(wrongProject.error!.details!.fields).toHaveProperty('projectId');
  });

  it('refuses lines that cannot be priced, no lines, and a validity out of range, naming the field', async () => {
    const base = { quoteId: null, clientId: alice.uid, projectId: null, title: 'Quote', lineItems: lines };
    for (const [data, field] of [
      [{ ...base, lineItems: [] }, 'lineItems'],
      [{ ...base, lineItems: [{ ...lines[0], quantity: 0 }] }, 'lineItems[0].quantity'],
      [{ ...base, lineItems: [{ ...lines[0], unitPriceCents: 12.5 }] }, 'lineItems[0].unitPriceCents'],
      [{ ...base, validDays: QUOTE_LIMITS.validDaysMax + 1 }, 'validDays'],
      [{ ...base, title: ' ' }, 'title'],
    ] as const) {
      const answer = await save(data);
      expect(answer.error, field).toMatchObject({ status: 'INVALID_ARGUMENT' });
      expect(Object.keys(answer.error!.details!.fields!).join(), field).toContain(field.split('[')[0]);
    }
  });

  it('refuses to change a quote once it has been sent, and leaves it as sent', async () => {
    const { quoteId } = await sentQuoteFor(admin.token, alice.uid);
    const sent = await quoteOf(quoteId);

    const answer = await save({ quoteId, clientId: alice.uid, projectId: null, title: 'Cheaper', lineItems: lines });

    expect(answer.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'Only a draft can be changed; this quote has been sent.',
    });
    expect(await quoteOf(quoteId)).toEqual(sent);
  });

  it('refuses a caller who is signed out, a client, and a disabled account', async () => {
    const data = { quoteId: null, clientId: alice.uid, projectId: null, title: 'Mine', lineItems: lines };
    const disabled = await disabledClient();

    expect((await save(data, null)).error).toMatchObject({ status: 'UNAUTHENTICATED' });
    expect((await save(data, alice.token)).error).toMatchObject({ status: 'PERMISSION_DENIED' });
    expect((await save(data, disabled.token)).error).toMatchObject({ status: 'PERMISSION_DENIED' });
  });

  it('refuses an administrator whose account was disabled after signing in', async () => {
    const other = await newAccount({ role: 'admin' });
    const token = await idTokenFor(other);
    await adminAuth.updateUser(other.uid, { disabled: true });

    const answer = await save(
      { quoteId: null, clientId: alice.uid, projectId: null, title: 'X', lineItems: lines },
      token,
    );

    expect(answer.error).toMatchObject({ status: 'PERMISSION_DENIED', message: 'This account is disabled.' });
  });
});

describe('sendQuote', () => {
  it('numbers the quote, sets it open to the end of the Queensland day validDays on, logs it and mails the client', async () => {
    const quoteId = await draftFor(admin.token, alice.uid, { validDays: 10 });
    const before = new Date();

    const answer = await send(quoteId);

    expect(answer.status).toBe(200);
    const { number } = answer.result!;
    expect(number).toMatch(new RegExp(`^Q-${calendarDayOf(before).slice(0, 4)}-\\d{4,}$`));
    const quote = (await quoteOf(quoteId))!;
    expect(quote).toMatchObject({ number, status: 'sent', totalCents: 458_739 });
    expect(quote.sentAt!.toMillis()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    // The last millisecond of the tenth Queensland day after today.
    const lastDayStart = startOfCalendarDay(calendarDayOf(new Date(before.getTime() + 10 * DAY_MS)));
    expect(quote.validUntil!.toDate().toISOString()).toBe(new Date(lastDayStart.getTime() + DAY_MS - 1).toISOString());
    expect(await activityOfId(`quote-sent-${quoteId}`)).toMatchObject({
      type: 'quote_sent',
      actor: admin.uid,
      actorName: 'Sam Admin',
      actorRole: 'admin',
      clientId: alice.uid,
      clientName: 'Green Roots Naturopathy',
      clientVisible: true,
      summary: `Sam Admin sent quote ${number}, “Website rebuild” ($4,587.39) to Green Roots Naturopathy.`,
      details: { quoteId, number, title: 'Website rebuild', totalCents: 458_739 },
    });
    // Alice chose the daily digest, but a quote is mailed at once.
    const mail = (await mailOf(`quote-sent-${quoteId}`))!;
    expect(mail.to).toEqual([alice.email]);
    expect(mail.message.subject).toBe(`Your quote ${number} from Conscious Web Studio: Website rebuild`);
    expect(mail.message.text).toContain('$4,587.39');
    // The link opens this quote, not the list it is in.
    expect(mail.message.text).toContain(
      `Read and answer the quote: http://127.0.0.1:5000/client/quotes?quote=${quoteId}\n`,
    );
    expect(mail.message.html).toContain(`href="http://127.0.0.1:5000/client/quotes?quote=${quoteId}"`);
    expect(mail.message.html).toContain('Alice &lt;Green&gt;');
    expect(mail.message.html).not.toContain('<Green>');
  });

  it('gives several drafts sent at once distinct numbers in one unbroken run', async () => {
    const drafts = await Promise.all([1, 2, 3, 4].map(() => draftFor(admin.token, bob.uid)));

    const answers = await Promise.all(drafts.map((quoteId) => send(quoteId)));

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const sequences = answers.map((answer) => sequenceOf(answer.result!.number)).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(4);
    expect(sequences[3]! - sequences[0]!).toBe(3);
    for (const [i, quoteId] of drafts.entries()) {
      expect((await quoteOf(quoteId))!.number).toBe(answers[i]!.result!.number);
    }
  });

  it('numbers a draft sent twice at once once: the second send is refused and uses no number', async () => {
    const quoteId = await draftFor(admin.token, bob.uid);

    const answers = await Promise.all([send(quoteId), send(quoteId)]);
    const next = await sentQuoteFor(admin.token, bob.uid);

    const sent = answers.filter((answer) => answer.status === 200);
    expect(sent).toHaveLength(1);
    expect(answers.find((answer) => answer.error)!.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'This quote has already been sent.',
    });
    expect((await quoteOf(quoteId))!.number).toBe(sent[0]!.result!.number);
    expect(sequenceOf(next.number)).toBe(sequenceOf(sent[0]!.result!.number) + 1);
  });

  it('refuses a quote that does not exist, and a caller who is signed out, a client or disabled', async () => {
    const quoteId = await draftFor(admin.token, alice.uid);
    const disabled = await disabledClient();

    expect((await send('no-such-quote')).error).toMatchObject({ status: 'NOT_FOUND' });
    expect((await send(quoteId, null)).error).toMatchObject({ status: 'UNAUTHENTICATED' });
    expect((await send(quoteId, alice.token)).error).toMatchObject({ status: 'PERMISSION_DENIED' });
    expect((await send(quoteId, disabled.token)).error).toMatchObject({ status: 'PERMISSION_DENIED' });
    expect((await quoteOf(quoteId))!).toMatchObject({ status: 'draft', number: null });
  });
});

describe('withdrawQuote', () => {
  it('withdraws a sent quote, closes it and tells the client’s timeline', async () => {
    const { quoteId, number } = await sentQuoteFor(admin.token, alice.uid);

    const answer = await call('withdrawQuote', { quoteId }, admin.token);

    expect(answer.result).toEqual({ ok: true });
    const quote = (await quoteOf(quoteId))!;
    expect(quote.status).toBe('withdrawn');
    expect(quote.closedAt).not.toBeNull();
    expect(await activityOfId(`quote-withdrawn-${quoteId}`)).toMatchObject({
      type: 'quote_withdrawn',
      actorName: 'Sam Admin',
      clientId: alice.uid,
      clientVisible: true,
      summary: `Sam Admin withdrew quote ${number}, “Website rebuild”, sent to Green Roots Naturopathy.`,
    });
  });

  it('refuses a draft, a withdrawn quote, and any caller but an administrator', async () => {
    const draft = await draftFor(admin.token, alice.uid);
    const { quoteId } = await sentQuoteFor(admin.token, alice.uid);
    const disabled = await disabledClient();

    expect((await call('withdrawQuote', { quoteId: draft }, admin.token)).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
    });
    expect((await call('withdrawQuote', { quoteId }, null)).error).toMatchObject({ status: 'UNAUTHENTICATED' });
    expect((await call('withdrawQuote', { quoteId }, alice.token)).error).toMatchObject({
      status: 'PERMISSION_DENIED',
    });
    expect((await call('withdrawQuote', { quoteId }, disabled.token)).error).toMatchObject({
      status: 'PERMISSION_DENIED',
    });
    expect((await quoteOf(quoteId))!.status).toBe('sent');
    await call('withdrawQuote', { quoteId }, admin.token);
    expect((await call('withdrawQuote', { quoteId }, admin.token)).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'This quote is withdrawn; only a sent quote can be withdrawn.',
    });
  });
});

describe('duplicateQuote', () => {
  it('copies a sent quote into a new draft with none of its number, dates or answers', async () => {
    const projectId = await projectOf(alice.uid, 'Website');
    const { quoteId } = await sentQuoteFor(admin.token, alice.uid, { projectId, validDays: 45 });

    const answer = await call<SaveQuoteResult>('duplicateQuote', { quoteId }, admin.token);

    expect(answer.status).toBe(200);
    const copyId = answer.result!.quoteId;
    trackQuote(copyId);
    expect(copyId).not.toBe(quoteId);
    const original = (await quoteOf(quoteId))!;
    expect(await quoteOf(copyId)).toMatchObject({
      clientId: alice.uid,
      projectId,
      title: 'Website rebuild (copy)',
      lineItems: original.lineItems,
      totalCents: original.totalCents,
      validDays: 45,
      status: 'draft',
      number: null,
      sentAt: null,
      validUntil: null,
      createdBy: admin.uid,
    });
  });

  it('keeps a long title within the limit, still saying it is a copy', async () => {
    const quoteId = await draftFor(admin.token, alice.uid, { title: 'x'.repeat(QUOTE_LIMITS.titleMax) });

    const answer = await call<SaveQuoteResult>('duplicateQuote', { quoteId }, admin.token);

    trackQuote(answer.result!.quoteId);
    const { title } = (await quoteOf(answer.result!.quoteId))!;
    expect(title).toHaveLength(QUOTE_LIMITS.titleMax);
    expect(title.endsWith(' (copy)')).toBe(true);
  });

  it('refuses a quote that does not exist and any caller but an administrator', async () => {
    const quoteId = await draftFor(admin.token, alice.uid);
    const disabled = await disabledClient();

    expect((await call('duplicateQuote', { quoteId: 'nope' }, admin.token)).error).toMatchObject({
      status: 'NOT_FOUND',
    });
    expect((await call('duplicateQuote', { quoteId }, null)).error).toMatchObject({ status: 'UNAUTHENTICATED' });
    expect((await call('duplicateQuote', { quoteId }, alice.token)).error).toMatchObject({
      status: 'PERMISSION_DENIED',
    });
    expect((await call('duplicateQuote', { quoteId }, disabled.token)).error).toMatchObject({
      status: 'PERMISSION_DENIED',
    });
  });
});

describe('a monthly catalogue entry on a quote', () => {
  const monthly = {
    description: 'Growth package, per month',
    quantity: 1,
    unitPriceCents: 7_500,
    catalogueId: 'package/growth/monthly',
  };
  const quotesOf = async (clientId: string) =>
    (await db.collection(COLLECTIONS.quotes).where('clientId', '==', clientId).get()).size;

  it('is refused on the line that names it, and no draft is made or changed', async () => {
    const carol = await clientWithProfile('Carol Monthly', 'instant');
    const base = { quoteId: null, clientId: carol.uid, projectId: null, title: 'Growth', validDays: 30 };

    const created = await save({ ...base, lineItems: [lines[0], monthly] });
    expect(created.error).toMatchObject({ status: 'INVALID_ARGUMENT' });
    expect(created.error!.details!.fields).toEqual({ 'lineItems[1].catalogueId': MONTHLY_LINE_PROBLEM });
    // Monthly hosting is refused the same way: the catalogue says which entries are monthly.
    const hosting = await save({
      ...base,
      lineItems: [{ ...monthly, description: 'Essential hosting', catalogueId: 'hosting-plan/essential' }],
    });
    expect(hosting.error!.details!.fields).toEqual({ 'lineItems[0].catalogueId': MONTHLY_LINE_PROBLEM });
    expect(await quotesOf(carol.uid)).toBe(0);

    const quoteId = await draftFor(admin.token, carol.uid);
    const before = await quoteOf(quoteId);
    const changed = await save({ ...base, quoteId, lineItems: [monthly] });
    expect(changed.error!.details!.fields).toEqual({ 'lineItems[0].catalogueId': MONTHLY_LINE_PROBLEM });
    expect(await quoteOf(quoteId)).toEqual(before);
  });

  it('in a draft stored before it was refused, is neither sent nor copied', async () => {
    const carol = await clientWithProfile('Carol Earlier', 'instant');
    const quoteId = await draftFor(admin.token, carol.uid);
    await quoteRef(quoteId).update(priceQuoteLines([...lines, monthly], { gstRegistered: true }));
    const before = await quoteOf(quoteId);

    const sent = await send(quoteId);
    expect(sent.error).toMatchObject({ status: 'INVALID_ARGUMENT' });
    expect(sent.error!.details!.fields).toEqual({ 'lineItems[2].catalogueId': MONTHLY_LINE_PROBLEM });
    expect(await quoteOf(quoteId)).toEqual(before);

    const copied = await call<SaveQuoteResult>('duplicateQuote', { quoteId }, admin.token);
    expect(copied.error!.details!.fields).toEqual({ 'lineItems[2].catalogueId': MONTHLY_LINE_PROBLEM });
    expect(await quotesOf(carol.uid)).toBe(1);
  });
});
