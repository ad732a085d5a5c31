import { describe, expect, it } from 'vitest';

import { MAX_SEARCH_LENGTH } from '@/lib/server-search';

import { DEFAULT_SORT, readClientParams } from './client-params';

const read = (search: string) => readClientParams(new URLSearchParams(search));

describe('readClientParams', () => {
  it('reads the view a link names', () => {
    expect(read('?q=green&status=invited&sort=name&dir=desc&after=abc123')).toEqual({
      q: 'green',
      status: 'invited',
      sort: { by: 'name', direction: 'desc' },
      after: 'abc123',
      before: null,
    });
  });

  it('starts at the top for a cursor edited to name anything but a profile id', () => {
    for (const cursor of ['a/b', 'x/private/agency', '__name__', '..']) {
      expect(read(`?after=${encodeURIComponent(cursor)}`)).toMatchObject({ after: null, before: null });
      expect(read(`?before=${encodeURIComponent(cursor)}`)).toMatchObject({ after: null, before: null });
    }
  });

  it('reads what it does not know as the default, and a search no longer than a person types', () => {
    expect(read('?status=everyone&sort=height&dir=up')).toMatchObject({ status: null, sort: DEFAULT_SORT });
    expect(read(`?q=${'a'.repeat(5000)}`).q).toHaveLength(MAX_SEARCH_LENGTH);
  });
});
