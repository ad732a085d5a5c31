import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { documentIdOr } from '@/lib/use-query-params';

/** The search parameter older links name a client by (`/webmin1010/clients?client=<uid>`), before the record page. */
const PARAM = 'client';

/** Where a row's link goes: the client's record. */
export function useClientHref() {
  return useCallback((uid: string) => ({ to: paths.admin.client.getHref(uid) }), []);
}

/**
 * The record an older link (`?client=<uid>`: mails, bookmarks, the activity log before the record existed) names,
 * or null; the list sends such a link on to the record. Only an id can name a profile.
 */
export function useLinkedClient(): string | null {
  const [params] = useSearchParams();
  return documentIdOr(params.get(PARAM), null);
}
