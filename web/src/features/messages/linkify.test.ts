import { describe, expect, it } from 'vitest';

import { linkify } from './linkify';

describe('linkify', () => {
  it('keeps text without addresses as one part', () => {
    expect(linkify('Hello there')).toEqual([{ text: 'Hello there' }]);
  });

  it('links http and https addresses and leaves the sentence around them', () => {
    expect(linkify('See https://example.com/a?b=1 and http://x.test.')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: ' and ' },
      { text: 'http://x.test', href: 'http://x.test/' },
      { text: '.' },
    ]);
  });

  it('keeps a bracket the address opened and drops one the sentence opened', () => {
    expect(linkify('(see https://en.wikipedia.org/wiki/Foo_(bar))')).toEqual([
      { text: '(see ' },
      { text: 'https://en.wikipedia.org/wiki/Foo_(bar)', href: 'https://en.wikipedia.org/wiki/Foo_(bar)' },
      { text: ')' },
    ]);
  });

  it('never links other schemes or markup', () => {
    for (const text of [
      'javascript:alert(1)',
      '<a href="https://evil.test">x</a>',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
    ]) {
      const links = linkify(text).filter((part) => part.href);
      for (const link of links) expect(link.href).toMatch(/^https?:\/\//);
      expect(
        linkify(text)
          .map((part) => part.text)
          .join(''),
      ).toBe(text);
    }
  });

  it('stops an address at a quote mark, so no attribute can be smuggled in', () => {
    const parts = linkify('https://a.test/"onmouseover="alert(1)');
    expect(parts[0]).toEqual({ text: 'https://a.test/', href: 'https://a.test/' });
  });
});
