import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';

import { PEOPLE } from '../../support/factories';
import { useCast } from '../support/cast';

import { activityOfId, call, contentHashOf, quoteOf, quoteRef, removeTestQuotes, sentQuoteFor } from './support';

// The job's work is a plain function the scheduled function calls: the test calls it too.
const { expireDueQuotes } = await import('../../../functions/src/quotes/expire-due-quotes');

const { admin, alice: client } = useCast();
afterAll(removeTestQuotes);

describe('expireDueQuotes', () => {
  it('marks only sent quotes past their last valid day as expired, once each, with one timeline entry', async () => {
    const now = new Date();
    const due = await sentQuoteFor(admin.token, client.uid);
    const open = await sentQuoteFor(admin.token, client.uid);
    const accepted = await sentQuoteFor(admin.token, client.uid);
    await call(
      'acceptQuote',
      {
        quoteId: accepted.quoteId,
        name: PEOPLE.alice.name,
        termsAccepted: true,
        contentHash: await contentHashOf(accepted.quoteId),
      },
      client.token,
    );
    const lastHour = Timestamp.fromMillis(now.getTime() - 60 * 60 * 1000);
    await quoteRef(due.quoteId).update({ validUntil: lastHour });
    await quoteRef(accepted.quoteId).update({ validUntil: lastHour });

    const marked = await expireDueQuotes(now);

    expect(marked).toBeGreaterThanOrEqual(1);
    const expired = (await quoteOf(due.quoteId))!;
    expect(expired.status).toBe('expired');
    expect(expired.closedAt).not.toBeNull();
    expect(await activityOfId(`quote-expired-${due.quoteId}`)).toMatchObject({
      type: 'quote_expired',
      actor: 'system',
      actorRole: 'system',
      clientId: client.uid,
      clientName: 'Green Roots Naturopathy',
      clientVisible: true,
      summary: `Quote ${due.number}, “Website rebuild”, sent to Green Roots Naturopathy, expired without an answer.`,
    });
    expect((await quoteOf(open.quoteId))!.status).toBe('sent');
    expect((await quoteOf(accepted.quoteId))!.status).toBe('accepted');
    expect(await activityOfId(`quote-expired-${open.quoteId}`)).toBeUndefined();

    // A second run finds nothing more of these to do and changes nothing.
    await expireDueQuotes(now);
    expect(await quoteOf(due.quoteId)).toEqual(expired);
    expect((await quoteOf(open.quoteId))!.status).toBe('sent');
  });
});
