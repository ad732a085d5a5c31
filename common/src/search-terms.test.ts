import { describe, expect, it } from 'vitest';

import { clientSearchTerms, searchTerms, searchWords, typedSearch } from './search-terms';

describe('searchWords', () => {
  it('splits typed text the way terms are stored', () => {
    expect(searchWords('  Kombucha, SHOP! zoë ')).toEqual(['kombucha', 'shop', 'zoë']);
    expect(searchWords(' ,. ')).toEqual([]);
  });
});

describe('searchTerms', () => {
  it('keeps the names and email first and stops at the cap', () => {
    const terms = searchTerms({ names: ['Ada Lovelace'], email: 'ada@example.com', text: 'one two three' }, 4);
    expect(terms).toEqual(['ada', 'lovelace', 'ada@example.com', 'example.com']);
  });
});

describe('clientSearchTerms', () => {
  const terms = clientSearchTerms({
    name: 'Zoë Quill',
    businessName: 'Green Roots Kombucha',
    email: 'Zoe.Q@Green-Roots.example',
  });

  it('finds a client by the prefixes of their name, their business and their email', () => {
    expect(terms).toEqual(
      expect.arrayContaining(['zo', 'zoë', 'qu', 'quill', 'gr', 'roots', 'komb', 'kombucha', 'zoe.q@gr']),
    );
    expect(terms).toEqual(expect.arrayContaining(['zoe.q@green-roots.example', 'green-roots.example']));
  });

  it('holds lower-cased terms of two letters or more, each once', () => {
    expect(terms).not.toContain('z');
    expect(terms.some((term) => term !== term.toLowerCase())).toBe(false);
    expect(new Set(terms).size).toBe(terms.length);
  });

  it('changes when the name, the business or the email does, and only then', () => {
    const base = { name: 'Zoë Quill', businessName: 'Green Roots', email: 'zoe@example.com' };
    expect(clientSearchTerms({ ...base })).toEqual(clientSearchTerms(base));
    expect(clientSearchTerms({ ...base, name: 'Zoë Quill-Smith' })).toContain('smith');
    expect(clientSearchTerms({ ...base, businessName: '' })).not.toContain('roots');
    expect(clientSearchTerms({ ...base, email: 'zq@elsewhere.example' })).not.toContain('zoe@example.com');
  });
});

describe('typedSearch', () => {
  const terms = clientSearchTerms({ name: 'Zoë Quill', businessName: 'Green Roots', email: 'zoe@example.com' });

  it('asks for nothing until two letters are typed', () => {
    expect(typedSearch('').terms).toEqual([]);
    expect(typedSearch('  z ').terms).toEqual([]);
    expect(typedSearch('Zo').terms).toEqual(['zo']);
  });

  it('asks for each word, longest first, and checks every word as a prefix of the terms found', () => {
    const plan = typedSearch('QUI  Green q');
    expect(plan.terms).toEqual(['green', 'qui']);
    expect(plan.matches(terms)).toBe(true);
    expect(typedSearch('green smith').matches(terms)).toBe(false);
    expect(typedSearch('one two three four').terms).toHaveLength(3);
  });

  it('asks for an email being typed whole', () => {
    expect(typedSearch(' Zoe@Exa ').terms).toEqual(['zoe@exa']);
    expect(terms).toContain('zoe@exa');
  });
});

describe('searchTerms beyond the Basic Multilingual Plane', () => {
  it('cuts prefixes by character, never leaving half of one (Firestore refuses such a string)', () => {
    const terms = searchTerms({ names: ['野𠮷 Ltd'], email: '' });
    expect(terms).toContain('野𠮷');
    // A lone surrogate is the half of a character: no term may hold one.
    expect(terms.filter((term) => /[\uD800-\uDFFF]/u.test(term.replace(/[\u{10000}-\u{10FFFF}]/gu, '')))).toEqual([]);
  });
});
