import type { DocumentSnapshot, QuerySnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { type PageCursor, readPage } from './paging';

/** A query's answer of rows named by these ids, in the query's order. */
const answer = (...uids: string[]) =>
  ({
    docs: uids.map((uid) => ({ id: uid, data: () => ({ uid }) })),
  }) as unknown as QuerySnapshot<{ uid: string }>;
const at = (uid: string) => ({ id: uid }) as DocumentSnapshot;
const read = (cursor: PageCursor | null, ...uids: string[]) => {
  const page = readPage(answer(...uids), cursor, 3);
  return { ...page, rows: page.rows.map((row) => row.uid), first: page.first?.id, last: page.last?.id };
};

describe('readPage (a page asked for one row more than it shows)', () => {
  it('shows the first page without its extra row, which says a next page exists', () => {
    expect(read(null, 'a', 'b', 'c', 'd')).toEqual({
      rows: ['a', 'b', 'c'],
      first: 'a',
      last: 'c',
      hasBefore: false,
      hasAfter: true,
    });
  });

  it('knows the last page going on: no extra row, and a page before it', () => {
    expect(read({ after: at('c') }, 'd', 'e')).toMatchObject({ rows: ['d', 'e'], hasBefore: true, hasAfter: false });
  });

  it('going back, drops the extra row at the start, which says a page lies before', () => {
    expect(read({ before: at('g') }, 'c', 'd', 'e', 'f')).toMatchObject({
      rows: ['d', 'e', 'f'],
      first: 'd',
      hasBefore: true,
      hasAfter: true,
    });
  });

  it('going back to the first page, finds nothing before it', () => {
    expect(read({ before: at('d') }, 'a', 'b', 'c')).toMatchObject({ rows: ['a', 'b', 'c'], hasBefore: false });
  });

  it('reads an empty page past the end with its way back', () => {
    expect(read({ after: at('z') })).toEqual({
      rows: [],
      first: undefined,
      last: undefined,
      hasBefore: true,
      hasAfter: false,
    });
  });
});
