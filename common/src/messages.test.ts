import { describe, expect, it } from 'vitest';

import { MESSAGE_LIMITS, messageBodyProblem, previewOf } from './messages';
import { documentId } from './schemas/fields';

describe('messageBodyProblem', () => {
  it('refuses a message that says nothing: empty, whitespace of any kind, or only invisible characters', () => {
    for (const body of ['', '   ', '\n\t\r\n', '\u00a0\u2003\u3000\u2028\ufeff\u000b', '\u200b\u200c\u2060\u202e']) {
      expect(messageBodyProblem(body)).toBe('Write a message first');
    }
  });

  it('takes up to the limit and refuses one character more', () => {
    expect(messageBodyProblem('x'.repeat(MESSAGE_LIMITS.body))).toBeNull();
    expect(messageBodyProblem('x'.repeat(MESSAGE_LIMITS.body + 1))).toBe('A message can be at most 5000 characters');
    expect(messageBodyProblem(' ok ')).toBeNull();
  });
});

describe('previewOf', () => {
  it('folds whitespace and cuts a long message to 140 characters with an ellipsis', () => {
    expect(previewOf('  Hello\n\nthere  ')).toBe('Hello there');
    const preview = previewOf('word '.repeat(60));
    expect(preview.length).toBeLessThanOrEqual(MESSAGE_LIMITS.preview);
    expect(preview.endsWith('…')).toBe(true);
  });
});

describe('documentId', () => {
  it('takes ids as Firestore and Auth make them and refuses paths and reserved names', async () => {
    await expect(documentId().validate('aZ09_-x')).resolves.toBe('aZ09_-x');
    for (const id of ['a/b', '..', 'a.b', '__x__', '__name__', 'x'.repeat(129)]) {
      await expect(documentId().validate(id)).rejects.toThrow('Not a valid id');
    }
  });
});
