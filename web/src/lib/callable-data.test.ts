import { describe, expect, it } from 'vitest';

import { withoutUndefined } from './callable-data';

describe('withoutUndefined', () => {
  it('leaves out undefined keys at any depth and keeps everything else as it is', () => {
    const at = new Date('2026-11-24T00:00:00Z');
    expect(
      withoutUndefined({
        selection: {
          design: undefined,
          hostingPlanId: undefined,
          insightLab: [{ hours: 5, quantity: 1, x: undefined }],
        },
        note: '',
        projectId: null,
        reissue: false,
        count: 0,
        at,
      }),
    ).toEqual({
      selection: { insightLab: [{ hours: 5, quantity: 1 }] },
      note: '',
      projectId: null,
      reissue: false,
      count: 0,
      at,
    });
    expect(Object.keys(withoutUndefined({ a: undefined, b: { c: undefined } }))).toEqual(['b']);
    expect(withoutUndefined({ b: { c: undefined } }).b).toEqual({});
  });

  it('passes through what is not an object', () => {
    expect(withoutUndefined(undefined)).toBeUndefined();
    expect(withoutUndefined(null)).toBeNull();
    expect(withoutUndefined('text')).toBe('text');
    expect(withoutUndefined([1, undefined])).toEqual([1, undefined]);
  });
});
