import { describe, expect, it } from 'vitest';

import { formErrorsFrom, livePrices, quoteFormSchema, type QuoteFormValues, saveRequestFrom } from './admin-quote-form';

const values = (lines: [string, string][]): QuoteFormValues => ({
  clientId: 'client1',
  projectId: '',
  service: '',
  title: ' Shopfront ',
  validDays: '30',
  lineItems: lines.map(([quantity, unitPrice], index) => ({
    key: String(index),
    catalogueId: index === 0 ? 'web-design-plan/standard' : null,
    description: `Line ${index + 1}`,
    quantity,
    unitPrice,
  })),
});

describe('the quote builder form', () => {
  it('prices each line and the quote live, GST per line rounded half up', () => {
    const prices = livePrices(
      values([
        ['1', '3800'],
        ['3', '33.33'],
        ['2', '0.05'],
      ]),
    );
    expect(prices.lines).toEqual([
      { exGstCents: 380_000, gstCents: 38_000, totalCents: 418_000 },
      { exGstCents: 9_999, gstCents: 1_000, totalCents: 10_999 },
      { exGstCents: 10, gstCents: 1, totalCents: 11 },
    ]);
    expect(prices.totals).toEqual({ subtotalCents: 390_009, gstCents: 39_001, totalCents: 429_010 });
  });

  it('shows no totals while a line has no price', () => {
    const prices = livePrices(
      values([
        ['1', '3800'],
        ['1', ''],
      ]),
    );
    expect(prices.lines[1]).toBeNull();
    expect(prices.totals).toBeNull();
  });

  it('sends integer cents, never a float', () => {
    const request = saveRequestFrom(
      values([
        ['1', '0.29'],
        ['2', '1,234.56'],
      ]),
      null,
    );
    expect(request).toEqual({
      quoteId: null,
      clientId: 'client1',
      projectId: null,
      // None chosen: the web design plan on the first line says what the work is.
      service: 'web-design',
      title: 'Shopfront',
      validDays: 30,
      lineItems: [
        { description: 'Line 1', quantity: 1, unitPriceCents: 29, catalogueId: 'web-design-plan/standard' },
        { description: 'Line 2', quantity: 2, unitPriceCents: 123_456, catalogueId: null },
      ],
    });
  });

  it('checks prices, quantities and the days with the shared rules', async () => {
    const bad = {
      ...values([
        ['0', '12.345'],
        ['2', ''],
        ['1', '-150'],
      ]),
      validDays: '0',
    };
    const error = await quoteFormSchema.validate(bad, { abortEarly: false }).catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(Error);
    const messages = (error as unknown as { inner: { path: string; message: string }[] }).inner.map(
      ({ path, message }) => `${path}: ${message}`,
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        'validDays: Valid for at least 1 day',
        'lineItems[0].quantity: Quantity must be at least 1',
        'lineItems[0].unitPrice: Type dollars and cents, like 1250 or 1250.50',
        'lineItems[1].unitPrice: Give a unit price',
        'lineItems[2].unitPrice: Unit price cannot be negative',
      ]),
    );
  });

  it('puts a function’s field messages under the form’s fields', () => {
    const { errors, other } = formErrorsFrom(
      {
        title: 'Give the quote a title',
        'lineItems[1].unitPriceCents': 'Unit price must be a whole number of cents',
        'lineItems[0]': 'This line is too large to price',
        data: 'Something else',
      },
      ['clientId', 'projectId', 'title', 'validDays'],
    );
    expect(errors).toEqual({
      title: 'Give the quote a title',
      lineItems: [
        { unitPrice: 'This line is too large to price' },
        { unitPrice: 'Unit price must be a whole number of cents' },
      ],
    });
    expect(other).toEqual(['Something else']);
  });
});

describe('the quote builder’s service', () => {
  const custom = (service: QuoteFormValues['service'], catalogueId: string | null) => ({
    ...values([['1', '100']]),
    service,
    lineItems: [{ key: '0', catalogueId, description: 'Work', quantity: '1', unitPrice: '100' }],
  });

  it('takes the one chosen over the one the catalogue lines suggest', () => {
    expect(saveRequestFrom(custom('search-optimisation', 'hosting-plan/essential'), null).service).toBe(
      'search-optimisation',
    );
    expect(saveRequestFrom(custom('', 'insight-lab/5-hours'), null).service).toBe('ai-insight-lab');
  });

  it('asks for one when no line comes from the catalogue', async () => {
    await expect(quoteFormSchema.validateAt('service', custom('', null))).rejects.toThrow('Choose the service');
    await expect(quoteFormSchema.validateAt('service', custom('content-creation', null))).resolves.toBe(
      'content-creation',
    );
  });
});
