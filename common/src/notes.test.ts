import { describe, expect, it } from 'vitest';

import { NOTE_LIMITS, noteBodyFrom } from './notes';

describe('noteBodyFrom', () => {
  it('trims a notes box and keeps it whole when it fits', () => {
    expect(noteBodyFrom('  Prefers calls before 10. 🌿 \n')).toBe('Prefers calls before 10. 🌿');
  });

  it('cuts a long box to the note limit', () => {
    expect(noteBodyFrom('x'.repeat(NOTE_LIMITS.body + 10))).toBe('x'.repeat(NOTE_LIMITS.body));
  });

  it('never cuts an emoji in half at the limit', () => {
    const body = noteBodyFrom(`${'x'.repeat(NOTE_LIMITS.body - 1)}🌿 and more`);
    expect(body).toBe('x'.repeat(NOTE_LIMITS.body - 1));
    expect(body).not.toMatch(/[\uD800-\uDBFF]$/);
  });

  it('keeps an emoji that ends exactly at the limit', () => {
    const box = `${'x'.repeat(NOTE_LIMITS.body - 2)}🌿`;
    expect(noteBodyFrom(`${box} and more`)).toBe(box);
  });
});
