import { describe, expect, it } from 'vitest';

import { LEAD_SEARCH_TERMS_MAX, leadSearchTerms } from './leads';

describe('leadSearchTerms', () => {
  const terms = leadSearchTerms({
    name: 'Zoë  Quill-Smith',
    email: 'Zoe.Q@Green-Roots.example',
    message: 'Please build our KOMBUCHA shop.\nThanks, Zoë!',
  });

  it('holds the lower-cased words of the name, email and message', () => {
    expect(terms).toEqual(expect.arrayContaining(['zoë', 'quill', 'smith', 'kombucha', 'shop', 'thanks']));
    expect(terms.some((term) => term !== term.toLowerCase())).toBe(false);
  });

  it('holds the email whole, its local part and its domain', () => {
    expect(terms).toEqual(expect.arrayContaining(['zoe.q@green-roots.example', 'zoe.q', 'green-roots.example']));
  });

  it('holds prefixes from two letters of the name words and the email, but not of message words', () => {
    expect(terms).toEqual(expect.arrayContaining(['zo', 'qu', 'qui', 'sm', 'zoe.q@g']));
    expect(terms).not.toContain('z');
    expect(terms).not.toContain('komb');
  });

  it('holds each term once, and never more than the cap', () => {
    expect(new Set(terms).size).toBe(terms.length);
    const long = leadSearchTerms({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: Array.from({ length: 1000 }, (_, i) => `word${i}`).join(' '),
    });
    expect(long).toHaveLength(LEAD_SEARCH_TERMS_MAX);
    expect(long).toEqual(expect.arrayContaining(['ada', 'lovelace', 'ada@example.com', 'word0']));
  });
});
