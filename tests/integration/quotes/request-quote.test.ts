import { afterAll, describe, expect, it } from 'vitest';

import {
  ballpark,
  COLLECTIONS,
  formatCents,
  generalThreadId,
  type MessageDocument,
  type RequestQuoteResult,
} from '@agency/common';

import {
  DESIGN_CHOICES,
  HOSTING_CHOICES,
  isPackageChoice,
  type LabQuantities,
  quoteRequestOf,
  selectionOf,
} from '../../../web/src/features/services/quote-request';
import { db } from '../../support/firestore-admin';
import { type Member, newClient, signedIn, useCast } from '../support/cast';
import { messagesRef, threadOf, trackMail, trackThread } from '../support/threads';

import { activityOfId, call, disabledClient, removeTestQuotes, trackRateLimit } from './support';

const { admin } = useCast();
afterAll(removeTestQuotes);

const request = (data: unknown, token: string | null) => call<RequestQuoteResult>('requestQuote', data, token);

/** A client with a profile, signed in, whose conversation, mails and limit the clean-up removes. */
async function signedInClient(name: string): Promise<{ client: Member; token: string; threadId: string }> {
  const client = await signedIn(await newClient({ name }));
  const threadId = generalThreadId(client.uid);
  trackThread(threadId);
  trackRateLimit(`quote-requests-${client.uid}`);
  return { client, token: client.token, threadId };
}

/** The messages in a thread, oldest first, each mail they caused remembered for the clean-up. */
async function messagesIn(threadId: string) {
  const snapshot = await messagesRef(threadId).orderBy('createdAt').get();
  for (const doc of snapshot.docs) trackMail(`message-${threadId}-${doc.id}`);
  return snapshot.docs.map((doc) => ({ id: doc.id, ...(doc.data() as MessageDocument<unknown>) }));
}

const selection = {
  design: { kind: 'plan', id: 'standard' },
  hostingPlanId: 'essential',
  insightLab: [{ hours: 5, quantity: 2 }],
};

/**
 * Every selection the calculator offers, as its fields hold them: each design choice ('' is None), each hosting
 * choice beside it ('' is None, or "Included in the package" beside a package, whose select then has no other), and
 * insight lab hours or none. All three empty is not offered: the calculator shows no Request a quote then.
 */
function everyCalculatorChoice(): { design: string; hosting: string; lab: LabQuantities }[] {
  const choices = [];
  for (const design of ['', ...DESIGN_CHOICES.map((choice) => choice.value)]) {
    const hostings = isPackageChoice(design) ? [''] : ['', ...HOSTING_CHOICES.map((choice) => choice.value)];
    for (const hosting of hostings) {
      for (const lab of [{}, { 2: 1, 5: 2, 10: 1 }] as LabQuantities[]) {
        if (design || hosting || Object.keys(lab).length) choices.push({ design, hosting, lab });
      }
    }
  }
  return choices;
}

describe('requestQuote from the calculator', () => {
  it('takes every selection the calculator prices, sent as the web sends it, and posts it priced', async () => {
    const { client, token, threadId } = await signedInClient('Rita Request');
    const choices = everyCalculatorChoice();
    expect(choices).toHaveLength(37);

    for (const { design, hosting, lab } of choices) {
      const selection = selectionOf(design, hosting, lab);
      const what = JSON.stringify({ design, hosting, lab });
      // The daily limit is not what this test is about: each request starts a fresh day.
      await db.collection(COLLECTIONS.rateLimits).doc(`quote-requests-${client.uid}`).delete();

      const answer = await request(quoteRequestOf(selection, ''), token);

      expect(answer.error, what).toBeUndefined();
      expect(answer.result, what).toEqual({ threadId });
      // What the calculator showed the client is what the agency reads.
      const shown = ballpark(selection);
      const [message] = (await messagesIn(threadId)).slice(-1);
      expect(message!.body.split('\n')[0], what).toBe('Please send me a quote for:');
      for (const line of shown.lines) {
        expect(message!.body, what).toContain(
          `- ${line.description}${line.quantity > 1 ? ` × ${line.quantity}` : ''}: ${formatCents(line.exGstCents)} before GST`,
        );
      }
      const oneTime = shown.lines.some((line) => line.recurrence === 'one-time');
      const monthly = shown.lines.some((line) => line.recurrence === 'monthly');
      expect(message!.body.includes(`One-time: `), what).toBe(oneTime);
      expect(message!.body.includes(`Monthly: `), what).toBe(monthly);
      if (oneTime) expect(message!.body, what).toContain(`${formatCents(shown.oneTime.totalCents)} in total`);
      if (monthly) expect(message!.body, what).toContain(`${formatCents(shown.monthly.totalCents)} in total`);
      expect(await activityOfId(`quote-requested-${message!.id}`), what).toMatchObject({
        details: { oneTimeTotalCents: shown.oneTime.totalCents, monthlyTotalCents: shown.monthly.totalCents },
      });
    }
    expect(await messagesIn(threadId)).toHaveLength(choices.length);
  });
});

describe('requestQuote', () => {
  it('posts the selection, priced by the catalogue, as the client’s message in their general conversation', async () => {
    const { client, token, threadId } = await signedInClient('Rita Request');

    const answer = await request({ selection, note: '  We would like to launch by March.  ', totalCents: 1 }, token);

    expect(answer.result).toEqual({ threadId });
    const [message, ...others] = await messagesIn(threadId);
    expect(others).toEqual([]);
    expect(message).toMatchObject({ senderId: client.uid, senderRole: 'client', removed: false, fileIds: [] });
    expect(message!.body).toBe(
      [
        'Please send me a quote for:',
        '- Standard web design plan: $3,800.00 before GST',
        '- Essential hosting, per month: $50.00 before GST',
        '- AI insight lab, 5 hours × 2: $1,350.00 before GST',
        '',
        'One-time: $5,150.00 before GST, $515.00 GST, $5,665.00 in total.',
        'Monthly: $50.00 before GST, $5.00 GST, $55.00 in total.',
        '(Ballpark from the services calculator.)',
        '',
        'Note: We would like to launch by March.',
      ].join('\n'),
    );
    expect(await activityOfId(`quote-requested-${message!.id}`)).toMatchObject({
      type: 'quote_requested',
      actor: client.uid,
      actorName: 'Rita Request',
      actorRole: 'client',
      clientId: client.uid,
      clientName: 'Green Roots Naturopathy',
      clientVisible: true,
      summary: 'Rita Request (Green Roots Naturopathy) asked for a quote.',
      details: { threadId, oneTimeTotalCents: 566_500, monthlyTotalCents: 5500 },
    });
    // The message trigger keeps the conversation in step, as for any message the client writes.
    await expect
      .poll(async () => (await threadOf(threadId))?.unreadForAgency, { timeout: 10_000, interval: 250 })
      .toBe(1);
    expect((await threadOf(threadId))!.lastSenderRole).toBe('client');
  });

  it('refuses a selection the catalogue cannot price, or an empty one, and posts nothing', async () => {
    const { token, threadId } = await signedInClient('Rita Request');

    for (const [bad, message] of [
      [{ design: { kind: 'package', id: 'growth' }, hostingPlanId: 'essential' }, /package already includes/],
      [{ design: { kind: 'plan', id: 'platinum' } }, /Choose one of the web design plans/],
      [{ insightLab: [{ hours: 3, quantity: 1 }] }, /insight lab/],
      [{ insightLab: [{ hours: 2, quantity: 0 }] }, /Quantity/],
      [{}, /Choose something to quote/],
    ] as const) {
      const answer = await request({ selection: bad }, token);
      expect(answer.error, String(message)).toMatchObject({ status: 'INVALID_ARGUMENT' });
      expect(answer.error!.details!.fields!.selection, String(message)).toMatch(message);
    }
    expect(await messagesIn(threadId)).toEqual([]);
  });

  it('takes at most five requests a day from a client, then says so', async () => {
    const { token, threadId } = await signedInClient('Rita Request');

    for (let i = 0; i < 5; i++) expect((await request({ selection }, token)).status).toBe(200);
    const sixth = await request({ selection }, token);

    expect(sixth.error).toMatchObject({
      status: 'RESOURCE_EXHAUSTED',
      message: expect.stringMatching(/^You can ask for 5 quotes a day; please try again in \d+ hours?/),
    });
    expect(await messagesIn(threadId)).toHaveLength(5);
  });

  it('refuses a caller who is signed out, an administrator and a disabled client', async () => {
    const disabled = await disabledClient();

    expect((await request({ selection }, null)).error).toMatchObject({ status: 'UNAUTHENTICATED' });
    expect((await request({ selection }, admin.token)).error).toMatchObject({ status: 'PERMISSION_DENIED' });
    expect((await request({ selection }, disabled.token)).error).toMatchObject({ status: 'PERMISSION_DENIED' });
  });
});
