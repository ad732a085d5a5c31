import { describe, expect, it } from 'vitest';

import { typedSearch } from '@agency/common';

import { foundOnce } from './find-anything';

const row = (id: string, searchTerms: string[], at: number) => ({ id, searchTerms, at });

describe('foundOnce', () => {
  it('keeps what holds every typed word, each once, newest first, as many as are shown', () => {
    const { matches } = typedSearch('jane richardson');
    // Six newer leads share one word (a contact form can add them); the one sought is on the other word's page.
    const crowd = Array.from({ length: 6 }, (_, index) => row(`crowd${index}`, ['richardson'], 100 + index));
    const jane = row('jane', ['jane', 'richardson'], 1);
    const found = foundOnce([crowd.slice(0, 5), [jane, row('janet', ['janet'], 2)]], matches, (one) => one.at);
    expect(found.map((one) => one.id)).toEqual(['jane']);

    const many = Array.from({ length: 8 }, (_, index) => row(`r${index}`, ['jane', 'richardson'], index));
    const shown = foundOnce([many, many.slice(2)], matches, (one) => one.at);
    expect(shown.map((one) => one.id)).toEqual(['r7', 'r6', 'r5', 'r4', 'r3']);
  });
});
