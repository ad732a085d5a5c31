import { describe, expect, it } from 'vitest';

import { isDocumentId } from './document-id';

describe('isDocumentId', () => {
  it('accepts the ids Firestore makes and ids people choose', () => {
    expect(isDocumentId('iBPwKIG5DJGqnrVfU2ZLOAGOXDh4')).toBe(true);
    expect(isDocumentId('scale-client-00001')).toBe(true);
    expect(isDocumentId('é'.repeat(750))).toBe(true);
  });

  it('refuses what would name another document, a reserved one, or none', () => {
    for (const value of ['', '.', '..', 'a/b', 'x/private/agency', '__name__', 'é'.repeat(751), 42, null, undefined]) {
      expect(isDocumentId(value)).toBe(false);
    }
  });
});
