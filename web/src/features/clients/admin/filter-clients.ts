import type { Client } from '@/lib/firestore/clients';

/** The columns the list can be sorted by. */
export type ClientSortKey = 'name' | 'business' | 'joined';
type SortDirection = 'asc' | 'desc';

export interface ClientSort {
  by: ClientSortKey;
  direction: SortDirection;
}

/** Newest first: the clients an administrator most likely came for (just invited, just joined). */
export const DEFAULT_SORT: ClientSort = { by: 'joined', direction: 'desc' };

/** The direction a column starts in when chosen: names A to Z, dates newest first. */
const FIRST_DIRECTION: Record<ClientSortKey, SortDirection> = { name: 'asc', business: 'asc', joined: 'desc' };

/** Choosing a column: the current one flips its direction, another starts in its own first direction. */
export function nextSort(current: ClientSort, by: ClientSortKey): ClientSort {
  if (current.by !== by) return { by, direction: FIRST_DIRECTION[by] };
  return { by, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** What the list needs of a client to filter and sort it. */
export type Sortable = Pick<Client, 'uid' | 'name' | 'email' | 'businessName' | 'createdAt'>;

const collator = new Intl.Collator('en-AU', { sensitivity: 'base', numeric: true });

/** The value sorted on, or null when the client has none (no business yet, a join time not written yet). */
function sortValue(by: ClientSortKey, client: Sortable): string | number | null {
  if (by === 'joined') return client.createdAt?.getTime() ?? null;
  const text = (by === 'name' ? client.name : client.businessName).trim();
  return text || null;
}

function compareValues(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
}

/** Lower case without accents, so "jose" finds "José". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('en-AU');

/**
 * The clients whose name, email or business contains `search` (ignoring case, accents and surrounding spaces),
 * sorted by `sort`. Clients without the sorted value go last in either direction, so blanks never push the real
 * rows out of sight. Ties fall back to the name, then the uid, so the order never jumps between two renders of
 * the same data. Returns a new array and leaves the input as it was.
 */
export function filterAndSortClients<T extends Sortable>(clients: readonly T[], search: string, sort: ClientSort): T[] {
  const needle = fold(search.trim());
  const matching = needle
    ? clients.filter((client) => [client.name, client.email, client.businessName].some((v) => fold(v).includes(needle)))
    : [...clients];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return matching.sort((a, b) => {
    const left = sortValue(sort.by, a);
    const right = sortValue(sort.by, b);
    if (left === null || right === null) {
      if (left !== right) return left === null ? 1 : -1;
    } else {
      const order = sign * compareValues(left, right);
      if (order) return order;
    }
    return collator.compare(a.name, b.name) || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0);
  });
}
