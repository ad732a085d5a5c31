import { CLIENT_STATUSES, type ClientStatus } from '@agency/common';

import type { Client, ClientListView, ClientSort, ClientSortKey } from '@/lib/firestore/clients';
import { searchParam, searchPlan } from '@/lib/server-search';
import { readPageParams } from '@/lib/use-page-cursor';

/** Newest first: the clients an administrator most likely came for (just invited, just joined). */
export const DEFAULT_SORT: ClientSort = { by: 'joined', direction: 'desc' };

/** The direction a column starts in when chosen: names A to Z, dates newest first. */
const FIRST_DIRECTION: Record<ClientSortKey, ClientSort['direction']> = {
  name: 'asc',
  business: 'asc',
  joined: 'desc',
};

/** Choosing a column: the current one flips its direction, another starts in its own first direction. */
export function nextSort(current: ClientSort, by: ClientSortKey): ClientSort {
  if (current.by !== by) return { by, direction: FIRST_DIRECTION[by] };
  return { by, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/**
 * What the address says the clients screen shows (`?q=…&status=invited&sort=name&dir=asc&after=<uid>`), so a
 * reload or a shared link shows the same page. `after` and `before` name the profile a page starts after (the
 * next page) or ends before (the page before).
 */
export interface ClientParams {
  q: string;
  status: ClientStatus | null;
  sort: ClientSort;
  after: string | null;
  before: string | null;
}

const SORT_KEYS: readonly ClientSortKey[] = ['name', 'business', 'joined'];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** The screen's state from the address; anything it does not know reads as the default. */
export function readClientParams(params: URLSearchParams): ClientParams {
  const by = oneOf(SORT_KEYS, params.get('sort'));
  const direction = oneOf(['asc', 'desc'] as const, params.get('dir'));
  return {
    q: searchParam(params),
    status: oneOf(CLIENT_STATUSES, params.get('status')),
    sort: by ? { by, direction: direction ?? FIRST_DIRECTION[by] } : DEFAULT_SORT,
    ...readPageParams(params),
  };
}

/** The address's changes for a new sort: the default leaves no parameter. */
export const sortChanges = (sort: ClientSort) =>
  sort.by === DEFAULT_SORT.by && sort.direction === DEFAULT_SORT.direction
    ? { sort: null, dir: null }
    : { sort: sort.by, dir: sort.direction };

export { FIRST_PAGE } from '@/lib/use-page-cursor';

/** How the screen searches what is typed: searchPlan, over the profiles' `searchTerms`. */
export function clientSearchPlan(q: string, rarest: string | null = null) {
  const { matches, ...plan } = searchPlan(q, rarest);
  return { ...plan, matches: (client: Pick<Client, 'searchTerms'>) => matches(client.searchTerms) };
}

/** The view a query asks for, from the address. */
export const listView = (params: ClientParams, term: string | null): ClientListView => ({
  sort: params.sort,
  status: params.status,
  term,
});
