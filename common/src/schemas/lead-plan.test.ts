import { describe, expect, it } from 'vitest';

import { leadPlanSchema } from './lead-plan';

const check = (values: object) => leadPlanSchema.validate(values, { stripUnknown: true });

describe('leadPlanSchema', () => {
  it('takes a Queensland day, or none (an empty date input means none)', async () => {
    expect(await check({ followUpDate: '2026-12-03' })).toEqual({ followUpDate: '2026-12-03' });
    expect(await check({ followUpDate: '' })).toEqual({ followUpDate: null });
    expect(await check({ followUpDate: null })).toEqual({ followUpDate: null });
  });

  it.each(['2026-02-31', '03/12/2026', '2026-12-03T09:00', 'tomorrow'])(
    'refuses %s as a follow-up date',
    async (followUpDate) => {
      await expect(check({ followUpDate })).rejects.toThrow('The follow-up date must be a date');
    },
  );
});
