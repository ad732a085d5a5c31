import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

interface IndexSpec {
  collectionGroup: string;
  queryScope: string;
  fields: unknown[];
}

// `firebase deploy --only firestore:indexes` reads the existing indexes once, then creates each one of the file it
// did not find: an index listed twice is created twice, and the second answer (409, already exists) stops the deploy
// before the indexes listed after it.
describe('firestore.indexes.json', () => {
  it('lists each composite index once', () => {
    const { indexes } = JSON.parse(readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8')) as {
      indexes: IndexSpec[];
    };
    const keys = indexes.map((index) => JSON.stringify([index.collectionGroup, index.queryScope, index.fields]));
    const twice = keys.filter((key, at) => keys.indexOf(key) !== at);
    expect(twice).toEqual([]);
  });
});
