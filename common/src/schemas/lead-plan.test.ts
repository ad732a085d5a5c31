import { describe, expect, it } from 'vitest';

import { leadPlanCents, leadPlanSchema } from './lead-plan';

const check = (values: object) => leadPlanSchema.validate(values, { stripUnknown: true });

describe('leadPlanSchema', () => {
  it('takes a Queensland day, or none (an empty date input means none)', async () => {
    expect((await check({ followUpDate: '2026-12-03' })).followUpDate).toBe('2026-12-03');
    expect((await check({ followUpDate: '' })).followUpDate).toBeNull();
    expect((await check({ followUpDate: null })).followUpDate).toBeNull();
  });

  it.each(['2026-02-31', '03/12/2026', '2026-12-03T09:00', 'tomorrow'])(
    'refuses %s as a follow-up date',
    async (followUpDate) => {
      await expect(check({ followUpDate })).rejects.toThrow('The follow-up date must be a date');
    },
  );
});

describe('leadPlanSchema: the estimated value', () => {
  it.each([
    ['12500', 1_250_000],
    ['$12,500', 1_250_000],
    [' 0 ', 0],
    ['10,000,000', 1_000_000_000],
    ['', null],
  ])('takes %j as %j cents', async (estimatedValue, cents) => {
    expect(leadPlanCents(await check({ estimatedValue }))).toBe(cents);
  });

  it.each(['12.50', '-5', 'ten', '1e6'])('refuses %j: whole dollars only', async (estimatedValue) => {
    await expect(check({ estimatedValue })).rejects.toThrow('Enter the value in whole dollars, like 12500');
  });

  it('refuses more than ten million dollars', async () => {
    await expect(check({ estimatedValue: '10000001' })).rejects.toThrow('The value can be at most $10,000,000');
  });
});
