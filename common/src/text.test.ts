import { describe, expect, it } from 'vitest';

import { clipText } from './text';

describe('clipText', () => {
  it('leaves text within the limit alone, and cuts longer text to the limit with an ellipsis', () => {
    expect(clipText('Launch', 6)).toBe('Launch');
    expect(clipText('Launch day', 8)).toBe('Launch…');
    expect(clipText('Launch day', 8)).toHaveLength(7);
    expect(clipText('abcdefghij', 5)).toBe('abcd…');
  });

  it('never cuts an emoji in half', () => {
    const clipped = clipText(`${'a'.repeat(3)}😀 and more`, 5);
    expect(clipped).toBe('aaa…');
    expect(clipped).not.toMatch(/[\uD800-\uDFFF]/);
    expect(clipText(`${'a'.repeat(2)}😀 and more`, 5)).toBe('aa😀…');
  });
});
