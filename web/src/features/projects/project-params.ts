import { PROJECT_STATUSES, type ProjectStatus, SERVICE_INTEREST_VALUES, type ServiceInterest } from '@agency/common';

import type { ProjectListView, ProjectSort } from '@/lib/firestore/projects';
import { searchParam } from '@/lib/server-search';
import { readPageParams } from '@/lib/use-page-cursor';
import { documentIdOr } from '@/lib/use-query-params';

export { FIRST_PAGE } from '@/lib/use-page-cursor';

/**
 * What the address says the admin Projects screen shows (`?q=…&status=review&service=web-design&client=<uid>
 * &archived=shown&sort=updated&after=<id>`), so a reload or a shared link shows the same page. Each filter is left
 * out at its default; `after` and `before` name the project a page starts after or ends before.
 */
export interface ProjectParams {
  q: string;
  status: ProjectStatus | null;
  service: ServiceInterest | null;
  clientId: string | null;
  archived: boolean;
  sort: ProjectSort;
  after: string | null;
  before: string | null;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** `?archived=shown`: archived projects listed with the rest. */
export const ARCHIVED_SHOWN = 'shown';

/** The screen's state from the address; anything it does not know reads as the default. */
export function readProjectParams(params: URLSearchParams): ProjectParams {
  return {
    q: searchParam(params),
    status: oneOf(PROJECT_STATUSES, params.get('status')),
    service: oneOf(SERVICE_INTEREST_VALUES, params.get('service')),
    clientId: documentIdOr(params.get('client'), null),
    archived: params.get('archived') === ARCHIVED_SHOWN,
    sort: params.get('sort') === 'updated' ? 'updated' : 'due',
    ...readPageParams(params),
  };
}

/** Whether anything narrows the list (a search or a filter): what Clear filters undoes. */
export const isFiltered = (params: ProjectParams) =>
  Boolean(params.q || params.status || params.service || params.clientId || params.archived);

/** The address's changes that undo every search and filter (the sort stays), back to the first page. */
export const NO_FILTERS = { q: null, status: null, service: null, client: null, archived: null } as const;

/** The view a query asks for, from the address and the search term the server is asked for. */
export const projectView = (params: ProjectParams, term: string | null): ProjectListView => ({
  status: params.status,
  service: params.service,
  clientId: params.clientId,
  archived: params.archived,
  term,
  sort: params.sort,
});
