import { describe, expect, it } from 'vitest';

import {
  acceptQuoteSchema,
  createProjectFromQuoteSchema,
  inviteClientSchema,
  requestQuoteSchema,
  saveQuoteSchema,
} from '@agency/common';

import { checkInput } from './input';

const check = (schema: Parameters<typeof checkInput>[0], data: unknown) =>
  checkInput(schema, data, { notAnObject: 'Send an object.' });

describe('checkInput reads null as the callable SDK means it', () => {
  it('takes null for an optional field that takes no null as not given, at any depth', async () => {
    const checked = await check(requestQuoteSchema, {
      selection: { design: null, hostingPlanId: null, insightLab: [{ hours: 5, quantity: 1 }] },
      note: null,
    });
    expect(checked).toEqual({ ok: true, value: { selection: { insightLab: [{ hours: 5, quantity: 1 }] }, note: '' } });
    expect(await check(inviteClientSchema, { name: 'Ada Lovelace', email: 'ada@example.com', leadId: null })).toEqual({
      ok: true,
      value: { name: 'Ada Lovelace', email: 'ada@example.com', businessName: '' },
    });
  });

  it('keeps null for a field that takes it', async () => {
    const checked = await check(saveQuoteSchema, {
      quoteId: null,
      clientId: 'client-1',
      projectId: null,
      title: 'Website',
      lineItems: [{ description: 'Plan', quantity: 1, unitPriceCents: 100, catalogueId: null }],
    });
    expect(checked).toMatchObject({ ok: true, value: { quoteId: null, projectId: null } });
  });

  it('says a required field set to null is missing, rather than reading it', async () => {
    expect(
      await check(acceptQuoteSchema, { quoteId: null, name: null, termsAccepted: null, contentHash: null }),
    ).toEqual({
      ok: false,
      fields: {
        quoteId: 'Say which quote',
        name: 'Type your full name',
        termsAccepted: 'Tick to accept the terms',
        contentHash: 'Reload the quote and try again',
      },
      message: expect.stringMatching(/^Please check these fields\. quoteId: Say which quote; /),
    });
  });

  it('still names a value of the wrong type', async () => {
    expect(await check(inviteClientSchema, { name: 12, email: 'ada@example.com' })).toMatchObject({
      ok: false,
      fields: { name: 'name must be text' },
    });
  });

  it('names a list sent as something else in the sentence, which ends with one full stop', async () => {
    const checked = await check(createProjectFromQuoteSchema, {
      quoteId: 'q1',
      startDate: '2026-12-01',
      alsoServices: 'hosting',
    });
    expect(checked).toMatchObject({
      ok: false,
      message: 'Please check these fields. alsoServices: Name the other services as a list.',
    });
  });
});
