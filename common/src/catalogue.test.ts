import { describe, expect, it } from 'vitest';

import {
  ALL_PLANS_INCLUDE,
  BUILD_TIMELINE_WEEKS,
  EXPLAINER_VIDEO_SECONDS,
  formatAud,
  HOSTING_AND_CARE_FROM_MONTHLY,
  HOSTING_PLANS,
  INSIGHT_LAB_PACKAGES,
  MIN_DONATION_PERCENT,
  PACKAGES,
  REPLY_WITHIN_HOURS,
  RETENTION,
  TERMS,
  UPTIME_GUARANTEE_PERCENT,
  WEB_DESIGN_PLANS,
} from './catalogue';

/** The figures below are copied from spec §9, so a change to the catalogue has to be a change to the spec. */
describe('the price catalogue matches spec §9', () => {
  it('has the three web design plans with their prices, delivery times and hosting add-ons', () => {
    expect(
      WEB_DESIGN_PLANS.map(({ name, price, delivery, hostingFromMonthly, popular }) => ({
        name,
        price,
        delivery,
        hostingFromMonthly,
        popular,
      })),
    ).toEqual([
      { name: 'Starter', price: 2250, delivery: '1–3 weeks', hostingFromMonthly: 50, popular: false },
      { name: 'Standard', price: 3800, delivery: '2–4 weeks', hostingFromMonthly: 75, popular: true },
      { name: 'Professional', price: 7500, delivery: '4–6 weeks', hostingFromMonthly: 120, popular: false },
    ]);
    expect(WEB_DESIGN_PLANS[0]!.features).toContain('1–5 pages');
    expect(WEB_DESIGN_PLANS[1]!.features).toContain('Up to 10 pages');
    expect(WEB_DESIGN_PLANS[2]!.features).toContain('Up to 20 pages');
    expect(WEB_DESIGN_PLANS[2]!.features).toContain('3 months of aftercare');
    expect(ALL_PLANS_INCLUDE).toEqual([
      'Mobile-responsive design',
      'Basic SEO',
      'Privacy and consent basics',
      'Two-month follow-up',
    ]);
    expect(HOSTING_AND_CARE_FROM_MONTHLY).toBe(50);
  });

  it('has the three packages with their one-time and monthly prices', () => {
    expect(PACKAGES.map(({ id, name, price, monthly }) => [id, name, price, monthly])).toEqual([
      ['launch', 'Launch', 2750, 50],
      ['growth', 'Growth', 4950, 75],
      ['digital-transformation', 'Digital Transformation', 8950, 120],
    ]);
  });

  it('has the hosting plans per month and the uptime guarantee', () => {
    expect(HOSTING_PLANS.map(({ name, monthly }) => [name, monthly])).toEqual([
      ['Essential', 50],
      ['Standard', 75],
      ['Professional', 120],
    ]);
    expect(HOSTING_PLANS[0]!.features).toEqual(['10 GB storage', 'SSL certificate', 'Daily backups']);
    expect(HOSTING_PLANS[1]!.features).toContain('50 GB storage');
    expect(UPTIME_GUARANTEE_PERCENT).toBe(99.9);
  });

  it('has the AI insight lab hour packages, with 5 hours the popular one', () => {
    expect(INSIGHT_LAB_PACKAGES.map(({ hours, price, popular }) => [hours, price, popular])).toEqual([
      [2, 295, false],
      [5, 675, true],
      [10, 1275, false],
    ]);
    expect(REPLY_WITHIN_HOURS).toBe(24);
  });

  it('has the terms, retention periods, donation, video length and build timelines', () => {
    expect(TERMS).toEqual({ invoiceDueDays: 14, overdueInterestPercentPerMonth: 1.5, cancellationNoticeDays: 7 });
    expect(RETENTION).toEqual({ financialRecordsYears: 7, clientRecordsYearsAfterService: 7, analyticsMonths: 24 });
    expect(MIN_DONATION_PERCENT).toBe(20);
    expect(EXPLAINER_VIDEO_SECONDS).toEqual({ min: 60, max: 90 });
    expect(BUILD_TIMELINE_WEEKS).toEqual({ simpleSite: { min: 2, max: 4 }, advancedSite: { min: 6, max: 10 } });
  });
});

describe('formatAud', () => {
  it('writes whole dollars with thousands separators', () => {
    expect(formatAud(2750)).toBe('$2,750');
    expect(formatAud(295)).toBe('$295');
    expect(formatAud(1275)).toBe('$1,275');
  });
});
