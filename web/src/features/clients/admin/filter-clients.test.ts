import { describe, expect, it } from 'vitest';

import { type ClientSort, DEFAULT_SORT, filterAndSortClients, nextSort, type Sortable } from './filter-clients';

const client = (uid: string, name: string, businessName: string, joined: string | null, email = `${uid}@example.com`) =>
  ({ uid, name, email, businessName, createdAt: joined ? new Date(joined) : null }) satisfies Sortable;

const ada = client('ada', 'Ada Lovelace', 'Analytical Engines', '2026-03-01T00:00:00Z');
const bea = client('bea', 'béa Ruiz', 'Tide Pool Studio', '2026-05-10T00:00:00Z', 'bea@tidepool.example');
const cal = client('cal', 'Cal Smith', '', '2026-04-02T00:00:00Z');
const dee = client('dee', 'Dee Nguyen', 'Banksia Wellness', null);
const clients = [ada, bea, cal, dee];

const uids = (list: Sortable[]) => list.map((c) => c.uid);
const sorted = (sort: ClientSort, search = '') => uids(filterAndSortClients(clients, search, sort));

describe('filterAndSortClients', () => {
  it('lists every client newest first by default, with a client whose join time is unknown last', () => {
    expect(sorted(DEFAULT_SORT)).toEqual(['bea', 'cal', 'ada', 'dee']);
  });

  it('puts the oldest first when the join date is sorted ascending, unknown dates still last', () => {
    expect(sorted({ by: 'joined', direction: 'asc' })).toEqual(['ada', 'cal', 'bea', 'dee']);
  });

  it('sorts names alphabetically whatever their case', () => {
    expect(sorted({ by: 'name', direction: 'asc' })).toEqual(['ada', 'bea', 'cal', 'dee']);
    expect(sorted({ by: 'name', direction: 'desc' })).toEqual(['dee', 'cal', 'bea', 'ada']);
  });

  it('sorts by business, with a client who has no business last in both directions', () => {
    expect(sorted({ by: 'business', direction: 'asc' })).toEqual(['ada', 'dee', 'bea', 'cal']);
    expect(sorted({ by: 'business', direction: 'desc' })).toEqual(['bea', 'dee', 'ada', 'cal']);
  });

  it('breaks ties by name, so equal values keep a steady order', () => {
    const twins = [client('z', 'Zed', 'Same Co', null), client('y', 'Amy', 'Same Co', null)];
    expect(uids(filterAndSortClients(twins, '', { by: 'business', direction: 'desc' }))).toEqual(['y', 'z']);
  });

  it('finds clients by name, email or business, ignoring case and surrounding spaces', () => {
    expect(sorted(DEFAULT_SORT, 'lovelace')).toEqual(['ada']);
    expect(sorted(DEFAULT_SORT, '  TIDEPOOL.example ')).toEqual(['bea']);
    expect(sorted(DEFAULT_SORT, 'banksia')).toEqual(['dee']);
    expect(sorted({ by: 'name', direction: 'asc' }, 'S')).toEqual(['ada', 'bea', 'cal', 'dee']);
  });

  it('ignores accents, so "bea" finds "béa"', () => {
    expect(sorted(DEFAULT_SORT, 'bea r')).toEqual(['bea']);
  });

  it('finds nothing when nothing matches', () => {
    expect(sorted(DEFAULT_SORT, 'no such client')).toEqual([]);
  });

  it('leaves the list it was given untouched', () => {
    const before = [...clients];
    filterAndSortClients(clients, 'a', { by: 'name', direction: 'desc' });
    expect(clients).toEqual(before);
  });
});

describe('nextSort', () => {
  it('flips the direction of the column already sorted', () => {
    expect(nextSort({ by: 'name', direction: 'asc' }, 'name')).toEqual({ by: 'name', direction: 'desc' });
    expect(nextSort(DEFAULT_SORT, 'joined')).toEqual({ by: 'joined', direction: 'asc' });
  });

  it('starts names A to Z and dates newest first', () => {
    expect(nextSort(DEFAULT_SORT, 'business')).toEqual({ by: 'business', direction: 'asc' });
    expect(nextSort({ by: 'name', direction: 'desc' }, 'joined')).toEqual({ by: 'joined', direction: 'desc' });
  });
});
