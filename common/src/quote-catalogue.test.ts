import { describe, expect, it } from 'vitest';

import { ballpark } from './pricing';
import {
  MONTHLY_LINE_PROBLEM,
  ONE_OFF_QUOTE_CATALOGUE,
  otherServicesOfQuote,
  QUOTE_CATALOGUE,
  quoteCatalogueChoice,
  serviceOfLines,
  servicesOfLines,
} from './quote-catalogue';
import { quoteLineSchema } from './schemas/quote';

describe('the catalogue as quote lines', () => {
  it('offers every plan, package (once and monthly), hosting plan and insight lab package, each id once', () => {
    const ids = QUOTE_CATALOGUE.map((choice) => choice.catalogueId);
    expect(ids).toEqual([
      'web-design-plan/starter',
      'web-design-plan/standard',
      'web-design-plan/professional',
      'package/launch',
      'package/launch/monthly',
      'package/growth',
      'package/growth/monthly',
      'package/digital-transformation',
      'package/digital-transformation/monthly',
      'hosting-plan/essential',
      'hosting-plan/standard',
      'hosting-plan/professional',
      'insight-lab/2-hours',
      'insight-lab/5-hours',
      'insight-lab/10-hours',
    ]);
  });

  it('prices in cents as spec §9 does', () => {
    expect(quoteCatalogueChoice('web-design-plan/standard')).toMatchObject({
      description: 'Standard web design plan',
      unitPriceCents: 380_000,
      recurrence: 'one-time',
    });
    expect(quoteCatalogueChoice('package/growth/monthly')).toMatchObject({
      unitPriceCents: 7_500,
      recurrence: 'monthly',
    });
    expect(quoteCatalogueChoice('hosting-plan/professional')?.unitPriceCents).toBe(12_000);
    expect(quoteCatalogueChoice('insight-lab/5-hours')?.unitPriceCents).toBe(67_500);
    expect(quoteCatalogueChoice('package/unknown')).toBeUndefined();
  });

  it('names and prices each entry exactly as the ballpark calculator does', () => {
    const lines = [
      ...ballpark({ design: { kind: 'plan', id: 'professional' }, hostingPlanId: 'standard' }).lines,
      ...ballpark({ design: { kind: 'package', id: 'digital-transformation' } }).lines,
      ...ballpark({ insightLab: [{ hours: 10, quantity: 1 }] }).lines,
    ];
    for (const line of lines) {
      expect(quoteCatalogueChoice(line.catalogueId)).toMatchObject({
        description: line.description,
        unitPriceCents: line.unitPriceCents,
        recurrence: line.recurrence,
      });
    }
  });

  it('makes lines the quote schema accepts from every entry charged once', () => {
    expect(ONE_OFF_QUOTE_CATALOGUE.map((choice) => choice.recurrence)).not.toContain('monthly');
    for (const { catalogueId, description, unitPriceCents } of ONE_OFF_QUOTE_CATALOGUE) {
      expect(quoteLineSchema.isValidSync({ catalogueId, description, unitPriceCents, quantity: 1 }), catalogueId).toBe(
        true,
      );
    }
  });

  it('refuses a quote line naming a monthly entry, which waits for subscriptions', () => {
    const monthly = QUOTE_CATALOGUE.filter((choice) => choice.recurrence === 'monthly');
    expect(monthly.map((choice) => choice.catalogueId)).toContain('package/growth/monthly');
    for (const { catalogueId, description, unitPriceCents } of monthly) {
      expect(() => quoteLineSchema.validateSync({ catalogueId, description, unitPriceCents, quantity: 1 })).toThrow(
        MONTHLY_LINE_PROBLEM,
      );
    }
  });
});

describe('the services a quote’s lines come from', () => {
  const line = (catalogueId: string | null) => ({ catalogueId });
  const lines = [
    line(null),
    line('insight-lab/5-hours'),
    line('web-design-plan/standard'),
    line('package/launch'),
    line('insight-lab/2-hours'),
    line('no-longer/in-the-catalogue'),
  ];

  it('names each once, in the order of its first catalogue line, skipping custom and retired lines', () => {
    expect(servicesOfLines(lines)).toEqual(['ai-insight-lab', 'web-design']);
    expect(serviceOfLines(lines)).toBe('ai-insight-lab');
    expect(servicesOfLines([line(null)])).toEqual([]);
    expect(serviceOfLines([line(null)])).toBeNull();
  });

  it('offers the others beside the quote’s own service, or beside the one its lines suggest', () => {
    expect(otherServicesOfQuote({ service: 'web-design', lineItems: lines })).toEqual(['ai-insight-lab']);
    expect(otherServicesOfQuote({ service: 'hosting', lineItems: lines })).toEqual(['ai-insight-lab', 'web-design']);
    expect(otherServicesOfQuote({ service: null, lineItems: lines })).toEqual(['web-design']);
  });
});
