import { describe, expect, it, vi } from 'vitest';

import { cacheKey, queryCache } from './query-cache';

describe('queryCache', () => {
  it('marks a read and the reads under it stale, and tells subscribers, leaving other reads fresh', () => {
    queryCache.set(cacheKey(['/api/contacts']), [{ id: 'a' }]);
    queryCache.set(cacheKey(['/api/contacts', 'a']), { id: 'a' });
    queryCache.set('/api/contacts?after=a', []);
    queryCache.set(cacheKey(['/api/contactsarchive']), []);
    const listener = vi.fn();
    const unsubscribe = queryCache.subscribe(listener);

    queryCache.invalidate('/api/contacts');

    expect(queryCache.get('/api/contacts')).toEqual({ data: [{ id: 'a' }], stale: true });
    expect(queryCache.get('/api/contacts/a')?.stale).toBe(true);
    expect(queryCache.get('/api/contacts?after=a')?.stale).toBe(true);
    expect(queryCache.get('/api/contactsarchive')?.stale).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
